import type { Kysely } from 'kysely';
import type { Database, DocumentKind } from '../db/database.ts';
import type { LanguageDocument } from './build/build-documents.ts';

/**
 * Every SQL statement of a pack import: the tenant row, its stable content ids, host names,
 * languages and documents. Callers pass the transaction (`trx`) the import runs in.
 */

/** Rows per multi-row INSERT: far under SQLite's and PostgreSQL's bind-parameter limits. */
const INSERT_CHUNK = 400;

export interface ContentKey {
  kind: DocumentKind;
  key: string;
}

export interface ContentIdRow extends ContentKey {
  id: number;
}

export interface TenantLanguageWrite {
  code: string;
  name: string;
  name_local: string;
  bidi: boolean;
}

export interface TenantContentWrite {
  name: string;
  defaultLanguage: string;
  languages: TenantLanguageWrite[];
  hosts: string[];
  documents: LanguageDocument[];
  versionHash: string;
  contentHash: string;
}

/** The stored hashes of a tenant, or undefined before its first import. */
export function findTenantHashes(
  db: Kysely<Database>,
  schemaName: string,
): Promise<{ version_hash: string; content_hash: string } | undefined> {
  return db
    .selectFrom('tenants')
    .select(['version_hash', 'content_hash'])
    .where('schema_name', '=', schemaName)
    .executeTakeFirst();
}

/** The tenant's id; a first import creates its row with empty hashes (set by replaceTenantContent). */
export async function findOrCreateTenantId(
  trx: Kysely<Database>,
  tenant: { schemaName: string; name: string; defaultLanguage: string },
): Promise<number> {
  const existing = await trx
    .selectFrom('tenants')
    .select('id')
    .where('schema_name', '=', tenant.schemaName)
    .executeTakeFirst();
  if (existing) return existing.id;
  const now = new Date().toISOString();
  const row = await trx
    .insertInto('tenants')
    .values({
      schema_name: tenant.schemaName,
      name: tenant.name,
      default_language: tenant.defaultLanguage,
      version_hash: '',
      content_hash: '',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function listContentIds(trx: Kysely<Database>, tenantId: number): Promise<ContentIdRow[]> {
  return trx.selectFrom('content_ids').select(['id', 'kind', 'key']).where('tenant_id', '=', tenantId).execute();
}

/** Allocates an id for each key (none of them may have one yet). */
export async function insertContentIds(
  trx: Kysely<Database>,
  tenantId: number,
  keys: readonly ContentKey[],
): Promise<ContentIdRow[]> {
  const inserted: ContentIdRow[] = [];
  for (let start = 0; start < keys.length; start += INSERT_CHUNK) {
    const chunk = keys.slice(start, start + INSERT_CHUNK);
    const rows = await trx
      .insertInto('content_ids')
      .values(chunk.map((k) => ({ tenant_id: tenantId, kind: k.kind, key: k.key })))
      .returning(['id', 'kind', 'key'])
      .execute();
    inserted.push(...rows);
  }
  return inserted;
}

/** Which of these host names already serve another tenant, and which tenant. */
export async function hostsOfOtherTenants(
  trx: Kysely<Database>,
  tenantId: number,
  hosts: readonly string[],
): Promise<{ host_name: string; schema_name: string }[]> {
  if (hosts.length === 0) return [];
  return trx
    .selectFrom('tenant_hosts')
    .innerJoin('tenants', 'tenants.id', 'tenant_hosts.tenant_id')
    .select(['tenant_hosts.host_name', 'tenants.schema_name'])
    .where('tenant_hosts.host_name', 'in', [...hosts])
    .where('tenant_hosts.tenant_id', '!=', tenantId)
    .execute();
}

export async function findVersionHash(trx: Kysely<Database>, tenantId: number): Promise<string> {
  const row = await trx
    .selectFrom('tenants')
    .select('version_hash')
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return row.version_hash;
}

export async function setContentHash(trx: Kysely<Database>, tenantId: number, contentHash: string): Promise<void> {
  await trx.updateTable('tenants').set({ content_hash: contentHash }).where('id', '=', tenantId).execute();
}

/** The tenant's framing policy (pack `embedders`), stored as a JSON list; null for the default. */
export async function setEmbedders(
  trx: Kysely<Database>,
  tenantId: number,
  embedders: readonly string[] | null,
): Promise<void> {
  await trx
    .updateTable('tenants')
    .set({ embedders: embedders === null ? null : JSON.stringify(embedders) })
    .where('id', '=', tenantId)
    .execute();
}

/** The origins of the tenant's own map style (CSP connect-src, img-src), stored as a JSON list; null for none. */
export async function setMapOrigins(
  trx: Kysely<Database>,
  tenantId: number,
  origins: readonly string[],
): Promise<void> {
  await trx
    .updateTable('tenants')
    .set({ map_origins: origins.length === 0 ? null : JSON.stringify(origins) })
    .where('id', '=', tenantId)
    .execute();
}

/** The outside video players the tenant's content embeds (its CSP allows exactly those). */
export async function setVideoProviders(
  trx: Kysely<Database>,
  tenantId: number,
  providers: readonly string[],
): Promise<void> {
  await trx
    .updateTable('tenants')
    .set({ video_providers: providers.length === 0 ? null : JSON.stringify(providers) })
    .where('id', '=', tenantId)
    .execute();
}

/** Replaces the tenant's host names, languages and documents and stores its new hashes. */
export async function replaceTenantContent(
  trx: Kysely<Database>,
  tenantId: number,
  content: TenantContentWrite,
): Promise<void> {
  await trx.deleteFrom('tenant_hosts').where('tenant_id', '=', tenantId).execute();
  if (content.hosts.length > 0) {
    await trx
      .insertInto('tenant_hosts')
      .values(content.hosts.map((host_name) => ({ host_name, tenant_id: tenantId })))
      .execute();
  }
  await trx.deleteFrom('tenant_languages').where('tenant_id', '=', tenantId).execute();
  await trx
    .insertInto('tenant_languages')
    .values(content.languages.map((l, position) => ({ tenant_id: tenantId, ...l, bidi: l.bidi ? 1 : 0, position })))
    .execute();
  await trx.deleteFrom('documents').where('tenant_id', '=', tenantId).execute();
  for (let start = 0; start < content.documents.length; start += INSERT_CHUNK) {
    await trx
      .insertInto('documents')
      .values(
        content.documents.slice(start, start + INSERT_CHUNK).map((d) => ({
          tenant_id: tenantId,
          kind: d.kind,
          id: d.id,
          language: d.language,
          slug: d.slug,
          parent_id: d.parent_id,
          position: d.position,
          live: d.live ? 1 : 0,
          body: JSON.stringify(d.body),
        })),
      )
      .execute();
  }
  await trx
    .updateTable('tenants')
    .set({
      name: content.name,
      default_language: content.defaultLanguage,
      version_hash: content.versionHash,
      content_hash: content.contentHash,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', tenantId)
    .execute();
}
