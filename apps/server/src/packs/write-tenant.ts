import type { Kysely } from 'kysely';
import type { Database, DocumentKind } from '../db/database.ts';
import type { IdSource } from './build/build-context.ts';
import type { LanguageDocument } from './build/build-documents.ts';
import type { ContentPack } from './pack-schema.ts';

export interface TenantWrite {
  name: string;
  defaultLanguage: string;
  languages: { code: string; name: string; name_local: string; bidi: boolean }[];
  hosts: string[];
  documents: LanguageDocument[];
  versionHash: string;
  contentHash: string;
}

const INSERT_CHUNK = 400;

async function tenantId(trx: Kysely<Database>, pack: ContentPack): Promise<number> {
  const existing = await trx
    .selectFrom('tenants')
    .select('id')
    .where('schema_name', '=', pack.tenant.schema_name)
    .executeTakeFirst();
  if (existing) return existing.id;
  const now = new Date().toISOString();
  const row = await trx
    .insertInto('tenants')
    .values({
      schema_name: pack.tenant.schema_name,
      name: pack.tenant.name,
      default_language: pack.defaultLanguage,
      // Set below, once the documents are known.
      version_hash: '',
      content_hash: '',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Ids of every key: existing ones kept, new ones allocated. */
async function allocateIds(
  trx: Kysely<Database>,
  tenant: number,
  keys: readonly { kind: DocumentKind; key: string }[],
): Promise<IdSource> {
  const rows = await trx
    .selectFrom('content_ids')
    .select(['id', 'kind', 'key'])
    .where('tenant_id', '=', tenant)
    .execute();
  const ids = new Map(rows.map((r) => [`${r.kind}\0${r.key}`, r.id]));
  const missing = keys.filter((k) => !ids.has(`${k.kind}\0${k.key}`));
  for (let start = 0; start < missing.length; start += INSERT_CHUNK) {
    const chunk = missing.slice(start, start + INSERT_CHUNK);
    const inserted = await trx
      .insertInto('content_ids')
      .values(chunk.map((k) => ({ tenant_id: tenant, kind: k.kind, key: k.key })))
      .returning(['id', 'kind', 'key'])
      .execute();
    for (const r of inserted) ids.set(`${r.kind}\0${r.key}`, r.id);
  }
  return (kind, key) => {
    const id = ids.get(`${kind}\0${key}`);
    if (id === undefined) throw new Error(`no id for ${kind} ${key}`);
    return id;
  };
}

async function checkHostsAreFree(trx: Kysely<Database>, tenant: number, hosts: readonly string[]) {
  if (hosts.length === 0) return;
  const taken = await trx
    .selectFrom('tenant_hosts')
    .innerJoin('tenants', 'tenants.id', 'tenant_hosts.tenant_id')
    .select(['tenant_hosts.host_name', 'tenants.schema_name'])
    .where('tenant_hosts.host_name', 'in', [...hosts])
    .where('tenant_hosts.tenant_id', '!=', tenant)
    .execute();
  if (taken.length > 0) {
    const list = taken.map((t) => `${t.host_name} (tenant ${t.schema_name})`).join(', ');
    throw new Error(`host names already serve another tenant: ${list}`);
  }
}

/**
 * Writes a tenant's whole content inside the caller's transaction. Returns
 * `changed: false` (and touches only the content hash) when the documents,
 * languages and hosts hash to the version already stored.
 */
export async function writeTenantContent(
  trx: Kysely<Database>,
  pack: ContentPack,
  keys: readonly { kind: DocumentKind; key: string }[],
  contentHash: string,
  build: (id: IdSource) => LanguageDocument[],
  versionHashOf: (write: Omit<TenantWrite, 'versionHash' | 'contentHash'>) => string,
): Promise<{ changed: boolean; versionHash: string }> {
  const tenant = await tenantId(trx, pack);
  const id = await allocateIds(trx, tenant, keys);
  const content = {
    name: pack.tenant.name,
    defaultLanguage: pack.defaultLanguage,
    languages: pack.tenant.languages.map((l) => ({
      code: l.language,
      name: l.name,
      name_local: l.name_local,
      bidi: l.bidi,
    })),
    hosts: pack.tenant.hosts,
    documents: build(id),
  };
  const versionHash = versionHashOf(content);
  const current = await trx
    .selectFrom('tenants')
    .select('version_hash')
    .where('id', '=', tenant)
    .executeTakeFirstOrThrow();
  if (current.version_hash === versionHash) {
    await trx.updateTable('tenants').set({ content_hash: contentHash }).where('id', '=', tenant).execute();
    return { changed: false, versionHash };
  }

  await checkHostsAreFree(trx, tenant, content.hosts);
  await trx.deleteFrom('tenant_hosts').where('tenant_id', '=', tenant).execute();
  if (content.hosts.length > 0) {
    await trx
      .insertInto('tenant_hosts')
      .values(content.hosts.map((host_name) => ({ host_name, tenant_id: tenant })))
      .execute();
  }
  await trx.deleteFrom('tenant_languages').where('tenant_id', '=', tenant).execute();
  await trx
    .insertInto('tenant_languages')
    .values(content.languages.map((l, position) => ({ tenant_id: tenant, ...l, bidi: l.bidi ? 1 : 0, position })))
    .execute();
  await trx.deleteFrom('documents').where('tenant_id', '=', tenant).execute();
  for (let start = 0; start < content.documents.length; start += INSERT_CHUNK) {
    await trx
      .insertInto('documents')
      .values(
        content.documents.slice(start, start + INSERT_CHUNK).map((d) => ({
          tenant_id: tenant,
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
      version_hash: versionHash,
      content_hash: contentHash,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', tenant)
    .execute();
  return { changed: true, versionHash };
}
