import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { IdSource } from './build/build-context.ts';
import type { LanguageDocument } from './build/build-documents.ts';
import { mapOrigins, videoProviders, type ContentPack } from './pack-schema.ts';
import {
  findOrCreateTenantId,
  findVersionHash,
  hostsOfOtherTenants,
  insertContentIds,
  listContentIds,
  replaceTenantContent,
  setContentHash,
  type ContentKey,
  type TenantContentWrite,
  setEmbedders,
  setMapOrigins,
  setVideoProviders,
} from './tenant-content.repository.ts';

/** Ids of every key: existing ones kept (links and bookmarks survive re-imports), new ones allocated. */
async function allocateIds(trx: Kysely<Database>, tenant: number, keys: readonly ContentKey[]): Promise<IdSource> {
  const ids = new Map((await listContentIds(trx, tenant)).map((r) => [`${r.kind}\0${r.key}`, r.id]));
  const missing = keys.filter((k) => !ids.has(`${k.kind}\0${k.key}`));
  for (const r of await insertContentIds(trx, tenant, missing)) ids.set(`${r.kind}\0${r.key}`, r.id);
  return (kind, key) => {
    const id = ids.get(`${kind}\0${key}`);
    if (id === undefined) throw new Error(`no id for ${kind} ${key}`);
    return id;
  };
}

async function checkHostsAreFree(trx: Kysely<Database>, tenant: number, hosts: readonly string[]) {
  const taken = await hostsOfOtherTenants(trx, tenant, hosts);
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
  keys: readonly ContentKey[],
  contentHash: string,
  build: (id: IdSource) => LanguageDocument[],
  versionHashOf: (write: Omit<TenantContentWrite, 'versionHash' | 'contentHash'>) => string,
): Promise<{ changed: boolean; versionHash: string }> {
  const tenant = await findOrCreateTenantId(trx, {
    schemaName: pack.tenant.schema_name,
    name: pack.tenant.name,
    defaultLanguage: pack.defaultLanguage,
  });
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
  // The framing, map-origin and video-player policies are no content a read can see: written on every import,
  // outside the version hash.
  await setEmbedders(trx, tenant, pack.tenant.embedders);
  await setMapOrigins(trx, tenant, mapOrigins(pack.tenant.maps_settings));
  await setVideoProviders(trx, tenant, videoProviders(pack));
  if ((await findVersionHash(trx, tenant)) === versionHash) {
    await setContentHash(trx, tenant, contentHash);
    return { changed: false, versionHash };
  }
  await checkHostsAreFree(trx, tenant, content.hosts);
  await replaceTenantContent(trx, tenant, { ...content, versionHash, contentHash });
  return { changed: true, versionHash };
}
