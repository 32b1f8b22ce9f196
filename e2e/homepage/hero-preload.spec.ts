// Issue 13, Lighthouse: the homepage's largest paint is its hero image. The server names it in the
// HTML (<link rel="preload" as="image" fetchpriority="high">, modules/link-previews), so the browser
// fetches it with the page instead of after the app's code and content calls; the <img> the app
// renders later must ask for exactly that URL, or the image would be downloaded twice.
import type { Page } from '@playwright/test';
import { expect, tenants, tenantUrl, test } from '../support/fixtures.ts';

async function expectHeroPreloadedOnce(page: Page, url: string) {
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(request.url());
  });
  await page.goto(url);
  const hero = page.locator('.home-hero__media > img');
  await expect(hero).toBeVisible();
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  const src = await hero.evaluate((image: HTMLImageElement) => image.currentSrc);
  const preloads = await page
    .locator('head link[rel="preload"][as="image"]')
    .evaluateAll((links: HTMLLinkElement[]) => links.map((link) => [link.href, link.getAttribute('fetchpriority')]));
  expect(preloads, 'the HTML preloads the hero image, at high priority').toEqual([[src, 'high']]);
  expect(await hero.getAttribute('fetchpriority')).toBe('high');
  expect(await hero.getAttribute('loading')).not.toBe('lazy');
  await page.waitForLoadState('networkidle');
  expect(
    images.filter((image) => image === src),
    'hero image requests',
  ).toHaveLength(1);
}

for (const site of tenants) {
  test(`${site}: the homepage's hero image starts with the HTML and is downloaded once`, async ({ page }) => {
    await expectHeroPreloadedOnce(page, tenantUrl(site, `/${site}?ctasTimed`));
  });

  test(`${site}: a group level's hero image starts with the HTML and is downloaded once`, async ({ page, browser }) => {
    await page.goto(tenantUrl(site, `/${site}?ctasTimed`));
    const group = page.locator('#home-groups-heading + ul').getByRole('link').first();
    const href = await group.getAttribute('href');
    if (!href) throw new Error('no group link on the homepage');
    // A fresh browser context: nothing of the first visit in its caches.
    const context = await browser.newContext();
    try {
      await expectHeroPreloadedOnce(await context.newPage(), tenantUrl(site, `${href}?ctasTimed`));
    } finally {
      await context.close();
    }
  });
}
