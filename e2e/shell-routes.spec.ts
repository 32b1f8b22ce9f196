// Spec section 2: every route shape of the route table resolves to its screen in the real app.
import { tenantContent } from './support/content.ts';
import { DEFAULT_TENANT, expect, isLocalHost, port, tenantUrl } from './support/fixtures.ts';
import { test } from './support/warm-context.ts';

// {site}, {tour}, {scene} and {lang} are filled from the tenant's real content. The first shape of
// each screen is part of `npm run test:quick`'s smoke run (tag @smoke).
const SHAPES: [string, string][] = [
  ['/', 'homepage'],
  ['/{site}', 'homepage'],
  ['/{site}/home', 'homepage'],
  ['/{site}/map', 'map'],
  ['/{site}/map/places', 'map'],
  ['/{site}/scene/{scene}', 'scene-viewer'],
  ['/{site}/scene/{scene}/1', 'scene-viewer'],
  ['/{site}/embed/{scene}', 'embed-scene'],
  ['/{site}/ctas', 'cta-preview'],
  ['/{site}/{tour}', 'tour-viewer'],
  ['/{site}/{tour}/{scene}', 'tour-viewer'],
  ['/{site}/{tour}/{scene}/1', 'tour-viewer'],
  ['/{site}/finished/{tour}', 'finished-tour'],
  ['/{lang}', 'homepage'],
  ['/{lang}/{tour}', 'tour-viewer'],
];

for (const [index, [shape, route]] of SHAPES.entries()) {
  const tag = SHAPES.findIndex(([, other]) => other === route) === index ? ['@smoke'] : [];
  test(
    `${shape} resolves to the ${route} screen without a request leaving the machine`,
    { tag },
    async ({ page, requestedHosts }) => {
      const { tourSlug, sceneSlug, languages } = await tenantContent(page, DEFAULT_TENANT);
      const lang = languages.find((entry) => entry.language !== 'en')?.language ?? 'en';
      const path = shape
        .replace('{site}', DEFAULT_TENANT)
        .replace('{tour}', tourSlug)
        .replace('{scene}', sceneSlug)
        .replace('{lang}', lang);
      await page.goto(tenantUrl(DEFAULT_TENANT, path));
      await expect(page.locator(`[data-route="${route}"]`)).toBeVisible();
      await expect(page.locator('.error-page')).toHaveCount(0);
      expect([...requestedHosts].filter((host) => !isLocalHost(host))).toEqual([]);
    },
  );
}

test('a broken tour slug shows the page-not-found error page with a Home link', async ({ page }) => {
  await page.goto(tenantUrl(DEFAULT_TENANT, `/${DEFAULT_TENANT}/no-such-tour-anywhere?lng=en`));
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();
  const home = page.getByRole('link', { name: 'Home' });
  await expect(home).toHaveAttribute('href', `/${DEFAULT_TENANT}`);
  await home.click();
  await expect(page.locator('[data-route="homepage"]')).toBeVisible();
});

test('an unknown site host with a path shows the site-not-found page, not endless loading', async ({ page }) => {
  await page.goto(`http://nosuch.localhost:${port}/nosuch/any`);
  await expect(page.getByRole('heading', { name: 'Site not found' })).toBeVisible();
});
