// The first frame of a scene page is painted before the engine's code arrives (issue 39,
// features/panorama/first-frame-painter.ts), and the engine takes over without a visible change. A
// drag turns the painted view meanwhile, and the engine starts at that view (issue 35).
// No fixed waits: the engine's chunk and the sharp renditions are held back by route interception,
// and each screenshot waits for the state it shows (a performance mark, the painter gone).
import type { Page } from '@playwright/test';
import sharp from 'sharp';
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
import { withoutCtas } from './viewer-support.ts';

const site = DEFAULT_TENANT;
const scenePage = tenantUrl(site, `/${site}/scene/main-quad`);

/** Keeps the scene on its low rendition: the medium and high ones never arrive. */
async function lowRenditionOnly(page: Page): Promise<void> {
  const renditions = await page.request
    .get(tenantUrl(site, '/api/v2/scene/main-quad/'))
    .then((response) => response.json() as Promise<{ panorama: Record<string, Record<string, { url: string }>> }>);
  const formats = Object.values(renditions.panorama);
  const low = new Set(formats.map((format) => format.low?.url));
  // Small panoramas share files between renditions: only what is not a low one is held back.
  const sharper = formats.flatMap((format) => [format.medium?.url, format.high?.url]).filter((url) => !low.has(url));
  await page.route(
    (url) => sharper.some((path) => path !== undefined && url.pathname === path),
    (route) => route.abort(),
  );
}

/** The scene page with the engine's code held back, once its first frame is painted without it. */
async function openWithEngineHeld(page: Page) {
  await withoutCtas(page);
  await lowRenditionOnly(page);
  const engine = await holdEngine(page, scenePage);
  await page.goto(scenePage, { waitUntil: 'commit' });
  await marked(page, 'panorama-first-pixels');
  await expect(page.locator('.first-view__painter canvas')).toBeVisible();
  return engine;
}

test('a scene page draws its first frame before the engine has loaded, a drag turns it, and the engine takes over at the view the visitor turned to', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const engine = await openWithEngineHeld(page);
  expect(await page.evaluate(() => performance.getEntriesByName('panorama-engine-first-frame').length)).toBe(0);
  const painted = await panoramaOnly(page);
  // Not one colour: the scene's image is on screen.
  const { channels } = await sharp(painted).stats();
  expect(Math.max(...channels.slice(0, 3).map((channel) => channel.stdev))).toBeGreaterThan(10);
  // The engine's code was asked for only after that frame.
  await expect.poll(engine.engineRequested).toBe(true);

  // Dragged to the left before the engine has come: the painted view turns (the picture follows).
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  const [x, y] = [viewport.width / 2, viewport.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x - viewport.width / 4, y, { steps: 5 });
  await page.mouse.up();
  let turned = painted;
  await expect
    .poll(async () => {
      turned = await panoramaOnly(page);
      return (await difference(painted, turned)).mean;
    })
    .toBeGreaterThan(10);
  expect(await page.evaluate(() => performance.getEntriesByName('panorama-engine-first-frame').length)).toBe(0);
  engine.release();
  await marked(page, 'panorama-engine-first-frame');
  await expect(page.locator('.first-view__painter')).toHaveCount(0);
  // Same image, the view it was turned to: only filtering differs (three.js samples a mipmapped
  // texture). Compared once the engine's frame has settled; the frames in between are the next test's.
  let settled = { mean: Infinity, offShare: 1 };
  await expect
    .poll(
      async () => {
        settled = await difference(turned, await panoramaOnly(page));
        return settled.mean < 6 && settled.offShare < 0.02;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  expect(settled.mean, 'mean difference per channel (0–255)').toBeLessThan(6);
  expect(settled.offShare, 'share of pixels visibly different').toBeLessThan(0.02);
});

test('the engine takes over from the painted frame without a faded or blank frame in between', async ({ page }) => {
  test.setTimeout(120_000);
  const engine = await openWithEngineHeld(page);
  const painted = await thumbnail(await panoramaOnly(page));
  await expect.poll(engine.engineRequested).toBe(true);
  // From here every animation frame is recorded (what covers the screen, and how opaque), and
  // every composited frame captured, until well after the painter has gone.
  const recorded = recordHandOver(page, 30);
  const shots = screencast(page, recorded);
  engine.release();
  const frames = await recorded;
  const gone = frames.findIndex((frame) => !frame.painter);
  expect(gone, 'the painter stepped aside').toBeGreaterThan(0);
  // While the painter is there it covers the screen fully; once it is gone, the engine does.
  const faded = frames.flatMap((frame, index) => {
    const covered = frame.painter
      ? (frame.painterOpacity ?? 0) >= 0.99
      : frame.engineVisible && (frame.engineOpacity ?? 0) >= 0.99;
    return covered ? [] : [`frame ${String(index)}: ${JSON.stringify(frame)}`];
  });
  expect(faded, `animation frames not fully covered (painter gone at frame ${String(gone)})`).toEqual([]);
  // What reached the screen: every composited frame is the painted view (no splash colour, no
  // washed-out or blank frame), give or take the engine's texture filtering.
  const captured = await shots;
  expect(captured.length, 'composited frames captured').toBeGreaterThan(0);
  const off: string[] = [];
  for (const [index, shot] of captured.entries()) {
    const { mean } = await difference(painted, await thumbnail(shot));
    if (mean >= 12) off.push(`frame ${String(index)}: mean difference ${mean.toFixed(1)} per channel`);
  }
  expect(off, `composited frames unlike the painted view, of ${String(captured.length)}`).toEqual([]);
});
