import path from 'node:path';
// Issue 12: visual baselines of the immersive viewer — the tour viewer in both demo tenants at
// 1440×900, 1024×768 and 390×844, right to left in Arabic, the scene grid docked and full in light
// and dark, the menu, a CTA, the finished panel and a gallery scene. The panorama canvas is hidden
// (software WebGL does not draw the same pixels twice); everything over it is compared with a
// small threshold. Update deliberately, after looking: `npx playwright test e2e/viewer/immersive-screens.spec.ts --update-snapshots`.
import type { Page } from '@playwright/test';
import { expect, tenantUrl, tenants, test } from '../support/fixtures.ts';
import { patchBrand, withoutCtas } from './viewer-support.ts';

const TOURS: Record<string, string> = { northfield: 'campus-highlights', harbour: 'museum-highlights' };
const shown = tenants.filter((tenant) => tenant in TOURS);

/** A returning visitor: tutorials seen, cookie notice dismissed, so the screen shows the viewer itself. */
async function returningVisitor(page: Page, tenant: string): Promise<void> {
  await page.addInitScript((cookieName) => {
    localStorage.setItem(
      'meridian.viewer.tutorials',
      JSON.stringify({ state: { seen: { panorama: true, tourMenu: true, mobileGuideCard: true } }, version: 1 }),
    );
    document.cookie = `${cookieName}=dismissed; path=/`;
  }, `${tenant}_cookies`);
}

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

for (const tenant of shown) {
  const tour = TOURS[tenant] ?? '';
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 1024, height: 768 },
    { width: 390, height: 844 },
  ]) {
    test(`${tenant} tour viewer at ${viewport.width}×${viewport.height}`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await withoutCtas(page);
      await returningVisitor(page, tenant);
      await openViewer(page, tenant, `/${tenant}/${tour}`);
      await expect(page.locator('.panorama-view[data-engine-ready="true"]')).toBeVisible({ timeout: 30_000 });
      await snap(page, `${tenant}-tour-${viewport.width}`);
    });
  }

  // Only a tenant that offers Arabic shows itself in Arabic (harbour in the demo).
  if (tenant === 'harbour')
    test(`${tenant} tour viewer in Arabic, right to left`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 390, height: 844 });
      await withoutCtas(page);
      await returningVisitor(page, tenant);
      await openViewer(page, tenant, `/${tenant}/${tour}?lng=ar`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await snap(page, `${tenant}-tour-ar-390`);
    });

  test(`${tenant} full scene grid (${tenant === 'harbour' ? 'dark' : 'light'})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await withoutCtas(page);
    await returningVisitor(page, tenant);
    await openViewer(page, tenant, `/${tenant}/${tour}`);
    await page.getByRole('button', { name: 'Scenes' }).click();
    await expect(page.getByRole('dialog', { name: 'Scenes' })).toBeVisible();
    await snap(page, `${tenant}-scene-grid-1440`);
  });

  test(`${tenant} menu`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(tenant === 'harbour' ? { width: 390, height: 844 } : { width: 1440, height: 900 });
    await withoutCtas(page);
    await returningVisitor(page, tenant);
    await openViewer(page, tenant, `/${tenant}/${tour}`);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await snap(page, `${tenant}-menu`);
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

test('a gallery scene in the tour', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await withoutCtas(page);
  await returningVisitor(page, 'northfield');
  await openViewer(page, 'northfield', '/northfield/campus-highlights/campus-art');
  await expect(page.locator('.image-gallery__figure img')).toBeVisible({ timeout: 20_000 });
  await snap(page, 'northfield-gallery-1440');
});

test('a button CTA opened from the guide card', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await returningVisitor(page, 'northfield');
  // Only the button CTAs: the entry and timed ones are the queue's business (immersive.spec.ts).
  await patchBrand(page, (brand) => {
    const buttons = (brand.brand_ctas as { timing: number | null }[]).filter((cta) => cta.timing === null);
    Object.assign(brand, { on_entry_ctas: [], call_to_action: [], brand_ctas: buttons });
  });
  await openViewer(page, 'northfield', '/northfield/campus-highlights');
  const area = page.locator('.guide-card .cta-buttons button').first();
  await area.click();
  await expect(page.locator('.modal__dialog')).toBeVisible();
  await snap(page, 'northfield-cta-1440');
});

test('the finished panel', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await withoutCtas(page);
  await returningVisitor(page, 'northfield');
  // Opening the last scene completes the tour (the demo tour's progression is not free): the
  // panel shows on its own once the splash is started, never beside it.
  await openViewer(page, 'northfield', '/northfield/campus-highlights/art-gallery');
  const panel = page.getByRole('dialog', { name: /You finished/ });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  // Focus lands on its first control once it is in: the screenshot waits for that state.
  await expect(panel.getByRole('button', { name: 'Close' })).toBeFocused();
  await snap(page, 'northfield-finished-1440');
});
