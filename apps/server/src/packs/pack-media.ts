import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { YamlPath } from './pack-errors.ts';
import { defaultPackLimits, guardPackFile, type PackLimits } from './pack-file-guard.ts';
import { audioVideoKinds, imageKinds, readHead, sniffMedia } from './media-sniff.ts';
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
 * The pack directory first, then each media root. A pack is untrusted input: a media path that is
 * absolute, climbs out of its root, is or passes through a symbolic link, is not a regular file, is
 * a hard link or is over its size limit is refused (pack-file-guard.ts), or the importer would
 * publish any file the server can read (`/etc/hostname`, `DATA_DIR/secret`) under /media/.
 */
export async function resolveMedia(
  mediaPath: string,
  roots: readonly string[],
  limits: PackLimits = defaultPackLimits,
  maxBytes: number = limits.mediaBytes,
): Promise<MediaResolution> {
  if (path.isAbsolute(mediaPath)) return { refused: `media path must be relative to the pack folder: ${mediaPath}` };
  for (const root of roots) {
    const candidate = path.resolve(root, mediaPath);
    if (!isInside(root, candidate)) return { refused: `media path leaves the pack folder: ${mediaPath}` };
    try {
      await fs.lstat(candidate);
    } catch {
      continue;
    }
    const guarded = await guardPackFile(root, path.relative(root, candidate), limits, maxBytes);
    if ('refused' in guarded) return { refused: `media file ${mediaPath} ${guarded.refused}` };
    return { file: candidate };
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
  limits: PackLimits = defaultPackLimits,
): Promise<Map<string, string>> {
  const resolved = new Map<string, string>();
  const checked = new Map<string, string | null>();
  for (const ref of mediaReferences(pack)) {
    let file = resolved.get(ref.mediaPath) ?? null;
    if (!resolved.has(ref.mediaPath)) {
      const maxBytes = ref.kind === 'image' || ref.kind === 'panorama' ? limits.imageBytes : limits.mediaBytes;
      const resolution = await resolveMedia(ref.mediaPath, roots, limits, maxBytes);
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
    if (file === null) continue;
    const checkKey = `${ref.kind}:${file}`;
    if (!checked.has(checkKey)) checked.set(checkKey, await kindProblem(file, ref.kind, limits));
    const problem = checked.get(checkKey);
    if (problem) report(ref.at, ref.subPath, `${ref.mediaPath}: ${problem}`);
  }
  return resolved;
}

/**
 * What the bytes say, against what the field may hold: a pack's `guide_audio: media/evil.html` (or
 * .js, .svg) would otherwise be copied and served as a page on the tenant's origin.
 */
async function kindProblem(file: string, kind: MediaReference['kind'], limits: PackLimits): Promise<string | null> {
  const sniffed = sniffMedia(await readHead(file));
  const found = sniffed === null ? 'its bytes are none of these' : `its bytes are ${sniffed}`;
  if (kind === 'file') {
    return sniffed !== null && audioVideoKinds.has(sniffed)
      ? null
      : `not audio or video of an allowed kind (MP3, AAC, M4A, Ogg, WAV, MP4, WebM): ${found}`;
  }
  if (kind === 'basemap') return sniffed === 'pmtiles' ? basemapProblem(file) : 'not a PMTiles archive';
  if (sniffed === null || !imageKinds.has(sniffed)) {
    return `not an image of an allowed kind (JPEG, PNG, WebP, AVIF, GIF): ${found}`;
  }
  return imageProblem(file, kind, limits.imagePixels);
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

async function imageProblem(file: string, kind: 'image' | 'panorama', maxSide: number): Promise<string | null> {
  try {
    // The header only: a 100,000 px image is refused before any pixel is decoded.
    const { width, height, format } = await sharp(file).metadata();
    if (!['jpeg', 'png', 'webp', 'heif', 'gif'].includes(format)) return `unsupported image format ${format}`;
    if (Math.max(width, height) > maxSide) {
      return `${String(width)}×${String(height)} px is over the limit of ${String(maxSide)} px on the long side`;
    }
    if (kind === 'panorama' && Math.abs(width / height - 2) > 0.01) {
      return `a panorama must be equirectangular 2:1, this one is ${width}×${height}`;
    }
    return null;
  } catch (error) {
    return `not a readable image (${error instanceof Error ? error.message : String(error)})`;
  }
}
