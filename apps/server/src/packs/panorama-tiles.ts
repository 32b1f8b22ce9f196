import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { encodeRendition } from './rendition-encoders.ts';

/**
 * The tile pyramid of a panorama (issue 35), for Photo Sphere Viewer's equirectangular tiles adapter:
 * each level is the whole equirectangular image at one width, cut into square tiles, `cols` across
 * and `rows` down. The adapter wants both counts to be powers of two (its sphere has 64×32 faces and
 * each tile covers a whole number of them), so a level is `cols` tiles of `width / cols` pixels:
 * 512 px for every level of width 512·2ⁿ, and between 512 and 1023 px for a top level whose width is
 * not (a 6000 px source keeps its 6000 px as 8 columns of 750 px rather than losing a third).
 *
 * The low rendition (1024×512) is the base shown first, so levels start above it: 2048, 4096, … up to
 * the source's own width (a 4200 px source has 2048 and 4200, not 4096 as well). A source no wider
 * than the base has no pyramid.
 */
export const TILE_SIZE = 512;
/** The width of the base image (the low rendition), below which no level is cut. */
export const TILE_BASE_WIDTH = 1024;

export interface TileLevel {
  width: number;
  cols: number;
  rows: number;
}

/** Width of one tile of a level, in pixels (tiles are square). */
export const tileSizeOf = (level: TileLevel): number => level.width / level.cols;

function levelOf(width: number): TileLevel {
  const cols = 2 ** Math.max(1, Math.floor(Math.log2(width / TILE_SIZE)));
  const tile = Math.round(width / cols);
  return { width: cols * tile, cols, rows: cols / 2 };
}

/** The levels of a source `sourceWidth` pixels wide, narrowest first (the order PSV numbers them in). */
export function tileLevels(sourceWidth: number): TileLevel[] {
  if (sourceWidth <= TILE_BASE_WIDTH) return [];
  const levels: TileLevel[] = [];
  // A doubling within a quarter of the source's width would cost a level of tiles for almost nothing.
  for (let width = 2 * TILE_BASE_WIDTH; width * 1.25 <= sourceWidth; width *= 2) levels.push(levelOf(width));
  levels.push(levelOf(sourceWidth));
  return levels;
}

export type TileFormat = 'webp' | 'jpeg';
export const TILE_FORMATS: readonly TileFormat[] = ['webp', 'jpeg'];
export const tileExtension: Record<TileFormat, string> = { webp: 'webp', jpeg: 'jpg' };

/** Where the tiles live inside the pyramid's folder: the URL template of the scene contract. */
export function tileTemplate(format: TileFormat): string {
  return `{level}/{col}_{row}.${tileExtension[format]}`;
}

export function tilePath(level: number, col: number, row: number, format: TileFormat): string {
  return tileTemplate(format)
    .replace('{level}', String(level))
    .replace('{col}', String(col))
    .replace('{row}', String(row));
}

/**
 * Cuts one level in one format into `dir/<level>/<col>_<row>.<ext>`. libvips' own tile writer (dzsave,
 * one level deep) pulls the resized image through in strips a tile high, so a 16384×8192 source is
 * never held decoded whole: the memory is a strip (16384 × 512 × 3 bytes, 24 MB) plus the decoder's,
 * not the 384 MB of the image, however many tiles it makes (test/packs/panorama-tiles.test.ts).
 */
async function cutLevel(source: string, dir: string, index: number, level: TileLevel, format: TileFormat) {
  const scratch = path.join(dir, `.cut-${String(index)}-${format}`);
  const size = tileSizeOf(level);
  await encodeRendition(sharp(source).resize(level.width, level.width / 2, { fit: 'fill' }), format)
    .tile({ size, overlap: 0, depth: 'one', layout: 'dz', skipBlanks: -1 })
    .toFile(scratch);
  // dzsave names the one level after its depth (`<scratch>_files/<n>/<col>_<row>.jpeg`); move the
  // tiles to where the contract's template says, then drop the descriptor and the empty folders.
  const filesDir = `${scratch}_files`;
  const [depthDir] = (await fs.readdir(filesDir, { withFileTypes: true })).filter((entry) => entry.isDirectory());
  if (!depthDir) throw new Error(`libvips wrote no tiles for level ${String(index)}`);
  const levelDir = path.join(dir, String(index));
  await fs.mkdir(levelDir, { recursive: true });
  for (const name of await fs.readdir(path.join(filesDir, depthDir.name))) {
    const match = /^(\d+)_(\d+)\.\w+$/.exec(name);
    if (!match?.[1] || !match[2]) continue;
    const target = path.join(dir, tilePath(index, Number(match[1]), Number(match[2]), format));
    await fs.rename(path.join(filesDir, depthDir.name, name), target);
  }
  await fs.rm(filesDir, { recursive: true, force: true });
  await fs.rm(`${scratch}.dzi`, { force: true });
}

/** Writes every level of the pyramid, in both formats, into `dir` (which the caller renames into place). */
export async function renderPanoramaTiles(source: string, dir: string): Promise<void> {
  const { width } = await sharp(source).metadata();
  const levels = tileLevels(width);
  await fs.mkdir(dir, { recursive: true });
  for (const [index, level] of levels.entries()) {
    for (const format of TILE_FORMATS) await cutLevel(source, dir, index, level, format);
  }
}
