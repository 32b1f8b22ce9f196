// One visit to a tour, /{site}/{tour}[/{scene}] (issue 31): the tenant is looked up and resolved
// once, and the tour and scene the first view fetched are the ones the app shows (seeded into its
// query cache), not asked for again. Requests are observed, not intercepted (interception turns the
// browser's cache off); a cached answer still counts as the page asking.
import type { Page } from '@playwright/test';
import { DEFAULT_TENANT, expect, tenantUrl, test } from '../support/fixtures.ts';

const site = DEFAULT_TENANT;

/** Every API path the page asks for (query string left out), with how many times. */
function countApiRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
  });
  return counts;
}

async function expectOneStart(page: Page, counts: Map<string, number>) {
  // The viewer has adopted the first view: by then the app has asked for all it shows.
  await expect(page.locator('.panorama-view .panorama-view__adopted canvas')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.tour-viewer')).toBeVisible();
  for (const path of [
    '/api/switchboard/localhost/',
    '/api/v2/language/',
    '/api/v2/tours/campus-highlights/',
    '/api/v2/scene/main-quad/',
  ]) {
    expect.soft(counts.get(path), path).toBe(1);
  }
  const resolutions = await page.evaluate(() => performance.getEntriesByName('meridian-tenant-resolved').length);
  expect(resolutions).toBe(1);
}

test('a visit to a tour scene asks for the tenant, the tour and the scene once each', async ({ page }) => {
  test.setTimeout(60_000);
  const counts = countApiRequests(page);
  await page.goto(tenantUrl(site, `/${site}/campus-highlights/main-quad`));
  await expectOneStart(page, counts);
});

test('a visit to a tour without a scene: the first view’s tour is the one the app shows', async ({ page }) => {
  test.setTimeout(60_000);
  const counts = countApiRequests(page);
  await page.goto(tenantUrl(site, `/${site}/campus-highlights`));
  await expect(page).toHaveURL(/\/campus-highlights\/main-quad/, { timeout: 30_000 });
  await expectOneStart(page, counts);
});
