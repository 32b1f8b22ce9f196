// A scene page's first paint comes from its HTML (issue 39): the scene's blurred preview over its
// splash colour, with its title, before any script or stylesheet has arrived; then the engine and the
// app take over without moving anything (layout shifts summed, CLS ≤ 0.02). No fixed waits: the app's
// scripts and stylesheets are held back (route interception) until the screen the HTML alone paints
// has been looked at, at the 300 ms point of the page's own clock.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DEFAULT_TENANT, expect, tenantUrl, test } from '../support/fixtures.ts';
import { patchBrand } from './viewer-support.ts';

declare global {
  function entriesOf(type: string): PerformanceEntry[];
}

const site = DEFAULT_TENANT;
const scenePage = tenantUrl(site, `/${site}/scene/main-quad`);
/** The bench's slow 4G (bench/support/page-timing.ts): 1.6 Mbps down, 750 kbps up, 150 ms. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };

/** Colour statistics of the screen above the title (the preview's part of the screen). */
async function previewArea(shot: Buffer) {
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
    expect(isScenePreview(await previewArea(await page.screenshot()))).toBe(true);
  });
});

/**
 * Opens `url` on slow 4G with every script and stylesheet of the app held back; resolves with the
 * screenshot of the screen at 300 ms of the page's clock (once the HTML's paint is there: on a busy
 * machine it may come later, never before) and a function that lets the app's files through.
 */
async function openHeldBack(page: Page, url: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  let release: (value: null) => void = () => undefined;
  const released = new Promise<null>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.(js|css)$/, async (route) => {
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
  await page.goto(url, { waitUntil: 'commit' });
  // States, not time: the page's clock has passed 300 ms and the preview's paint is in its Element
  // Timing entries. With the app's scripts and stylesheets held, it cannot have come from them.
  await page.waitForFunction(() => performance.now() >= 300 && entriesOf('element').length > 0, null, {
    polling: 'raf',
  });
  const shot = await page.screenshot();
  const painted = await page.evaluate(() => {
    const [entry] = entriesOf('element') as (PerformanceEntry & { renderTime: number })[];
    return Math.round(entry?.renderTime ?? Number.NaN);
  });
  test.info().annotations.push({ type: 'preview painted (ms, slow 4G)', description: String(painted) });
  return { shot, release: () => release(null) };
}

/** The layout shifts of the page so far (CLS as the page's whole life counts it: no input here). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() =>
    (entriesOf('layout-shift') as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      .filter((shift) => !shift.hadRecentInput)
      .reduce((sum, shift) => sum + shift.value, 0),
  );
}

/** The entry CTA's modal stays out of the way; the brand's button CTAs (the guide card's) stay. */
const withoutEntryCta = (page: Page) =>
  patchBrand(page, (brand) => Object.assign(brand, { on_entry_ctas: [], call_to_action: [] }));

test('on slow 4G the HTML paints the scene before any script or stylesheet, then the app takes over without a shift', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await withoutEntryCta(page);
  const { shot, release } = await openHeldBack(page, scenePage);
  expect(isScenePreview(await previewArea(shot))).toBe(true);
  await expect(page.locator('.scene-first-paint').getByText('Main Quad')).toBeVisible();

  release();
  await expect(page.locator('.panorama-view[data-engine-ready="true"]')).toBeVisible({ timeout: 90_000 });
  await expect(page.locator('.scene-first-paint')).toHaveCount(0);
  // The last step of the take-over: the sharp rendition on screen, the guide card with its buttons.
  await page.waitForFunction(() => performance.getEntriesByName('panorama-sharp').length > 0);
  await expect(page.locator('.guide-card .cta-buttons')).toBeVisible();
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a tour's own address: the app redirects to its first scene and takes over without a shift", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await withoutEntryCta(page);
    const { shot, release } = await openHeldBack(page, tenantUrl(site, `/${site}/campus-highlights`));
    expect(isScenePreview(await previewArea(shot))).toBe(true);

    release();
    await expect(page).toHaveURL(/\/campus-highlights\/main-quad/, { timeout: 90_000 });
    await expect(page.locator('.panorama-view[data-engine-ready="true"]')).toBeVisible({ timeout: 90_000 });
    await expect(page.locator('.scene-first-paint')).toHaveCount(0);
    await page.waitForFunction(() => performance.getEntriesByName('panorama-sharp').length > 0);
    // The cookie notice is where it first showed: at its usual place, the viewer's controls being
    // inert under the splash from the splash's first frame (it once showed above them, then dropped).
    await expect(page.locator('.cookie-notice__text')).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  });
});
