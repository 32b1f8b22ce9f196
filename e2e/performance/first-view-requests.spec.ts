// A scene page's first requests start with the HTML (the server's preload links) and each is made
// once. No request interception here: Playwright's routing turns the browser's cache off.
import { DEFAULT_TENANT, expect, tenantUrl, test } from '../support/fixtures.ts';

const site = DEFAULT_TENANT;

test("starts the scene's data and low image with the HTML, and downloads each once", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(tenantUrl(site, `/${site}/scene/main-quad`));
  await page.waitForFunction(() => performance.getEntriesByName('panorama-first-pixels').length > 0, null, {
    timeout: 20_000,
  });
  const sceneUrl = await page.locator('meta[name="meridian-first-scene"]').getAttribute('content');
  const renditions = (await page.locator('meta[name="meridian-first-renditions"]').getAttribute('content'))?.split(' ');
  expect(sceneUrl).toMatch(/^\/api\/v2\/scene\/main-quad\/\?v=/);
  expect(renditions).toHaveLength(3);
  const entries = await page.evaluate(
    (names) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => names.some((name) => entry.name.endsWith(name)))
        .map((entry) => ({ name: entry.name, initiator: entry.initiatorType, transferred: entry.transferSize > 0 })),
    [sceneUrl ?? '', renditions?.[0] ?? ''],
  );
  // The preload links made the requests; the first view's own fetches were answered by them.
  const scene = entries.filter((entry) => entry.name.endsWith(sceneUrl ?? ''));
  expect(scene).toEqual([expect.objectContaining({ initiator: 'link', transferred: true })]);
  const low = entries.filter((entry) => entry.name.endsWith(renditions?.[0] ?? '') && entry.transferred);
  expect(low).toEqual([expect.objectContaining({ initiator: 'link' })]);
});
