import type { PanoramaImages, PanoramaTiles } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import {
  levelForView,
  tiledPanoramaOf,
  tileRectangle,
  tilesInView,
  tileUrlsInView,
  tileWidthLimit,
  usableLevels,
} from './tile-levels.ts';

const rendition = (name: string, width: number) => ({ url: `/media/t/${name}`, width, height: width / 2 });
const set = (ext: string) => ({
  low: rendition(`low.${ext}`, 1024),
  medium: rendition(`medium.${ext}`, 2048),
  high: rendition(`high.${ext}`, 4096),
});
const tiles: PanoramaTiles = {
  levels: [
    { width: 2048, cols: 4, rows: 2 },
    { width: 4096, cols: 8, rows: 4 },
    { width: 8192, cols: 16, rows: 8 },
  ],
  webp: '/media/t/abc-tiles/{level}/{col}_{row}.webp',
  jpeg: '/media/t/abc-tiles/{level}/{col}_{row}.jpg',
};
const images: PanoramaImages = { jpeg: set('jpg'), webp: set('webp'), tiles };

describe('tile level selection', () => {
  it('offers a phone no level wider than 4096, and a desktop none wider than its MAX_TEXTURE_SIZE', () => {
    expect(tileWidthLimit(16384, true)).toBe(4096);
    expect(tileWidthLimit(2048, true)).toBe(2048);
    expect(tileWidthLimit(16384, false)).toBe(16384);
    expect(usableLevels(tiles, tileWidthLimit(16384, true)).map((l) => l.width)).toEqual([2048, 4096]);
    expect(usableLevels(tiles, tileWidthLimit(8192, false)).map((l) => l.width)).toEqual([2048, 4096, 8192]);
  });

  it('builds the tiles adapter panorama: the low rendition as base, tile URLs by level, column and row', () => {
    const panorama = tiledPanoramaOf(images, 'webp', 4096);
    expect(panorama?.baseUrl).toBe('/media/t/low.webp');
    expect(panorama?.levels).toEqual([
      { width: 2048, cols: 4, rows: 2 },
      { width: 4096, cols: 8, rows: 4 },
    ]);
    expect(panorama?.tileUrl(7, 3, 1)).toBe('/media/t/abc-tiles/1/7_3.webp');
    expect(tiledPanoramaOf(images, 'jpeg', 8192)?.tileUrl(0, 1, 2)).toBe('/media/t/abc-tiles/2/0_1.jpg');
  });

  it('shows a scene without a pyramid, or with no level the device takes, as one image', () => {
    expect(tiledPanoramaOf({ jpeg: images.jpeg, webp: images.webp }, 'webp', 8192)).toBeNull();
    expect(tiledPanoramaOf(images, 'webp', 1024)).toBeNull();
  });
});

describe('the tiles the first view downloads ahead of the engine', () => {
  it('are those covering the view at the level PSV picks, nearest the centre first (the demo main quad at 1280×800)', () => {
    // yaw 68°, zoom 40: a vertical field of view of 66°, so 92° across: 22° to 114° east of the
    // image centre, columns 4 to 6 of 8 at 4096 px (no level fills 800 px at 66°: the widest usable).
    const urls = tileUrlsInView(
      { ...tiles, levels: tiles.levels.slice(0, 2) },
      'webp',
      false,
      { yaw: 68, pitch: 0, zoom: 40 },
      1280,
      800,
    );
    expect([...urls].sort()).toEqual(
      ['4_1', '4_2', '5_1', '5_2', '6_1', '6_2'].map((tile) => `/media/t/abc-tiles/1/${tile}.webp`),
    );
    expect(urls[0]).toMatch(/\/5_[12]\.webp$/);
  });

  it('picks the narrowest level that fills the screen, and none above 4096 px (the engine knows the GPU)', () => {
    expect(levelForView(tiles.levels, 90, 1280, 800)).toBe(1);
    expect(levelForView(tiles.levels, 90, 390, 844)).toBe(1);
    expect(levelForView(tiles.levels, 90, 600, 300)).toBe(0);
    expect(tileUrlsInView(tiles, 'webp', false, { yaw: 0, pitch: 0, zoom: 100 }, 1280, 800)).toEqual([]);
    expect(tileUrlsInView(tiles, 'webp', true, { yaw: 0, pitch: 0, zoom: 100 }, 1280, 800).length).toBeGreaterThan(0);
  });
});

describe("the atlas of the first frame painter's sharp view", () => {
  const level = { width: 4096, cols: 8, rows: 4 };
  const at = (...cells: [number, number][]) => cells.map(([col, row]) => ({ col, row }));

  it('covers the rectangle of the tiles in view, in tiles', () => {
    expect(tileRectangle(level, at([4, 1], [5, 2], [6, 1]))).toEqual({ col: 4, row: 1, cols: 3, rows: 2 });
  });

  it("wraps around the image's edge when the view looks back at it", () => {
    expect(tileRectangle(level, at([7, 1], [0, 1], [0, 2]))).toEqual({ col: 7, row: 1, cols: 2, rows: 2 });
    expect(tileRectangle(level, at([0, 0], [7, 3]))).toEqual({ col: 7, row: 0, cols: 2, rows: 4 });
  });

  it('is the whole level when every column is in view (looking straight up), never wider', () => {
    const all = at(...Array.from({ length: 8 }, (_, col): [number, number] => [col, 0]));
    expect(tileRectangle(level, all)).toEqual({ col: 0, row: 0, cols: 8, rows: 1 });
  });

  it('takes the tiles of a view looking back across the edge, at most a 4096 px level on a phone', () => {
    const view = tilesInView(tiles, 'webp', true, { yaw: 180, pitch: 0, zoom: 100 }, 390, 844);
    expect(view?.level.width).toBeLessThanOrEqual(4096);
    const rect = tileRectangle(view?.level ?? level, view?.tiles ?? []);
    expect(rect.cols * ((view?.level.width ?? 0) / (view?.level.cols ?? 1))).toBeLessThanOrEqual(4096);
    expect(new Set(view?.tiles.map((tile) => tile.col))).toEqual(new Set([0, (view?.level.cols ?? 0) - 1]));
  });
});
