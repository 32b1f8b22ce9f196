import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderJob } from '../../src/packs/renditions.ts';
import { CAMPUS_PACK } from '../fixtures/packs/fixture-media.ts';
import { temporaryDir } from './pack-test-helpers.ts';

const LOGO = path.join(CAMPUS_PACK, 'media/logo.png');

async function pixel(file: string, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [...data.subarray(offset, offset + 3)];
}

describe('renditions', () => {
  it('makes transparent parts of a PNG white in a JPEG rendition', async () => {
    const output = path.join(await temporaryDir('rendition'), 'logo.jpg');
    await renderJob({ kind: 'resize', source: LOGO, output, width: 300, height: 100, format: 'jpeg', fit: 'fill' });
    expect(await sharp(output).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 100 });
    // The logo's corner is transparent; its centre is the blue badge.
    expect((await pixel(output, 1, 1)).every((channel) => channel > 245)).toBe(true);
    expect(await pixel(output, 150, 50)).not.toEqual([255, 255, 255]);
  });

  it('crops a cover rendition around its background position', async () => {
    const dir = await temporaryDir('rendition');
    // The logo is 300×100: a 100×100 crop at the left edge shows the white circle, at the right edge only blue.
    await renderJob({
      kind: 'cover',
      source: LOGO,
      output: path.join(dir, 'left.jpg'),
      width: 100,
      height: 100,
      format: 'jpeg',
      position: 'left center',
    });
    await renderJob({
      kind: 'cover',
      source: LOGO,
      output: path.join(dir, 'right.jpg'),
      width: 100,
      height: 100,
      format: 'jpeg',
      position: 'right center',
    });
    expect((await pixel(path.join(dir, 'left.jpg'), 60, 50)).every((channel) => channel > 240)).toBe(true);
    const [red, , blue] = await pixel(path.join(dir, 'right.jpg'), 60, 50);
    expect(blue).toBeGreaterThan(100);
    expect(red).toBeLessThan(60);
  });

  it('never leaves a half-written file when rendering fails', async () => {
    const dir = await temporaryDir('rendition');
    const output = path.join(dir, 'broken.jpg');
    const job = {
      kind: 'resize' as const,
      source: path.join(dir, 'missing.png'),
      output,
      width: 10,
      height: 10,
      format: 'jpeg' as const,
    };
    await expect(renderJob(job)).rejects.toThrow(/could not render/);
    expect(await readdir(dir)).toEqual([]);
  });
});
