// Spec section 4 and 9: every tenant boots in every language it has; Arabic lays out right to left.
import { chooseLanguage, tenantContent } from './support/content.ts';
import { expect, getFromTenant, tenants, tenantUrl, test } from './support/fixtures.ts';

const DEMO_TENANTS = ['northfield', 'harbour'];

test('both demo tenants are served', async ({ request }) => {
  expect(tenants).toEqual(expect.arrayContaining(DEMO_TENANTS));
  for (const tenant of DEMO_TENANTS) {
    expect((await getFromTenant(request, tenant, '/api/v2/language/')).status(), tenant).toBe(200);
  }
});

for (const tenant of tenants) {
  test(`${tenant} boots in every language it has`, async ({ page }) => {
    const { languages } = await tenantContent(page, tenant);
    expect(languages.length).toBeGreaterThan(0);
    for (const { language, bidi } of languages) {
      await page.goto(tenantUrl(tenant, `/?lng=${language}`));
      await expect(page.locator('[data-route="homepage"]'), language).toBeVisible();
      await expect(page.locator('html'), language).toHaveAttribute('lang', language);
      await expect(page.locator('html'), language).toHaveAttribute('dir', bidi ? 'rtl' : 'ltr');
      await expect(page.getByRole('main')).toBeVisible();
    }
  });
}

test('Arabic lays the shell out right to left', async ({ page }) => {
  const tenant = tenants[0] ?? 'northfield';
  const { languages } = await tenantContent(page, tenant);
  test.skip(!languages.some((entry) => entry.language === 'ar'), `${tenant} has no Arabic`);
  await page.goto(tenantUrl(tenant, '/?lng=ar'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'تخطَّ إلى المحتوى الرئيسي' })).toBeAttached();
  const brand = await page.locator('.app-header__brand').boundingBox();
  const nav = await page.locator('.app-header__nav').boundingBox();
  expect(brand && nav && brand.x > nav.x).toBe(true);
});

test('switching language refetches content in the new language', async ({ page }) => {
  const tenant = tenants[0] ?? 'northfield';
  const { languages } = await tenantContent(page, tenant);
  const target = languages.find((entry) => entry.language !== 'en');
  test.skip(!target, `${tenant} has one language only`);
  // ctasTimed keeps the entry CTA (a modal) from covering the header.
  await page.goto(tenantUrl(tenant, '/?lng=en&ctasTimed'));
  await expect(page.locator('[data-route="homepage"]')).toBeVisible();
  const brandRequest = page.waitForRequest(
    (request) => request.url().includes('/api/v2/brand/') && request.headers()['accept-language'] === target?.language,
  );
  await chooseLanguage(page, target?.language ?? 'en');
  await brandRequest;
  await expect(page.locator('html')).toHaveAttribute('lang', target?.language ?? 'en');
});
