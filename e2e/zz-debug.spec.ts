import { DEFAULT_TENANT, expect, tenantUrl, test } from './support/fixtures.ts';
import { closeCtaModals, startTour, withoutCtas } from './viewer/viewer-support.ts';
const site = DEFAULT_TENANT;
test('debug', async ({ page }) => {
  test.setTimeout(120_000);
  await withoutCtas(page);
  await page.goto(tenantUrl(site, `/${site}/campus-highlights/main-quad`));
  await startTour(page);
  await expect(page.locator('.panorama-view[data-engine-ready="true"]')).toBeVisible({ timeout: 20_000 });
  await closeCtaModals(page);
  await page.locator('.hotspot-list__button').first().focus();
  await page.screenshot({ path: '/tmp/dbg-list.png' });
});
