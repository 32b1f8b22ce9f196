import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, DocumentKind } from '../db/database.ts';
import { buildAllDocuments, buildLanguageDocuments } from './build/build-documents.ts';
import { MediaCatalog, RENDITION_VERSION } from './media-catalog.ts';
import { PackValidationError } from './pack-errors.ts';
import type { ContentPack } from './pack-schema.ts';
import { validatePackWithFiles, type ValidatePackOptions } from './validate-pack.ts';
import { findTenantHashes, type TenantContentWrite } from './tenant-content.repository.ts';
import { writeTenantContent } from './write-tenant.ts';

/** Bump when the importer's output changes for the same pack, so unchanged packs are re-imported once. */
// importer-2: maps_settings.basemap in the brand, tenants.map_origins. importer-3: panorama tile pyramids.
const IMPORTER_VERSION = 'importer-3';

export interface ImportPackOptions {
  /** Where renditions are written (`DATA_DIR/media`); served at `/media/`. */
  mediaDir: string;
  /** Extra directories searched, after the pack directory, for the media the pack references. */
  mediaRoots?: string[];
  /** Size limits and whether hard links are allowed (validate-pack.ts). */
  limits?: ValidatePackOptions['limits'];
  log?: (message: string) => void;
  /** Runs inside the transaction just before it commits (tests use it to prove rollback). */
  beforeCommit?: (trx: Kysely<Database>) => Promise<void>;
}

export interface ImportResult {
  schemaName: string;
  changed: boolean;
  versionHash: string;
}

function sha256(parts: readonly string[]): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

function contentHashOf(raw: Map<string, Buffer>, media: MediaCatalog, schemaName: string): string {
  const files = [...raw].sort((a, b) => a[0].localeCompare(b[0]));
  return sha256([
    IMPORTER_VERSION,
    RENDITION_VERSION,
    schemaName,
    ...files.flatMap(([name, bytes]) => [name, crypto.createHash('sha256').update(bytes).digest('hex')]),
    ...media.sourceHashes().flat(),
  ]);
}

/** The version clients send back as `v`: a hash of everything a read can see. */
export function versionHashOf(write: Omit<TenantContentWrite, 'versionHash' | 'contentHash'>): string {
  const documents = [...write.documents]
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.id - b.id || a.language.localeCompare(b.language))
    .map((d) => JSON.stringify([d.kind, d.id, d.language, d.slug, d.parent_id, d.position, d.live, d.body]));
  return sha256([
    write.name,
    write.defaultLanguage,
    JSON.stringify(write.languages),
    JSON.stringify([...write.hosts].sort()),
    ...documents,
  ]).slice(0, 20);
}

/** Every (kind, key) id the pack's documents ask for, found by building once with placeholder ids. */
function plan(pack: ContentPack, media: MediaCatalog): { kind: DocumentKind; key: string }[] {
  const needed = new Map<string, { kind: DocumentKind; key: string }>();
  const recordId = (kind: DocumentKind, key: string) => {
    needed.set(`${kind}\0${key}`, { kind, key });
    return 1;
  };
  // Media requests are queued as a side effect; texts do not change them, so one language is enough.
  buildLanguageDocuments(pack, pack.defaultLanguage, media, recordId);
  return [...needed.values()];
}

/**
 * Validates a pack, renders its media, then writes the tenant, its host
 * names, languages, ids and every document in one transaction: a failure at
 * any point leaves the database as it was. An unchanged pack changes nothing.
 */
export async function importPack(
  db: Kysely<Database>,
  packDir: string,
  options: ImportPackOptions,
): Promise<ImportResult> {
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const elapsed = () => `${Math.round(performance.now() - started)} ms`;

  const { pack, errors, files } = await validatePackWithFiles(packDir, {
    mediaRoots: options.mediaRoots ?? [],
    ...(options.limits === undefined ? {} : { limits: options.limits }),
  });
  if (!pack) throw new PackValidationError(errors);
  const schemaName = pack.tenant.schema_name;
  log(`${schemaName}: validated (${elapsed()})`);

  const media = await MediaCatalog.load(pack.media, options.mediaDir, schemaName);
  const contentHash = contentHashOf(files.raw, media, schemaName);
  const keys = plan(pack, media);
  // Renditions are written before the transaction (they are content addressed, so unused ones are harmless);
  // existing ones are kept, so this is quick when nothing changed.
  const rendered = await media.renderQueued(log);
  log(`${schemaName}: media ready, ${rendered} of ${media.queuedCount} renditions made (${elapsed()})`);

  const existing = await findTenantHashes(db, schemaName);
  if (existing?.content_hash === contentHash) {
    log(`${schemaName}: unchanged, version ${existing.version_hash} (${elapsed()})`);
    return { schemaName, changed: false, versionHash: existing.version_hash };
  }

  const result = await db.transaction().execute(async (trx) => {
    const outcome = await writeTenantContent(
      trx,
      pack,
      keys,
      contentHash,
      (id) => buildAllDocuments(pack, media, id),
      versionHashOf,
    );
    if (options.beforeCommit) await options.beforeCommit(trx);
    return outcome;
  });
  log(`${schemaName}: ${result.changed ? 'imported' : 'unchanged'}, version ${result.versionHash} (${elapsed()})`);
  return { schemaName, ...result };
}
