import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { YamlPath } from './pack-errors.ts';
import type { Report, Sourced, SourcedPack } from './pack-references.ts';

/**
 * Fields whose string value is a media path; `file` holds audio or video, `basemap` (maps_settings)
 * a PMTiles archive, the others images.
 */
const MEDIA_FIELDS = new Set(['image', 'file', 'panorama', 'thumbnail', 'logo', 'basemap']);

export interface MediaReference {
  at: Sourced<unknown>;
  subPath: YamlPath;
  mediaPath: string;
  kind: 'image' | 'panorama' | 'file' | 'basemap';
}

function collect(value: unknown, at: Sourced<unknown>, subPath: YamlPath, out: MediaReference[]) {
  if (Array.isArray(value)) {
    value.forEach((item: unknown, index) => collect(item, at, [...subPath, index], out));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [field, inner] of Object.entries(value)) {
    // `value` holds text or the free-form value of an unknown block: never media.
    if (field === 'value') continue;
    if (MEDIA_FIELDS.has(field) && typeof inner === 'string') {
      const kind = field === 'file' || field === 'panorama' || field === 'basemap' ? field : 'image';
      out.push({ at, subPath: [...subPath, field], mediaPath: inner, kind });
    } else {
      collect(inner, at, [...subPath, field], out);
    }
  }
}

export function mediaReferences(pack: SourcedPack): MediaReference[] {
  const out: MediaReference[] = [];
  const all: Sourced<unknown>[] = [
    ...(pack.brand ? [pack.brand] : []),
    ...(pack.mapsSettings ? [pack.mapsSettings] : []),
    ...pack.scenes,
    ...pack.tours,
    ...pack.groups,
    ...pack.ctas,
    ...pack.forms,
    ...pack.places,
  ];
  for (const item of all) collect(item.value, item, [], out);
  return out;
}

/** Where a media path led: a regular file inside its root, a refusal, or nothing found. */
export type MediaResolution = { file: string } | { refused: string } | null;

function isInside(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * The pack directory first, then each media root. A pack is untrusted input: a media path
 * that is absolute, climbs out of its root, is a symbolic link or passes through a linked
 * folder is refused, or the importer would publish any file the server can read
 * (`/etc/hostname`, `DATA_DIR/secret`) under /media/.
 */
export async function resolveMedia(mediaPath: string, roots: readonly string[]): Promise<MediaResolution> {
  if (path.isAbsolute(mediaPath)) return { refused: `media path must be relative to the pack folder: ${mediaPath}` };
  for (const root of roots) {
    const candidate = path.resolve(root, mediaPath);
    if (!isInside(root, candidate)) return { refused: `media path leaves the pack folder: ${mediaPath}` };
    let stat: Stats;
    try {
      stat = await fs.lstat(candidate);
    } catch {
      continue;
    }
    if (stat.isSymbolicLink()) return { refused: `media file is a symbolic link (links are refused): ${mediaPath}` };
    const [realRoot, realFile] = await Promise.all([fs.realpath(root), fs.realpath(candidate)]);
    if (!isInside(realRoot, realFile)) {
      return { refused: `media path goes through a linked folder outside the pack folder: ${mediaPath}` };
    }
    if (stat.isFile()) return { file: realFile };
  }
  return null;
}

/**
 * Checks that every referenced media file exists, that images decode and that
 * panoramas are 2:1. Returns the absolute file of every media path.
 */
export async function checkMedia(
  pack: SourcedPack,
  roots: readonly string[],
  report: Report,
): Promise<Map<string, string>> {
  const resolved = new Map<string, string>();
  const checked = new Map<string, string | null>();
  for (const ref of mediaReferences(pack)) {
    let file = resolved.get(ref.mediaPath) ?? null;
    if (!resolved.has(ref.mediaPath)) {
      const resolution = await resolveMedia(ref.mediaPath, roots);
      if (resolution === null) {
        report(ref.at, ref.subPath, `media file not found: ${ref.mediaPath} (looked in ${roots.join(', ')})`);
        continue;
      }
      if ('refused' in resolution) {
        report(ref.at, ref.subPath, resolution.refused);
        continue;
      }
      file = resolution.file;
      resolved.set(ref.mediaPath, file);
    }
    if (file === null || ref.kind === 'file') continue;
    const checkKey = `${ref.kind}:${file}`;
    if (!checked.has(checkKey)) {
      checked.set(checkKey, ref.kind === 'basemap' ? await basemapProblem(file) : await imageProblem(file, ref.kind));
    }
    const problem = checked.get(checkKey);
    if (problem) report(ref.at, ref.subPath, `${ref.mediaPath}: ${problem}`);
  }
  return resolved;
}

/** A PMTiles archive of format version 3 (what the web app's `pmtiles` reader reads) starts "PMTiles" 3. */
async function basemapProblem(file: string): Promise<string | null> {
  const handle = await fs.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(8), 0, 8, 0);
    if (bytesRead < 8 || buffer.toString('latin1', 0, 7) !== 'PMTiles') return 'not a PMTiles archive';
    return buffer[7] === 3 ? null : `PMTiles version ${String(buffer[7])}, only version 3 is read`;
  } finally {
    await handle.close();
  }
}

async function imageProblem(file: string, kind: 'image' | 'panorama'): Promise<string | null> {
  try {
    const { width, height, format } = await sharp(file).metadata();
    if (!['jpeg', 'png', 'webp', 'avif', 'tiff', 'gif'].includes(format)) return `unsupported image format ${format}`;
    if (kind === 'panorama' && Math.abs(width / height - 2) > 0.01) {
      return `a panorama must be equirectangular 2:1, this one is ${width}×${height}`;
    }
    return null;
  } catch (error) {
    return `not a readable image (${error instanceof Error ? error.message : String(error)})`;
  }
}
