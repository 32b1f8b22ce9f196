// A screen's code is its own chunk, loaded when its address is first visited (app/app-router.tsx,
// docs/web-app.md "Routing without the data router"): the screen on view stays until the next one
// can render, and code that cannot load shows the error page, never a blank screen.
import type { Page, Route } from '@playwright/test';
import { DEFAULT_TENANT, expect, test, tenantUrl } from './support/fixtures.ts';

const MAP_CHUNK = /\/assets\/map-route-[\w-]+\.js$/;

/** Goes to a path inside the app, as its links and the browser's back button do. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('the homepage stays on screen until the map screen’s code is in, then focus moves to the map’s heading', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<Route>((resolve) => {
    void page.route(MAP_CHUNK, (route) => {
      resolve(route);
      return new Promise<void>((done) => {
        release = () => void route.continue().then(done);
      });
    });
  });
  // ctasTimed: no entry CTA's modal takes the focus on the way.
  await page.goto(tenantUrl(DEFAULT_TENANT, `/${DEFAULT_TENANT}?lng=en&ctasTimed`));
  await expect(page.locator('[data-route="homepage"]')).toBeVisible();
  await navigateInApp(page, `/${DEFAULT_TENANT}/map`);
  await held;
  // The map's code is on its way: the homepage is still there, with no loader in its place.
  await expect(page.locator('[data-route="homepage"]')).toBeVisible();
  await expect(page.locator('.app-main .loader')).toHaveCount(0);
  release();
  const heading = page.getByRole('heading', { level: 1, name: 'Campus map' });
  await expect(page.locator('[data-route="map"]')).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.locator('[data-route="homepage"]')).toHaveCount(0);
});

test('a screen whose code cannot load shows the error page, and going back shows the page before', async ({ page }) => {
  await page.route(MAP_CHUNK, (route) => route.abort());
  await page.goto(tenantUrl(DEFAULT_TENANT, `/${DEFAULT_TENANT}?lng=en`));
  await expect(page.locator('[data-route="homepage"]')).toBeVisible();
  await navigateInApp(page, `/${DEFAULT_TENANT}/map`);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await page.goBack();
  await expect(page.locator('[data-route="homepage"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});
