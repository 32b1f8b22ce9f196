// Loads a page in a fresh browser context and reads the panorama marks it sets
// (`panorama-first-pixels`, `panorama-sharp`), the paint of the scene's preview from the HTML (Element
// Timing `scene-first-paint`), and the bytes it transferred (CDP), optionally on an emulated slow 4G link.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { scriptBytes } from '../../e2e/support/script-bytes.ts';

export const VIEWPORT = { width: 1280, height: 800 };

/** The slow 4G profile: 1.6 Mbps down, 750 kbps up, 150 ms round trip. */
export const SLOW_4G = { latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (0.75e6 / 8) | 0 };

/**
 * A new page in `context`, on the slow-4G profile when `slow`, and the bytes it has received so far
 * over the network (Network.loadingFinished's encodedDataLength: compressed bodies and headers).
 */
export async function newPage(
  context: BrowserContext,
  slow: boolean,
): Promise<{ page: Page; transferred: () => number }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
  });
  await cdp.send('Network.enable');
  if (slow) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  return { page, transferred: () => bytes };
}

/** When the server's preview of the scene (`elementtiming="scene-first-paint"`) was painted, if the page has one. */
async function previewPaint(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    // A buffered observer holds the entries so far at once (Element Timing has no getEntriesByType).
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'element', buffered: true });
    const entry: { renderTime?: number; startTime: number } | undefined = observer.takeRecords()[0];
    observer.disconnect();
    return entry ? entry.renderTime || entry.startTime : null;
  });
}

/** Waits until the page has shown its last panorama step: the sharp frame, or the first pixels on the low-only anchor. */
export async function panoramaSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      performance.getEntriesByName('panorama-sharp').length > 0 ||
      (location.pathname === '/psv-low' && performance.getEntriesByName('panorama-first-pixels').length > 0),
    null,
    { timeout: 120_000 },
  );
}

export interface Timing {
  /** First scene-coloured pixels: the HTML's preview when the page has one, else the panorama's first frame. */
  preview: number;
  /** The panorama's first WebGL frame (the first frame painter's, on Meridian's scene pages). */
  first: number;
  /** The engine's own first frame (Photo Sphere Viewer taking over from the painter; the anchors' first frame). */
  engine: number;
  sharp: number;
  /** Bytes received over the network until the last panorama step. */
  transferred: number;
}

export async function measure(browser: Browser, url: string, slow: boolean): Promise<Timing> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const { page, transferred } = await newPage(context, slow);
    await page.goto(url);
    await panoramaSettled(page);
    const bytes = transferred();
    // On a tiled scene the first frame painter's sharp frame comes before the engine's own first
    // frame (issue 35): wait for that too (the anchors' pages have no first view).
    await page.waitForFunction(
      () =>
        performance.getEntriesByName('panorama-engine-first-frame').length > 0 ||
        !location.pathname.includes('/scene/'),
      null,
      { timeout: 120_000 },
    );
    const [first, sharp, engine] = await page.evaluate(() =>
      ['panorama-first-pixels', 'panorama-sharp', 'panorama-engine-first-frame'].map(
        (name) => performance.getEntriesByName(name)[0]?.startTime,
      ),
    );
    const preview = await previewPaint(page);
    return {
      preview: preview ?? first ?? Number.NaN,
      first: first ?? Number.NaN,
      engine: engine ?? first ?? Number.NaN,
      sharp: sharp ?? Number.NaN,
      transferred: bytes,
    };
  } finally {
    await context.close();
  }
}

/** Gzip JavaScript a page requested before its first panorama pixels, and in all (an untimed load). */
export async function pageScriptBytes(browser: Browser, url: string): Promise<{ beforeFirst: number; total: number }> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('panorama-first-pixels').length > 0, null, {
      timeout: 120_000,
    });
    // Let the rest of the page (the app after the first view) finish loading its code.
    await page.waitForLoadState('networkidle');
    const bytes = await scriptBytes(page, 'panorama-first-pixels');
    return { beforeFirst: bytes.beforeMark, total: bytes.total };
  } finally {
    await context.close();
  }
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
