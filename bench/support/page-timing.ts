// Loads a page in a fresh browser context and reads the panorama marks it sets
// (`panorama-first-pixels`, `panorama-sharp`), optionally on an emulated slow 4G link.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { scriptBytes } from '../../e2e/support/script-bytes.ts';

export const VIEWPORT = { width: 1280, height: 800 };

/** The slow 4G profile: 1.6 Mbps down, 750 kbps up, 150 ms round trip. */
export const SLOW_4G = { latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (0.75e6 / 8) | 0 };

/** A new page in `context`, on the slow-4G profile when `slow`. */
export async function newPage(context: BrowserContext, slow: boolean): Promise<Page> {
  const page = await context.newPage();
  if (slow) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  }
  return page;
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
  first: number;
  sharp: number;
}

export async function measure(browser: Browser, url: string, slow: boolean): Promise<Timing> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await newPage(context, slow);
    await page.goto(url);
    await panoramaSettled(page);
    const [first, sharp] = await page.evaluate(() =>
      ['panorama-first-pixels', 'panorama-sharp'].map((name) => performance.getEntriesByName(name)[0]?.startTime),
    );
    return { first: first ?? Number.NaN, sharp: sharp ?? Number.NaN };
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
