// Shared by the tiled scene's specs (issue 35): a screenshot's sharpness, a pyramid with an extra
// 8192 px level, and the widths of the textures a page uploads to WebGL.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { fetchForRoute } from '../support/route-fetch.ts';

/** Sharpness of a screenshot: the spread of its Laplacian (a blurred picture has flat second derivatives). */
export async function sharpness(png: Buffer): Promise<number> {
  const edges = await sharp(png)
    .greyscale()
    .convolve({ width: 3, height: 3, kernel: [0, 1, 0, 1, -4, 1, 0, 1, 0], offset: 128 })
    .png()
    .toBuffer();
  return (await sharp(edges).stats()).channels[0]?.stdev ?? 0;
}

/**
 * The scene's pyramid is given a second level 8192 px wide (its tiles do not exist), and the scene
 * opens zoomed all the way in: a desktop asks for that level, a phone never does, so no phone ever
 * holds more than a 4096 px level.
 */
export async function withEightKLevel(page: Page): Promise<void> {
  await page.route(/\/api\/v2\/scene\/north-terrace\//, async (route) => {
    const response = await fetchForRoute(route);
    const scene = (await response.json()) as {
      panorama?: { tiles?: { levels: unknown[] } };
      initial_rotation: { zoom: number };
    };
    scene.panorama?.tiles?.levels.push({ width: 8192, cols: 16, rows: 8 });
    scene.initial_rotation.zoom = 100;
    await route.fulfill({ response, json: scene });
  });
}

/** Records the width of every texture made on WebGL (texImage2D: of an image, or of a size with no data yet). */
export async function recordUploads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const widths: number[] = [];
    (window as unknown as { __uploadWidths: number[] }).__uploadWidths = widths;
    for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- re-bound with apply below
      const original = proto.texImage2D;
      proto.texImage2D = function (this: WebGLRenderingContext, ...args: unknown[]) {
        const source = args.find((arg) => typeof arg === 'object' && arg !== null && 'width' in arg) as
          { width: number } | undefined;
        const width = source?.width ?? (typeof args[3] === 'number' ? args[3] : 0);
        widths.push(width);
        return original.apply(this, args as never);
      };
    }
  });
}

/** The widths recorded by `recordUploads`. */
export const uploadWidths = (page: Page) =>
  page.evaluate(() => (window as unknown as { __uploadWidths: number[] }).__uploadWidths);
