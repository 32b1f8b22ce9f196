// Issue 35: on a tiled scene the first frame painter draws the sharp view too, before the engine's
// code has arrived: once every tile of the initial view has downloaded and decoded, one atlas of
// them over the low rendition, one frame (features/panorama/first-frame-painter.ts). The engine then
// takes over under it without a visible change. The engine's chunk is held back by route
// interception; every wait is for a state (a mark, the painter gone).
import type { Page } from '@playwright/test';
import { DEFAULT_TENANT, expect, tenantUrl, test } from '../support/fixtures.ts';
import {
  difference,
  holdEngine,
  marked,
  panoramaOnly,
  recordHandOver,
  screencast,
  thumbnail,
} from './painter-support.ts';
import { recordUploads, sharpness, uploadWidths, withEightKLevel } from './tiled-support.ts';
import { greennessTopAndBottom, withoutCtas } from './viewer-support.ts';

const site = DEFAULT_TENANT;
const terrace = tenantUrl(site, `/${site}/scene/north-terrace`);
const TILE = /-tiles\/\d+\/\d+_\d+\.(webp|jpg)$/;

const marks = (page: Page, name: string) => page.evaluate((mark) => performance.getEntriesByName(mark).length, name);

/** The tiled scene with the engine's code held back, once the painter has drawn `mark`'s frame. */
async function openWithEngineHeld(page: Page, mark: string) {
  await withoutCtas(page);
  const engine = await holdEngine(page, terrace);
  await page.goto(terrace, { waitUntil: 'commit' });
  await marked(page, mark);
  await expect(page.locator('.first-view__painter canvas')).toBeVisible();
  return engine;
}

test('a tiled scene is drawn sharp from its tiles in view before the engine has loaded, the right way up, and the engine takes over with no frame without the panorama', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The painter's frame from the low rendition alone (every tile refused).
  const lowPage = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await lowPage.route(TILE, (route) => route.abort());
  await openWithEngineHeld(lowPage, 'panorama-first-pixels');
  const low = await panoramaOnly(lowPage);
  expect(await marks(lowPage, 'panorama-sharp'), 'no sharp frame without the tiles').toBe(0);
  await lowPage.close();

  const engine = await openWithEngineHeld(page, 'panorama-sharp');
  expect(await marks(page, 'panorama-engine-first-frame'), 'the sharp frame is the painter’s').toBe(0);
  const painted = await panoramaOnly(page);
  // Sharper than the low rendition magnified, and the same picture: the tiles are in their places
  // (a tile misplaced, mirrored or upside down would make the small renditions differ).
  expect((await sharpness(painted)) / (await sharpness(low))).toBeGreaterThan(1.3);
  const { mean } = await difference(await thumbnail(painted), await thumbnail(low));
  expect(mean, 'mean difference per channel from the low frame, 64×36').toBeLessThan(8);
  // A campus terrace: lawn under the visitor's feet, sky and buildings above.
  const { top, bottom } = await greennessTopAndBottom(painted);
  expect(bottom).toBeGreaterThan(top);

  // The take-over: every animation frame covered by the painter or the engine, every composited
  // frame the painted view.
  await expect.poll(engine.engineRequested).toBe(true);
  const recorded = recordHandOver(page, 30);
  const shots = screencast(page, recorded);
  engine.release();
  const frames = await recorded;
  expect(
    frames.findIndex((frame) => !frame.painter),
    'the painter stepped aside',
  ).toBeGreaterThan(0);
  const uncovered = frames.filter((frame) =>
    frame.painter ? (frame.painterOpacity ?? 0) < 0.99 : !frame.engineVisible || (frame.engineOpacity ?? 0) < 0.99,
  );
  expect(uncovered, 'animation frames not fully covered').toEqual([]);
  const paintedSmall = await thumbnail(painted);
  const off: string[] = [];
  for (const [index, shot] of (await shots).entries()) {
    const frame = await difference(paintedSmall, await thumbnail(shot));
    if (frame.mean >= 12) off.push(`frame ${String(index)}: ${frame.mean.toFixed(1)} per channel`);
  }
  expect(off, 'composited frames unlike the painted view').toEqual([]);
  // The engine shows the same tiles: as sharp as the painter's frame, and the same picture.
  await expect(page.locator('.first-view__painter')).toHaveCount(0);
  const taken = await panoramaOnly(page);
  expect((await sharpness(taken)) / (await sharpness(painted))).toBeGreaterThan(0.8);
  expect((await difference(await thumbnail(taken), paintedSmall)).mean).toBeLessThan(6);
});

test('on a phone the painter’s sharp view uploads no texture wider than 4096', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  // A pyramid with an 8192 px level, opened zoomed all the way in: the level a desktop would take.
  await withEightKLevel(phone);
  await recordUploads(phone);
  await openWithEngineHeld(phone, 'panorama-sharp');
  const widths = await uploadWidths(phone);
  // The low rendition and the atlas of the tiles in view: both drawn, neither above 4096.
  expect(widths.length).toBeGreaterThanOrEqual(2);
  expect(Math.max(...widths)).toBeLessThanOrEqual(4096);
  await context.close();
});
