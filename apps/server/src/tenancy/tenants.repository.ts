import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

export interface TenantRow {
  id: number;
  schema_name: string;
  name: string;
  default_language: string;
  version_hash: string;
  /** JSON array of CSP source expressions, or null. */
  embedders: string | null;
  /** JSON array of CSP source expressions, or null. */
  map_origins: string | null;
  /** JSON array of video provider names, or null. */
  video_providers: string | null;
}

const tenantColumns = [
  'id',
  'schema_name',
  'name',
  'default_language',
  'version_hash',
  'embedders',
  'map_origins',
  'video_providers',
] as const;

export function findTenantIdByHostName(db: Kysely<Database>, hostName: string): Promise<number | undefined> {
  return db
    .selectFrom('tenant_hosts')
    .select('tenant_id')
    .where('host_name', '=', hostName)
    .executeTakeFirst()
    .then((row) => row?.tenant_id);
}

export function findTenantById(db: Kysely<Database>, id: number): Promise<TenantRow | undefined> {
  return db.selectFrom('tenants').select(tenantColumns).where('id', '=', id).executeTakeFirst();
}

export function findTenantBySchemaName(db: Kysely<Database>, schemaName: string): Promise<TenantRow | undefined> {
  return db.selectFrom('tenants').select(tenantColumns).where('schema_name', '=', schemaName).executeTakeFirst();
}

export function listTenants(db: Kysely<Database>): Promise<TenantRow[]> {
  return db.selectFrom('tenants').select(tenantColumns).orderBy('schema_name').execute();
}

export interface TenantLanguageRow {
  code: string;
  name: string;
  name_local: string;
  bidi: number;
}

export function listTenantLanguages(db: Kysely<Database>, tenantId: number): Promise<TenantLanguageRow[]> {
  return db
    .selectFrom('tenant_languages')
    .select(['code', 'name', 'name_local', 'bidi'])
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .orderBy('code')
    .execute();
}

export function listHostNames(db: Kysely<Database>, tenantId: number): Promise<string[]> {
  return db
    .selectFrom('tenant_hosts')
    .select('host_name')
    .where('tenant_id', '=', tenantId)
    .orderBy('host_name')
    .execute()
    .then((rows) => rows.map((row) => row.host_name));
}

/** Whether the tenant writes this language right to left. */
export async function isBidiLanguage(db: Kysely<Database>, tenantId: number, language: string): Promise<boolean> {
  const row = await db
    .selectFrom('tenant_languages')
    .select('bidi')
    .where('tenant_id', '=', tenantId)
    .where('code', '=', language)
    .executeTakeFirst();
  return row?.bidi === 1;
}
