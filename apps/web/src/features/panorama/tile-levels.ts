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
