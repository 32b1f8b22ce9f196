import { describe, expect, it } from 'vitest';
import { panoramaParams, type PanoramaParams } from '../src/panorama/panorama-params.ts';
import { PanoramaRenderer } from '../src/panorama/panorama-renderer.ts';

const WIDTH = 256;
const HEIGHT = WIDTH / 2;

const scenes: Record<string, PanoramaParams> = {
  outdoor: panoramaParams.parse({ kind: 'outdoor', seed: 7, style: 'brick', exits: [0, 120], paths: [230] }),
  interior: panoramaParams.parse({ kind: 'interior', seed: 8, style: 'library', exits: [45, 200] }),
};

function pixel(image: Uint8Array, x: number, y: number): [number, number, number] {
  const index = (y * WIDTH + x) * 3;
  return [image[index] ?? 0, image[index + 1] ?? 0, image[index + 2] ?? 0];
}

function meanDifference(a: readonly number[][], b: readonly number[][]): number {
  let sum = 0;
  a.forEach((value, index) => {
    const other = b[index] ?? [0, 0, 0];
    sum +=
      Math.abs((value[0] ?? 0) - (other[0] ?? 0)) +
      Math.abs((value[1] ?? 0) - (other[1] ?? 0)) +
      Math.abs((value[2] ?? 0) - (other[2] ?? 0));
  });
  return sum / (a.length * 3);
}

const renderer = new PanoramaRenderer(0);

describe.each(Object.entries(scenes))('generated %s panorama', (_name, params) => {
  it('wraps seamlessly: the first and last columns nearly match', async () => {
    const image = await renderer.render(params, WIDTH);
    const first = Array.from({ length: HEIGHT }, (_, y) => pixel(image, 0, y));
    const last = Array.from({ length: HEIGHT }, (_, y) => pixel(image, WIDTH - 1, y));
    const neighbour = Array.from({ length: HEIGHT }, (_, y) => pixel(image, 1, y));
    // Across the seam the image changes no more than between two ordinary neighbouring columns.
    expect(meanDifference(first, last)).toBeLessThan(Math.max(6, meanDifference(first, neighbour) * 2.5));
  });

  it('has no pinching at the poles: the top and bottom rows are nearly uniform', async () => {
    const image = await renderer.render(params, WIDTH);
    for (const y of [0, HEIGHT - 1]) {
      const row = Array.from({ length: WIDTH }, (_, x) => pixel(image, x, y));
      const average = [0, 1, 2].map((channel) => row.reduce((sum, value) => sum + (value[channel] ?? 0), 0) / WIDTH);
      const deviations = row.flatMap((value) =>
        value.map((channel, index) => Math.abs(channel - (average[index] ?? 0))),
      );
      const spread = Math.max(...deviations);
      expect(spread).toBeLessThan(12);
    }
  });

  it('is deterministic: the same seed renders the same bytes, another seed does not', async () => {
    const first = await renderer.render(params, WIDTH);
    const again = await renderer.render(params, WIDTH);
    const other = await renderer.render({ ...params, seed: params.seed + 1 }, WIDTH);
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(other).equals(Buffer.from(first))).toBe(false);
  });
});

describe('panorama worker threads', () => {
  it('render the same bytes as the calling thread', async () => {
    const pool = new PanoramaRenderer(2);
    try {
      const params = scenes.outdoor;
      if (params === undefined) throw new Error('missing scene');
      const threaded = await pool.render(params, WIDTH);
      const inline = await renderer.render(params, WIDTH);
      expect(Buffer.from(threaded).equals(Buffer.from(inline))).toBe(true);
    } finally {
      await pool.close();
    }
  });
});
