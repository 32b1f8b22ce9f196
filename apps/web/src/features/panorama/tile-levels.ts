// Which levels of a scene's tile pyramid (issue 35) this device may use. Photo Sphere Viewer picks,
// for each view, the narrowest level that fills the screen at the current zoom; this caps the
// widest it may pick. A level's width is what the GPU would hold if every tile of it were loaded
// (the visitor looks all around, zoomed in), so no level wider than the device's MAX_TEXTURE_SIZE
// is offered, and none wider than 4096 on a phone (coarse pointer): what one image of the sharpest
// single-image rendition takes, the size mobile GPUs take at most (iOS tabs crash above). Each
// texture uploaded is a tile (512 to 1023 px) or the base image (the low rendition, 1024 px).
import type { PanoramaImages, PanoramaTiles, TileLevel } from '@meridian/contracts';
import type { EquirectangularMultiTilesPanorama } from '@photo-sphere-viewer/equirectangular-tiles-adapter';
import type { ImageFormat } from './panorama-engine.ts';
import { imagePointAt, verticalFov, type ViewAngles } from './view-direction.ts';

/** The widest level a phone is offered. */
export const PHONE_TEXTURE_LIMIT = 4096;

export function isPhoneLike(win: Window = window): boolean {
  return win.matchMedia('(pointer: coarse)').matches;
}

/** The widest level for a device whose WebGL reports `maxTextureSize`. */
export function tileWidthLimit(maxTextureSize: number, phone: boolean): number {
  return phone ? Math.min(PHONE_TEXTURE_LIMIT, maxTextureSize) : maxTextureSize;
}

/** The levels no wider than `limit`, narrowest first (their indices are the pyramid's). */
export function usableLevels(tiles: PanoramaTiles, limit: number): TileLevel[] {
  return [...tiles.levels].sort((a, b) => a.width - b.width).filter((level) => level.width <= limit);
}

export function tileUrl(template: string, level: number, col: number, row: number): string {
  return template.replace('{level}', String(level)).replace('{col}', String(col)).replace('{row}', String(row));
}

/**
 * The scene as PSV's tiles adapter takes it: the low rendition as the base image, shown first, then
 * the tiles of the view. Null when the scene has no pyramid or no level fits the device: the scene is
 * then shown as one image, as before.
 */
export function tiledPanoramaOf(
  images: PanoramaImages,
  format: ImageFormat,
  limit: number,
): EquirectangularMultiTilesPanorama | null {
  const tiles = images.tiles;
  if (!tiles) return null;
  const levels = usableLevels(tiles, limit);
  if (levels.length === 0) return null;
  const template = tiles[format];
  return {
    baseUrl: images[format].low.url,
    levels: levels.map(({ width, cols, rows }) => ({ width, cols, rows })),
    tileUrl: (col, row, level) => tileUrl(template, level, col, row),
  };
}

/** The level PSV's tiles adapter picks for a view: the narrowest that fills the screen (else the widest). */
export function levelForView(levels: readonly TileLevel[], vFov: number, width: number, height: number): number {
  const hFov = (2 * Math.atan(Math.tan((vFov * Math.PI) / 360) * (width / height)) * 180) / Math.PI;
  const index = levels.findIndex(
    (level) => (level.width / 360) * hFov >= width && (level.width / 2 / 180) * vFov >= height,
  );
  return index === -1 ? levels.length - 1 : index;
}

/** One tile of a level: its column, row and URL. */
export interface TileInView {
  col: number;
  row: number;
  url: string;
}

/** The tiles covering a view at one level of the pyramid (`index` is the level's, narrowest first). */
export interface ViewTiles {
  index: number;
  level: TileLevel;
  tiles: TileInView[];
}

/**
 * The tiles covering a view at the level the engine will pick, nearest the centre first; null when
 * that level is wider than 4096 px (every GPU takes 4096; above, only the engine knows the device's
 * limit). The first view downloads them while the engine's code is still on its way, so on a slow
 * link the tiles do not wait for it, and the first frame painter draws the sharp view from them
 * (issue 35).
 */
export function tilesInView(
  tiles: PanoramaTiles,
  format: ImageFormat,
  phone: boolean,
  view: ViewAngles,
  width: number,
  height: number,
): ViewTiles | null {
  const levels = usableLevels(tiles, PHONE_TEXTURE_LIMIT);
  const index = levelForView(
    usableLevels(tiles, phone ? PHONE_TEXTURE_LIMIT : Infinity),
    verticalFov(view.zoom),
    width,
    height,
  );
  const level = levels[index];
  if (!level || width <= 0 || height <= 0) return null;
  const found = new Map<string, TileInView & { distance: number }>();
  const add = (x: number, y: number) => {
    const { u, v } = imagePointAt(view, width / height, x, y);
    const col = Math.min(level.cols - 1, Math.floor((((u % 1) + 1) % 1) * level.cols));
    const row = Math.min(level.rows - 1, Math.max(0, Math.floor(v * level.rows)));
    const url = tileUrl(tiles[format], index, col, row);
    const distance = Math.min(found.get(url)?.distance ?? Infinity, Math.hypot(x, y));
    found.set(url, { col, row, url, distance });
  };
  // A grid of points across the screen, each falling on one tile, and the screen's edges more
  // finely: a tile showing only a sliver at an edge is still found (the painter would show the low
  // rendition there).
  const [steps, edgeSteps] = [16, 128];
  for (let i = 0; i <= steps; i += 1) for (let j = 0; j <= steps; j += 1) add((2 * i) / steps - 1, (2 * j) / steps - 1);
  for (let i = 0; i <= edgeSteps; i += 1) {
    const t = (2 * i) / edgeSteps - 1;
    for (const [x, y] of [
      [t, -1],
      [t, 1],
      [-1, t],
      [1, t],
    ] as const)
      add(x, y);
  }
  const sorted = [...found.values()].sort((a, b) => a.distance - b.distance);
  return { index, level, tiles: sorted.map(({ col, row, url }) => ({ col, row, url })) };
}

/** The URLs of `tilesInView`, nearest the centre first; empty when there are none. */
export function tileUrlsInView(...args: Parameters<typeof tilesInView>): string[] {
  return tilesInView(...args)?.tiles.map((tile) => tile.url) ?? [];
}

/**
 * The smallest rectangle of a level's tiles holding `tiles`, in tiles: first column and row, columns
 * and rows. Columns wrap around (a view looking back at the image's edge takes its last and first
 * columns), so the first column is where the widest run of columns not in view ends.
 */
export function tileRectangle(
  level: TileLevel,
  tiles: readonly Pick<TileInView, 'col' | 'row'>[],
): { col: number; row: number; cols: number; rows: number } {
  const used = new Set(tiles.map((tile) => tile.col));
  const rows = tiles.map((tile) => tile.row);
  let [gapStart, gapLength] = [0, 0];
  for (let start = 0; start < level.cols; start += 1) {
    let length = 0;
    while (length < level.cols && !used.has((start + length) % level.cols)) length += 1;
    if (length > gapLength) [gapStart, gapLength] = [start, length];
  }
  const row = Math.min(...rows);
  return {
    col: (gapStart + gapLength) % level.cols,
    row,
    cols: level.cols - gapLength,
    rows: Math.max(...rows) - row + 1,
  };
}
