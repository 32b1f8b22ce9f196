import path from 'node:path';
// Issue 12: visual baselines of the immersive viewer at 1440×900, 1024×768 and 390×844 in both demo
// tenants — the tour viewer, a gallery scene, the menu, the full scene grid (Northfield light,
// Harbour dark), a button CTA and the finished panel — the docked strip light (Northfield's tour)
// and dark, the splash, and Harbour in Arabic (right to left: every view but the docked strip and splash). Each view is
// opened once; the three sizes follow by resizing the page and waiting for the layout that size
// gets. The panorama canvas is hidden (software WebGL does not draw the same pixels twice);
// everything over it is compared with a small threshold. Update deliberately, after looking:
// `npx playwright test e2e/viewer/immersive-screens.spec.ts --update-snapshots`.
import type { Locator, Page } from '@playwright/test';
import { expect, tenantUrl, tenants } from '../support/fixtures.ts';
import { test } from '../support/warm-context.ts';
import { onlyButtonCtas, patchBrand, returningVisitor, withoutCtas } from './viewer-support.ts';

const TOURS: Record<string, string> = { northfield: 'campus-highlights', harbour: 'museum-highlights' };
/** A gallery scene in each demo tour, and its last scene (opening it completes the tour). */
const GALLERY: Record<string, string> = { northfield: '/campus-art', harbour: '/maritime-paintings' };
const LAST: Record<string, string> = { northfield: '/art-gallery', harbour: '/harbour-front' };
const shown = tenants.filter((tenant) => tenant in TOURS);
const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
];

/** Opens a viewer path; the splash (harbour's brand asks for one) is started unless kept. */
async function openViewer(page: Page, tenant: string, path: string, keepSplash = false): Promise<void> {
  await page.goto(tenantUrl(tenant, path));
  await expect(page.locator('.immersive')).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
  // By its place, not its name: the Arabic screen names it in Arabic.
  const start = page.locator('.tour-splash button');
  if (!keepSplash && (await start.isVisible())) {
    await start.click();
    await expect(start).toHaveCount(0);
  }
}

async function snap(page: Page, name: string): Promise<void> {
  await expect(page).toHaveScreenshot(`${name}.png`, {
    // Hidden rather than masked (see the stylesheet).
    stylePath: path.join(import.meta.dirname, 'hide-panorama.css'),
    animations: 'disabled',
    caret: 'hide',
    maxDiffPixelRatio: 0.01,
    timeout: 20_000,
  });
}

/**
 * Shoots the view already on screen at each size: resized, then once the viewer has the layout of
 * that size (desktop from 1200 px) and `ready` (the view's own state) is visible again.
 */
async function snapSizes(page: Page, name: string, ready: () => Locator, sizes = SIZES): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await expect(page.locator('.immersive')).toHaveAttribute('data-layout', size.width >= 1200 ? 'desktop' : 'mobile');
    await expect(ready()).toBeVisible();
    await snap(page, `${name}-${size.width}`);
  }
}

async function openTour(page: Page, tenant: string, scene = '', query = ''): Promise<void> {
  await page.setViewportSize(SIZES[0] ?? { width: 1440, height: 900 });
  await returningVisitor(page, tenant);
  await openViewer(page, tenant, `/${tenant}/${TOURS[tenant] ?? ''}${scene}${query}`);
}

for (const tenant of shown) {
  test(`${tenant} tour viewer and its full scene grid (${tenant === 'harbour' ? 'dark' : 'light'}) at three sizes`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await withoutCtas(page);
    await openTour(page, tenant);
    await expect(page.locator('.panorama-view[data-engine-ready="true"]')).toBeVisible({ timeout: 30_000 });
    await snapSizes(page, `${tenant}-tour`, () => page.locator('.guide-card'));
    await page.setViewportSize(SIZES[0] ?? { width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Scenes' }).click();
    await snapSizes(page, `${tenant}-scene-grid`, () => page.getByRole('dialog', { name: 'Scenes' }));
  });

  test(`${tenant} menu and a button CTA at three sizes`, async ({ page }) => {
    test.setTimeout(150_000);
    await onlyButtonCtas(page);
    await openTour(page, tenant);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await snapSizes(page, `${tenant}-menu`, () => menu);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await page.setViewportSize(SIZES[0] ?? { width: 1440, height: 900 });
    await page.locator('.guide-card .cta-buttons button').first().click();
    await snapSizes(page, `${tenant}-cta`, () => page.locator('.modal__dialog'));
  });

  test(`${tenant} gallery scene and finished panel at three sizes`, async ({ page }) => {
    test.setTimeout(150_000);
    await withoutCtas(page);
    await openTour(page, tenant, GALLERY[tenant]);
    await snapSizes(page, `${tenant}-gallery`, () => page.locator('.image-gallery__figure img'));
    // Opening the last scene completes the tour (the demo tours' progression is not free): the
    // panel shows on its own once the splash is started, never beside it.
    await openTour(page, tenant, LAST[tenant]);
    const panel = page.getByRole('dialog', { name: /You finished/ });
    await expect(panel).toBeVisible({ timeout: 20_000 });
    // Focus lands on its first control once it is in: the screenshot waits for that state.
    await expect(panel.getByRole('button', { name: 'Close' })).toBeFocused();
    await snapSizes(page, `${tenant}-finished`, () => panel);
  });
}

// Only a tenant that offers Arabic shows itself in Arabic (harbour in the demo).
if (shown.includes('harbour')) {
  test('harbour in Arabic, right to left: tour, menu and scene grid at three sizes', async ({ page }) => {
    test.setTimeout(180_000);
    await withoutCtas(page);
    await openTour(page, 'harbour', '', '?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await snapSizes(page, 'harbour-tour-ar', () => page.locator('.guide-card'));
    // By their place, not their names (Arabic): the first two tools are the menu and the scenes.
    const tools = page.locator('.viewer-toolbar > button');
    await page.setViewportSize(SIZES[0] ?? { width: 1440, height: 900 });
    await tools.nth(0).click();
    const dialog = page.getByRole('dialog');
    await snapSizes(page, 'harbour-menu-ar', () => dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await tools.nth(1).click();
    await snapSizes(page, 'harbour-scene-grid-ar', () => dialog);
  });

  test('harbour in Arabic, right to left: gallery scene and finished panel at three sizes', async ({ page }) => {
    test.setTimeout(180_000);
    await withoutCtas(page);
    await openTour(page, 'harbour', GALLERY.harbour ?? '', '?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await snapSizes(page, 'harbour-gallery-ar', () => page.locator('.image-gallery__figure img'));
    await openTour(page, 'harbour', LAST.harbour ?? '', '?lng=ar');
    // By its place, not its name (Arabic): the finished panel, its close button focused once it is in.
    const panel = page.locator('.finished-tour');
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await expect(panel.getByRole('button').first()).toBeFocused();
    await snapSizes(page, 'harbour-finished-ar', () => panel);
  });

  test('harbour in Arabic, right to left: a button CTA at three sizes', async ({ page }) => {
    test.setTimeout(120_000);
    await onlyButtonCtas(page);
    await openTour(page, 'harbour', '', '?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.locator('.guide-card .cta-buttons button').first().click();
    await snapSizes(page, 'harbour-cta-ar', () => page.locator('.modal__dialog'));
  });
}

test('the splash before the first scene', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await withoutCtas(page);
  await returningVisitor(page, 'harbour');
  await openViewer(page, 'harbour', '/harbour/museum-highlights', true);
  await expect(page.getByRole('button', { name: 'Start the tour', exact: true })).toBeVisible();
  await snap(page, 'harbour-splash-1440');
});

// The docked strip is a desktop overlay (below 1200 px the scenes are in the bottom sheet and the
// grid): light in Northfield's tour viewer above, dark here.
test('docked scene strip in the dark theme', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await patchBrand(page, (brand) =>
    Object.assign(brand, {
      gallery_theme: 'dark',
      gallery_size: 'docked',
      brand_ctas: [],
      on_entry_ctas: [],
      call_to_action: [],
    }),
  );
  await returningVisitor(page, 'northfield');
  await openViewer(page, 'northfield', '/northfield/campus-highlights');
  await expect(page.locator('.scene-gallery--docked')).toBeVisible();
  await snap(page, 'northfield-docked-dark-1440');
});
