import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '@meridian/server/src/db/database.ts';
import { DEMO_CONTENT_DIR, ensureDemoMedia } from './ensure-demo-media.ts';
import { importPack } from '@meridian/server/src/packs/import-pack.ts';

export interface PrepareDemoContentOptions {
  dataDir: string;
  mediaDir: string;
  log?: (message: string) => void;
  /** Panorama width of the generated demo media (default: the generator's, 4096). */
  panoramaWidth?: number;
  /** Where the demo packs live (default: content/demo of this repository). */
  contentDir?: string;
  /** A shared store of generated media (media-store.ts); none by default. */
  mediaStore?: string;
}

/** The pack directories under the demo content directory, in name order. */
export function demoPackDirs(contentDir: string = DEMO_CONTENT_DIR): string[] {
  if (!fs.existsSync(contentDir)) return [];
  return fs
    .readdirSync(contentDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(contentDir, entry.name, 'pack.yaml')))
    .map((entry) => path.join(contentDir, entry.name))
    .sort();
}

/**
 * First-start content: generates the demo media into DATA_DIR (cached, so later starts skip it)
 * and imports every demo pack. An unchanged pack is a no-op that keeps its version hash.
 */
export async function prepareDemoContent(db: Kysely<Database>, options: PrepareDemoContentOptions): Promise<string[]> {
  const log = options.log ?? (() => undefined);
  const packs = demoPackDirs(options.contentDir);
  if (packs.length === 0) return [];
  const started = performance.now();
  const { mediaRoot } = await ensureDemoMedia({
    dataDir: options.dataDir,
    log,
    ...(options.panoramaWidth === undefined ? {} : { panoramaWidth: options.panoramaWidth }),
    ...(options.contentDir === undefined ? {} : { contentDir: options.contentDir }),
    ...(options.mediaStore === undefined ? {} : { store: options.mediaStore }),
  });
  const imported: string[] = [];
  for (const pack of packs) {
    const result = await importPack(db, pack, { mediaDir: options.mediaDir, mediaRoots: [mediaRoot], log });
    log(`demo content: ${result.schemaName} ${result.changed ? 'imported' : 'unchanged'} (v ${result.versionHash})`);
    imported.push(result.schemaName);
  }
  log(`demo content: ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return imported;
}
