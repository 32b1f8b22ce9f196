import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { generateMediaItem } from './generate-media-item.ts';
import { mediaSpec, type MediaItem } from './media-spec.ts';
import { putStored, readStored } from './media-store.ts';
import { PanoramaRenderer } from './panorama/panorama-renderer.ts';

/** The demo packs; each has a media.yaml listing what to generate for it. */
export const DEMO_CONTENT_DIR = fileURLToPath(new URL('../../../content/demo', import.meta.url));
const GENERATOR_DIR = fileURLToPath(new URL('.', import.meta.url));
const MANIFEST = 'manifest.json';

export interface EnsureDemoMediaOptions {
  dataDir: string;
  log?: (message: string) => void;
  /** Panorama width; default 4096 (or MERIDIAN_DEMO_PANORAMA_WIDTH). Tests use a small one. */
  panoramaWidth?: number;
  /** Worker threads for panoramas; default one per core, 0 renders on this thread. */
  threads?: number;
  /** Where the packs live; default content/demo of this repository. */
  contentDir?: string;
  /**
   * A shared store of generated items (media-store.ts): an item found there is copied, not
   * generated, and what is generated is added to it. None by default.
   */
  store?: string;
}

interface PlannedItem {
  tenant: string;
  item: MediaItem;
  file: string;
  hash: string;
}

/** Sources that start the generator and import the packs but make no media. */
const NOT_GENERATOR = new Set(['cli.ts', 'prepare-demo-content.ts', 'media-store.ts']);

/**
 * Hash of every generator source file: editing the generator regenerates everything it made.
 * Editing the packs' YAML regenerates only the media items whose parameters changed.
 */
async function generatorVersion(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await fs.readdir(GENERATOR_DIR, { recursive: true }))
    .filter((file) => file.endsWith('.ts') && !NOT_GENERATOR.has(file))
    .sort();
  for (const file of files) {
    hash.update(file);
    hash.update(await fs.readFile(path.join(GENERATOR_DIR, file)));
  }
  return hash.digest('hex');
}

async function readSpecs(contentDir: string): Promise<{ tenant: string; items: MediaItem[] }[]> {
  const tenants = (await fs.readdir(contentDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const specs: { tenant: string; items: MediaItem[] }[] = [];
  for (const tenant of tenants) {
    const file = path.join(contentDir, tenant, 'media.yaml');
    if (!existsSync(file)) continue;
    const parsed = mediaSpec.safeParse(parse(await fs.readFile(file, 'utf8')));
    if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
    specs.push({ tenant, items: parsed.data });
  }
  return specs;
}

function defaultWidth(): number {
  const fromEnv = Number(process.env.MERIDIAN_DEMO_PANORAMA_WIDTH);
  return Number.isInteger(fromEnv) && fromEnv >= 64 && fromEnv % 4 === 0 ? fromEnv : 4096;
}

/**
 * Generates the demo packs' media into DATA_DIR/generated/demo/<tenant>/..., the media root the
 * packs are imported with. A manifest of input hashes (generator sources, item parameters,
 * size) means a second start regenerates nothing, and an edited item only itself.
 */
export async function ensureDemoMedia(options: EnsureDemoMediaOptions): Promise<{ mediaRoot: string }> {
  const log = options.log ?? (() => undefined);
  const mediaRoot = path.join(options.dataDir, 'generated', 'demo');
  const panoramaWidth = options.panoramaWidth ?? defaultWidth();
  const version = await generatorVersion();
  const manifestFile = path.join(mediaRoot, MANIFEST);
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(await fs.readFile(manifestFile, 'utf8')) as Record<string, string>)
    : {};

  const planned: PlannedItem[] = [];
  for (const { tenant, items } of await readSpecs(options.contentDir ?? DEMO_CONTENT_DIR)) {
    for (const item of items) {
      const hash = createHash('sha256').update(version).update(JSON.stringify({ item, panoramaWidth })).digest('hex');
      planned.push({ tenant, item, file: path.join(tenant, item.name), hash });
    }
  }
  const outdated = planned.filter(
    (entry) => manifest[entry.file] !== entry.hash || !existsSync(path.join(mediaRoot, entry.file)),
  );
  if (outdated.length === 0) {
    log(`demo media: all ${planned.length} files up to date in ${mediaRoot}`);
    return { mediaRoot };
  }

  const place = async (entry: PlannedItem, bytes: Uint8Array): Promise<void> => {
    const target = path.join(mediaRoot, entry.file);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(`${target}.tmp`, bytes);
    await fs.rename(`${target}.tmp`, target);
    manifest[entry.file] = entry.hash;
  };
  const saveManifest = async (): Promise<void> => {
    await fs.mkdir(mediaRoot, { recursive: true });
    await fs.writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  };

  const stale: PlannedItem[] = [];
  for (const entry of outdated) {
    const stored = options.store ? await readStored(options.store, entry.hash) : null;
    if (stored) await place(entry, stored);
    else stale.push(entry);
  }
  if (stale.length < outdated.length) {
    log(
      `demo media: ${outdated.length - stale.length} of ${planned.length} files from the store ${options.store ?? ''}`,
    );
  }
  if (stale.length === 0) {
    await saveManifest();
    return { mediaRoot };
  }

  const started = performance.now();
  log(
    `demo media: generating ${stale.length} of ${planned.length} files (panoramas ${panoramaWidth}×${panoramaWidth / 2})`,
  );
  const renderer = new PanoramaRenderer(options.threads);
  let done = 0;
  const next = [...stale];
  // Two items in flight: one panorama's JPEG encodes while the workers render the next.
  const lane = async (): Promise<void> => {
    for (let entry = next.shift(); entry !== undefined; entry = next.shift()) {
      const bytes = await generateMediaItem(entry.item, { renderer, panoramaWidth });
      await place(entry, bytes);
      if (options.store) await putStored(options.store, entry.hash, bytes);
      done++;
      log(`demo media: ${done}/${stale.length} ${entry.file} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
  };
  try {
    await Promise.all([lane(), lane()]);
  } finally {
    await renderer.close();
    await saveManifest();
  }
  log(`demo media: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { mediaRoot };
}
