import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MediaCatalog } from '../../src/packs/media-catalog.ts';
import { renderPanoramaTiles, tileLevels, tilePath } from '../../src/packs/panorama-tiles.ts';
import { temporaryDir } from './pack-test-helpers.ts';

const run = promisify(execFile);

/** A panorama of 512 px blocks, each its own colour: block (c, r) is rgb(20c, 60r, 200). */
async function blockPanorama(file: string, width: number): Promise<void> {
  const height = width / 2;
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3;
      data[offset] = Math.floor(x / 512) * 20;
      data[offset + 1] = Math.floor(y / 512) * 60;
      data[offset + 2] = 200;
    }
  }
  await sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(file);
}

async function pixel(file: string, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [...data.subarray(offset, offset + 3)];
}

function near(actual: number[], expected: number[]): boolean {
  return actual.every((channel, index) => Math.abs(channel - (expected[index] ?? 0)) <= 6);
}

async function listTiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('panorama tile pyramid', () => {
  it('has a level for every doubling above the base image, up to the source width, in powers of two', () => {
    expect(tileLevels(1024)).toEqual([]);
    expect(tileLevels(2048)).toEqual([{ width: 2048, cols: 4, rows: 2 }]);
    expect(tileLevels(4096)).toEqual([
      { width: 2048, cols: 4, rows: 2 },
      { width: 4096, cols: 8, rows: 4 },
    ]);
    expect(tileLevels(16384).map((level) => [level.width, level.cols, level.rows])).toEqual([
      [2048, 4, 2],
      [4096, 8, 4],
      [8192, 16, 8],
      [16384, 32, 16],
    ]);
    // A source between powers of two keeps its width, in tiles of 512 to 1023 px.
    expect(tileLevels(6000).at(-1)).toEqual({ width: 6000, cols: 8, rows: 4 });
    expect(tileLevels(1500)).toEqual([{ width: 1500, cols: 2, rows: 1 }]);
    // No level of 4096 beside one of 4200: the top is the source's width.
    expect(tileLevels(4200).map((level) => level.width)).toEqual([2048, 4200]);
  });

  it('cuts every level into 512 px tiles, both formats, each showing its own part of the panorama', async () => {
    const dir = await temporaryDir('tiles');
    const source = path.join(dir, 'blocks.png');
    await blockPanorama(source, 4096);
    const out = path.join(dir, 'pyramid');
    await renderPanoramaTiles(source, out);

    const expected = tileLevels(4096).flatMap((level, index) =>
      Array.from({ length: level.cols * level.rows }, (_, i) =>
        (['webp', 'jpeg'] as const).map((format) =>
          tilePath(index, i % level.cols, Math.floor(i / level.cols), format),
        ),
      ).flat(),
    );
    expect(await listTiles(out)).toEqual(expected.sort());
    expect(expected).toHaveLength((8 + 32) * 2);

    for (const name of ['0/0_0.webp', '0/3_1.jpg', '1/7_3.webp', '1/0_0.jpg']) {
      expect(await sharp(path.join(out, name)).metadata()).toMatchObject({ width: 512, height: 512 });
    }
    // The full level: tile (c, r) is block (c, r), the first and last columns hold the panorama's left
    // and right edges (no wrap, no offset), the last row its bottom.
    expect(near(await pixel(path.join(out, '1/0_0.jpg'), 256, 256), [0, 0, 200])).toBe(true);
    expect(near(await pixel(path.join(out, '1/7_3.jpg'), 511, 511), [140, 180, 200])).toBe(true);
    expect(near(await pixel(path.join(out, '1/7_0.webp'), 256, 256), [140, 0, 200])).toBe(true);
    // The half level: tile (1, 1) covers blocks 2–3 across and 2–3 down.
    expect(near(await pixel(path.join(out, '0/1_1.jpg'), 128, 128), [40, 120, 200])).toBe(true);
    expect(near(await pixel(path.join(out, '0/1_1.jpg'), 384, 384), [60, 180, 200])).toBe(true);
  }, 60_000);

  it('keeps a source width between powers of two, cut into equal tiles with no partial edge tile', async () => {
    const dir = await temporaryDir('tiles');
    const source = path.join(dir, 'odd.png');
    await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#808080' } })
      .png()
      .toFile(source);
    const out = path.join(dir, 'pyramid');
    await renderPanoramaTiles(source, out);
    expect(await sharp(path.join(out, '1/3_1.jpg')).metadata()).toMatchObject({ width: 750, height: 750 });
    expect((await listTiles(out)).filter((name) => name.startsWith('1/'))).toHaveLength(4 * 2 * 2);
  }, 60_000);

  it('cuts a 16384×8192 source without ever holding it decoded', async () => {
    const dir = await temporaryDir('tiles');
    const source = path.join(dir, 'huge.jpg');
    const tsx = createRequire(import.meta.url).resolve('tsx/cli');
    const child = path.join(import.meta.dirname, 'tile-memory-child.ts');
    const peak = async (...args: string[]) =>
      Number((await run(process.execPath, [tsx, child, ...args], { maxBuffer: 1 << 20 })).stdout.trim());
    await peak('make', source, '16384');
    const idle = await peak('idle', source, '-');
    const cutting = await peak('cut', source, path.join(dir, 'pyramid'));
    // Decoded, the image alone is 16384 × 8192 × 3 bytes (384 MiB); the tiler stays well under that.
    const decoded = 16384 * 8192 * 3;
    expect(cutting - idle).toBeLessThan(decoded);
    expect(await fs.readdir(path.join(dir, 'pyramid', '3'))).toHaveLength(32 * 16 * 2);
  }, 180_000);

  it('cuts an unchanged panorama once: a second import finds the pyramid and reuses it', async () => {
    const dir = await temporaryDir('tiles');
    const source = path.join(dir, 'pano.png');
    await blockPanorama(source, 2048);
    const mediaDir = path.join(dir, 'media');
    const first = await MediaCatalog.load(new Map([['pano.png', source]]), mediaDir, 'campus');
    const images = first.panorama('pano.png');
    expect(images.tiles?.levels).toEqual([{ width: 2048, cols: 4, rows: 2 }]);
    expect(images.tiles?.webp).toMatch(/^\/media\/campus\/[0-9a-f]{16}-pano-tiles\/\{level\}\/\{col\}_\{row\}\.webp$/);
    expect(await first.renderQueued()).toBe(first.queuedCount);
    const tile = path
      .join(mediaDir, (images.tiles?.jpeg ?? '').slice('/media/'.length))
      .replace('{level}', '0')
      .replace('{col}', '3')
      .replace('{row}', '1');
    const written = (await fs.stat(tile)).mtimeMs;

    const second = await MediaCatalog.load(new Map([['pano.png', source]]), mediaDir, 'campus');
    expect(second.panorama('pano.png').tiles).toEqual(images.tiles);
    expect(await second.renderQueued()).toBe(0);
    expect((await fs.stat(tile)).mtimeMs).toBe(written);
  }, 60_000);
});
