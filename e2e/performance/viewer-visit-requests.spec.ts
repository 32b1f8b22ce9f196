// One visit to a tour's scene, /{site}/{tour}/{scene}: the tenant is looked up once, and the tour and
// the scene the first view fetched are the ones the app shows, not asked for again.
import { DEFAULT_TENANT, expect, tenantUrl, test } from '../support/fixtures.ts';

const site = DEFAULT_TENANT;

test('a visit to a tour scene asks for the tenant, the tour and the scene once each', async ({ page }) => {
  test.setTimeout(60_000);
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requested.push(`${url.pathname}${url.search}`);
  });
  await page.goto(tenantUrl(site, `/${site}/campus-highlights/main-quad`));
  await expect(page.locator('.panorama-view[data-engine-ready="true"]')).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  console.log(`viewer visit API requests (${requested.length}):\n${requested.join('\n')}`);
});
