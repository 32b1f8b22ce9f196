// The Studio reads the pack's media (to show a panorama) and adds dropped images to it; every path
// stays inside the pack folder, links included.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The real path of a file of the pack named by a request, or null when it would leave the pack. */
export async function packFilePath(packDir: string, requested: string): Promise<string | null> {
  const segments = requested.split('/');
  if (
    requested === '' ||
    requested.includes('\\') ||
    requested.includes('\0') ||
    path.isAbsolute(requested) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    return null;
  }
  try {
    const real = await fs.realpath(path.join(packDir, requested));
    if (!real.startsWith(packDir + path.sep)) return null; // a link out of the pack
    return (await fs.stat(real)).isFile() ? real : null;
  } catch {
    return null;
  }
}

const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp']);

/** A dropped file's name as a media file name: lower case, letters, digits, `-` and `_`, its extension kept. */
export function mediaFileName(name: string): string | null {
  const extension = path.extname(name).toLowerCase();
  if (!IMAGE_EXTENSIONS.has(extension)) return null;
  const stem =
    path
      .basename(name, path.extname(name))
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 80) || 'image';
  return `${stem}${extension === '.jpeg' ? '.jpg' : extension}`;
}

/**
 * Writes the bytes as `media/<name>` in the pack (a free name: `-2`, `-3`… when another file holds
 * the name; the same bytes already there are reused) and returns the pack-relative path.
 */
export async function addPackMedia(packDir: string, name: string, bytes: Buffer): Promise<string> {
  const folder = path.join(packDir, 'media');
  await fs.mkdir(folder, { recursive: true });
  if ((await fs.lstat(folder)).isSymbolicLink()) throw new Error('media is a link');
  const extension = path.extname(name);
  const stem = path.basename(name, extension);
  const digest = createHash('sha256').update(bytes).digest('hex');
  for (let attempt = 1; attempt < 1000; attempt++) {
    const candidate = attempt === 1 ? name : `${stem}-${attempt}${extension}`;
    const full = path.join(folder, candidate);
    try {
      await fs.writeFile(full, bytes, { flag: 'wx' });
      return `media/${candidate}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const existing = await fs.readFile(full);
      if (createHash('sha256').update(existing).digest('hex') === digest) return `media/${candidate}`;
    }
  }
  throw new Error('no free media file name');
}

/**
 * The bytes a `Range` header asks of a file of `size` bytes (one range, as the PMTiles reader asks:
 * `bytes=0-16383`, `bytes=500-`, `bytes=-500`), null without a header, or 'unsatisfiable'.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'unsatisfiable';
  const [first, last] = [match[1] ?? '', match[2] ?? ''];
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}
