// A scene page's first paint comes from its HTML (issue 39): the scene's blurred preview over its
// splash colour, with its title, before any script runs; then the engine and the app take over. No fixed waits: the app's scripts are held back (route interception) until
// the screenshot of what the HTML alone paints has been taken.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DEFAULT_TENANT, expect, tenantUrl, test } from '../support/fixtures.ts';
import { withoutCtas } from './viewer-support.ts';

declare global {
  function entriesOf(type: string): PerformanceEntry[];
}

const site = DEFAULT_TENANT;
const scenePage = tenantUrl(site, `/${site}/scene/main-quad`);
/** The bench's slow 4G (bench/support/page-timing.ts): 1.6 Mbps down, 750 kbps up, 150 ms. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };

/** Colour statistics of the screen above the title (the preview's part of the screen). */
async function previewArea(page: Page) {
  const shot = await page.screenshot();
  const { width, height } = await sharp(shot).metadata();
  const area = await sharp(shot)
    .extract({ left: 0, top: 0, width, height: Math.round(height * 0.7) })
    .stats();
  const [red, green, blue] = area.channels;
  return {
    mean: [red?.mean ?? 0, green?.mean ?? 0, blue?.mean ?? 0],
    spread: Math.max(red?.stdev ?? 0, green?.stdev ?? 0, blue?.stdev ?? 0),
  };
}

/** The splash colour alone (hsl(196 100% 12%)) is #002d3d; white is a page with nothing painted. */
function isScenePreview({ mean, spread }: { mean: number[]; spread: number }): boolean {
  const near = (target: number[]) => mean.every((value, index) => Math.abs(value - (target[index] ?? 0)) < 6);
  return spread > 3 && !near([255, 255, 255]) && !near([0, 45, 61]);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a scene page shows the scene's preview and its title from the HTML alone", async ({ page }) => {
    await page.goto(scenePage);
    await expect(page.locator('.scene-first-paint').getByText('Main Quad')).toBeVisible();
    expect(isScenePreview(await previewArea(page))).toBe(true);
  });
});

test('on slow 4G the HTML paints the scene before any script, then the app takes over', async ({ page, context }) => {
  test.setTimeout(120_000);
  await withoutCtas(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  // Every script of the app is held back until the HTML's own paint has been looked at.
  let release: (value: null) => void = () => undefined;
  const released = new Promise<null>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // The page's buffered performance entries of a type (an observer hands them over at once).
  await page.addInitScript(() => {
    Object.assign(window, {
      entriesOf: (type: string) => {
        const observer = new PerformanceObserver(() => undefined);
        observer.observe({ type, buffered: true });
        const entries = observer.takeRecords();
        observer.disconnect();
        return entries;
      },
    });
  });
  await page.goto(scenePage, { waitUntil: 'commit' });
  // State, not time: the preview's paint is in the page's Element Timing entries.
  await page.waitForFunction(() => entriesOf('element').length > 0);
  await expect(page.locator('.scene-first-paint').getByText('Main Quad')).toBeVisible();
  expect(isScenePreview(await previewArea(page))).toBe(true);

  release(null);
  await expect(page.locator('.panorama-view[data-engine-ready="true"]')).toBeVisible({ timeout: 90_000 });
  await expect(page.locator('.scene-first-paint')).toHaveCount(0);
});
