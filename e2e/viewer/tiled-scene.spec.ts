// Issue 35: a scene whose source is wider than its low rendition is shown as a tile pyramid: the low
// rendition first, then only the tiles of the view, at the level the screen and zoom need. The demo's
// tiled scenes (North Terrace, The Breakwater) have a source twice the others' width: 2048 px in
// these tests, so one level of 4 × 2 tiles of 512 px (8192 px and three levels in the real demo).
import type { Page, Request } from '@playwright/test';
import { DEFAULT_TENANT, expect, tenantUrl, test } from '../support/fixtures.ts';
import { recordUploads, sharpness, uploadWidths, withEightKLevel } from './tiled-support.ts';
import { countWebGLContexts, greennessTopAndBottom, webglCanvases, withoutCtas } from './viewer-support.ts';

const site = DEFAULT_TENANT;
const TILE = /-tiles\/(\d+)\/(\d+)_(\d+)\.(webp|jpg)$/;
const CANVAS = '.panorama-view canvas, .first-view .psv-container canvas';

interface TileRequest {
  level: number;
  col: number;
  row: number;
}

function recordTiles(page: Page): TileRequest[] {
  const tiles: TileRequest[] = [];
  page.on('request', (request: Request) => {
    const match = TILE.exec(new URL(request.url()).pathname);
    if (match) tiles.push({ level: Number(match[1]), col: Number(match[2]), row: Number(match[3]) });
  });
  return tiles;
}

async function openTerrace(page: Page, query = ''): Promise<void> {
  await page.goto(tenantUrl(site, `/${site}/scene/north-terrace${query}`));
  await expect(page.locator('.panorama-view[data-engine-ready="true"]')).toBeVisible({ timeout: 30_000 });
}

async function zoomAllTheWayIn(page: Page): Promise<void> {
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  for (let step = 0; step < 7; step += 1) await zoomIn.click();
}

test.beforeEach(async ({ page }) => {
  await withoutCtas(page);
});

test('a tiled scene asks only for the tiles in view, and shows them the right way up', async ({ page }) => {
  test.setTimeout(60_000);
  const tiles = recordTiles(page);
  await openTerrace(page);
  await page.waitForFunction(() => performance.getEntriesByName('panorama-sharp').length > 0, null, {
    timeout: 30_000,
  });
  // Yaw 0 and zoom 40 at 1280×800: about 92° across around the panorama's centre, which is the border
  // of columns 1 and 2 (90° each); columns 0 and 3 (behind the visitor) are never asked for.
  expect(tiles.length).toBeGreaterThan(0);
  expect(new Set(tiles.map((tile) => tile.col))).toEqual(new Set([1, 2]));
  const png = await page.locator(CANVAS).first().screenshot();
  // A campus terrace: lawn under the visitor's feet, sky and buildings above.
  const { top, bottom } = await greennessTopAndBottom(png);
  expect(bottom).toBeGreaterThan(top);
});

/** The panorama above the hotspot and the cookie notice, clear of the app's panels and buttons. */
const PANORAMA_ONLY = { x: 380, y: 90, width: 520, height: 250 };

test('zooming into a tiled scene shows it sharper than its base image alone', async ({ page, browser }) => {
  test.setTimeout(90_000);
  // The same view with every tile refused: the base image (the low rendition), magnified.
  const blurred = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await withoutCtas(blurred);
  await blurred.route(TILE, (route) => route.abort());
  await openTerrace(blurred);
  await zoomAllTheWayIn(blurred);
  const base = await sharpness(await blurred.screenshot({ clip: PANORAMA_ONLY }));
  await blurred.close();

  await openTerrace(page);
  await zoomAllTheWayIn(page);
  // Tiles land one by one: wait for the state (the view sharper than the base's), not a time.
  await expect
    .poll(async () => (await sharpness(await page.screenshot({ clip: PANORAMA_ONLY }))) / base, { timeout: 30_000 })
    .toBeGreaterThan(1.3);
});

test('a desktop zoomed in asks for the 8192 px level; a phone never does, nor uploads a texture above 4096', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const desktop = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await withoutCtas(desktop);
  await withEightKLevel(desktop);
  const desktopTiles = recordTiles(desktop);
  await openTerrace(desktop);
  await expect.poll(() => desktopTiles.some((tile) => tile.level === 1), { timeout: 30_000 }).toBe(true);
  await desktop.close();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await withoutCtas(phone);
  await withEightKLevel(phone);
  await recordUploads(phone);
  const phoneTiles = recordTiles(phone);
  await openTerrace(phone);
  // Sharp: the tiles the view needs are on screen (the engine's mark), every one of them asked for.
  await phone.waitForFunction(() => performance.getEntriesByName('panorama-sharp').length > 0, null, {
    timeout: 30_000,
  });
  expect(phoneTiles.length).toBeGreaterThan(0);
  expect(phoneTiles.filter((tile) => tile.level === 1)).toEqual([]);
  const widths = await uploadWidths(phone);
  expect(widths.length).toBeGreaterThan(0);
  expect(Math.max(...widths)).toBeLessThanOrEqual(4096);
  await context.close();
});

/** Counts the WebGL textures alive (created and not deleted) on every context of the page. */
async function countTextures(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts = { live: 0 };
    (window as unknown as { __textures: { live: number } }).__textures = counts;
    for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- re-bound with apply below
      const create = proto.createTexture;
      // eslint-disable-next-line @typescript-eslint/unbound-method -- re-bound with apply below
      const remove = proto.deleteTexture;
      proto.createTexture = function (this: WebGLRenderingContext) {
        counts.live += 1;
        return create.apply(this);
      };
      proto.deleteTexture = function (this: WebGLRenderingContext, texture: WebGLTexture | null) {
        if (texture) counts.live -= 1;
        remove.apply(this, [texture]);
      };
    }
  });
}

const liveTextures = (page: Page) =>
  page.evaluate(() => (window as unknown as { __textures: { live: number } }).__textures.live);
const firstPixelsMarks = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('panorama-first-pixels').length);

test('50 scene changes between a tiled and a plain scene keep one WebGL context and a bounded number of textures', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // A small window: what is counted does not depend on its size, and software WebGL draws each of
  // the 100 scenes' frames in proportion to it.
  await page.setViewportSize({ width: 640, height: 400 });
  const tiles = recordTiles(page);
  await countWebGLContexts(page);
  await countTextures(page);
  await openTerrace(page);
  await page.waitForFunction(() => performance.getEntriesByName('panorama-sharp').length > 0, null, {
    timeout: 30_000,
  });
  const toQuad = page.getByRole('navigation', { name: 'Hotspots' }).getByRole('button', { name: /Main Quad/ });
  const change = async (go: () => Promise<unknown>, url: RegExp) => {
    const before = await firstPixelsMarks(page);
    await go();
    await expect(page).toHaveURL(url);
    // The scene is on screen when its base (or low) image has drawn its first pixels. Checked on
    // every frame (a poll's growing intervals would add up to most of this test's time).
    await page.waitForFunction(
      (count) => performance.getEntriesByName('panorama-first-pixels').length > count,
      before,
      { timeout: 30_000, polling: 'raf' },
    );
  };
  let afterFirstRound = { textures: 0, contexts: 0 };
  for (let round = 0; round < 25; round += 1) {
    // The hotspot list is for the keyboard (the canvas's markers are for pointers): focus and Enter.
    await change(async () => {
      await toQuad.focus();
      await page.keyboard.press('Enter');
    }, /\/scene\/main-quad/);
    await change(() => page.goBack(), /\/scene\/north-terrace/);
    if (round === 0) {
      afterFirstRound = { textures: await liveTextures(page), contexts: (await webglCanvases(page)).created };
    }
  }
  // One context on the page, and none made after the first round (PSV's capability probe and the
  // first view's are made once, at the start).
  expect((await webglCanvases(page)).live).toBe(1);
  expect((await webglCanvases(page)).created).toBe(afterFirstRound.contexts);
  // The tiles of the last visit and the base images may differ a little from the first round's.
  expect(await liveTextures(page)).toBeLessThanOrEqual(afterFirstRound.textures + 8);
  // The tiled scene was shown from its tiles (the same four as at 1280×720), not its base image only.
  expect(tiles.length).toBeGreaterThan(0);
});
