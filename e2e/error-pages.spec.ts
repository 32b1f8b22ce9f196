// Visual baselines of every error page (issue 34: the scene error state was white text on white):
// an unknown tour, an unknown scene on its own and in a tour, an unknown site name, in both tenants
// at 1440×900 and 390×844; Harbour's dark theme too. Their contrast is proven by axe in
// shell-accessibility.spec.ts; these guard how they look.
import { tenantContent } from './support/content.ts';
import { expect, tenants, tenantUrl } from './support/fixtures.ts';
import { test } from './support/warm-context.ts';

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

for (const site of tenants) {
  for (const viewport of VIEWPORTS) {
    test(`${site}: every error page looks right at ${viewport.width}×${viewport.height}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // The cookie notice is dismissed once, as a visitor would; it is not part of the page.
      await page.context().addCookies([{ name: `${site}_cookies`, value: 'dismissed', url: tenantUrl(site) }]);
      const { tourSlug } = await tenantContent(page, site);
      const pages = {
        'no-tour': `/${site}/no-such-tour`,
        'no-scene': `/${site}/scene/no-such-scene`,
        'no-scene-in-tour': `/${site}/${tourSlug}/no-such-scene`,
        'no-site': '/no-such-site',
      };
      for (const [name, pathname] of Object.entries(pages)) {
        for (const theme of site === 'harbour' ? ['light', 'dark'] : ['light']) {
          await page.goto(tenantUrl(site, `${pathname}?lng=en&ctasTimed=1${theme === 'dark' ? '&mode=dark' : ''}`));
          const alert = page.getByRole('main').getByRole('alert');
          await expect(alert.getByRole('heading', { level: 1 })).toBeVisible();
          await page.evaluate(() => document.fonts.ready);
          await expect(page).toHaveScreenshot(`${site}-${name}-${theme}-${viewport.width}.png`, {
            animations: 'disabled',
            maxDiffPixelRatio: 0.01,
          });
        }
      }
    });
  }
}
