import type { Language, SwitchboardTenant } from '@meridian/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { ResolvedTenant } from './tenant.types.ts';
import { listTenantLanguages, type TenantRow } from './tenants.repository.ts';

/** A tenant row and its language codes as the tenant of a request: the default language always first. */
export function toResolvedTenant(row: TenantRow, languageCodes: readonly string[]): ResolvedTenant {
  const languages = languageCodes.includes(row.default_language)
    ? [...languageCodes]
    : [row.default_language, ...languageCodes];
  return {
    id: row.id,
    schema_name: row.schema_name,
    name: row.name,
    default_language: row.default_language,
    version_hash: row.version_hash,
    languages,
    embedders: parseOrigins(row.embedders),
    mapOrigins: parseOrigins(row.map_origins) ?? [],
    videoProviders: parseOrigins(row.video_providers) ?? [],
  };
}

/** The stored JSON list; anything unreadable falls back to the default policy rather than failing the request. */
function parseOrigins(stored: string | null): string[] | null {
  if (stored === null) return null;
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;
  } catch {
    return null;
  }
}

/** What the switchboard tells a client about a tenant. */
export function toSwitchboardTenant(tenant: ResolvedTenant): SwitchboardTenant {
  return {
    schema_name: tenant.schema_name,
    default_language: tenant.default_language,
    version_hash: tenant.version_hash,
  };
}

/** The tenant's languages as the API shows them, in the tenant's order. */
export async function tenantLanguages(db: Kysely<Database>, tenantId: number): Promise<Language[]> {
  const rows = await listTenantLanguages(db, tenantId);
  return rows.map((row) => ({ language: row.code, name: row.name, name_local: row.name_local, bidi: row.bidi === 1 }));
}
