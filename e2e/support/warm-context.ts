// One browser context per worker, kept warm, for the specs whose checks do not depend on a cold HTTP
// cache. A fresh context per test makes every test download and compile the app again before its
// first check (the homepage: 1.17 s in a fresh context, 0.62 s in a warm one). Here each test gets a
// new page in the worker's context, and when it ends every cookie, permission and origin's storage
// (local storage, IndexedDB, Cache Storage, service workers) it left is cleared: the next test
// starts as a first visit, with the browser's HTTP cache kept, as a visitor's browser keeps it.
//
// Not for specs that count requests or bytes, time a first load, or change what a context does for
// all its pages (routes, init scripts, listeners, geolocation, the clock, other context options): they import
// `test` from fixtures.ts and get a fresh context.
//
// `E2E_FRESH_CONTEXTS=1` gives these specs a fresh context per test too: to compare, or to rule out a leak.
import type { BrowserContext, Page } from '@playwright/test';
import { test as base, waitForAppOnGoto } from './fixtures.ts';

interface WarmContext {
  context: BrowserContext;
  /** Every origin a page of the context asked for: the ones whose storage is cleared between tests. */
  origins: Set<string>;
  /** A blank page kept open, for the DevTools session that clears storage. */
  janitor: Page;
}

const CLEARED = 'cookies,file_systems,indexeddb,local_storage,websql,service_workers,cache_storage';

/** Beyond this, a page's clock was set by the test (page.clock), not merely read a little later. */
const CLOCK_DRIFT_MS = 5 * 60_000;

/**
 * page.clock stays installed in the context and cannot be taken out: every later test of the worker
 * would run at that time (a cookie of 30 days set in a fixed past expires at once). Such a test
 * fails here, by name, instead of a later one failing without a cause in sight.
 */
async function refuseMovedClock(context: BrowserContext): Promise<void> {
  for (const page of context.pages()) {
    const pageNow = await page.evaluate(() => Date.now()).catch(() => null);
    if (pageNow !== null && Math.abs(pageNow - Date.now()) > CLOCK_DRIFT_MS)
      throw new Error("this test moved the context's clock: import `test` from fixtures.ts for a fresh context");
  }
}

const warm = base.extend<object, { warmContext: WarmContext }>({
  warmContext: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      const origins = new Set<string>();
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
      });
      const janitor = await context.newPage();
      await use({ context, origins, janitor });
      await context.close();
    },
    { scope: 'worker' },
  ],

  context: async ({ warmContext }, use) => {
    const { context, origins, janitor } = warmContext;
    await use(context);
    await refuseMovedClock(context);
    await Promise.all(
      context
        .pages()
        .filter((page) => page !== janitor)
        .map((page) => page.close()),
    );
    await context.clearCookies();
    await context.clearPermissions();
    const session = await context.newCDPSession(janitor);
    for (const origin of origins) await session.send('Storage.clearDataForOrigin', { origin, storageTypes: CLEARED });
    await session.detach();
    origins.clear();
  },

  page: async ({ context, viewport }, use) => {
    const page = await context.newPage();
    waitForAppOnGoto(page);
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
  },
});

export const test: typeof base = process.env.E2E_FRESH_CONTEXTS ? base : warm;
