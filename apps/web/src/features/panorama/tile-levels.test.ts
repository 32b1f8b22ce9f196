import type { PanoramaImages, PanoramaTiles } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { tiledPanoramaOf, tileWidthLimit, usableLevels } from './tile-levels.ts';

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
