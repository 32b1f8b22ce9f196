// Issue 34: the hosted form on a phone and the page a form goes on to. In the CTA modal at 390×844
// and 360×740 the hosted form's Submit is in view without scrolling the frame, the frame inside the
// modal; the post-redirect page (an app page of the same site) shows without the app's header, its
// cookie notice or CTAs of its own; and baselines of the hosted form at 390×844 and 1440×900
// (`npx playwright test e2e/ctas/hosted-form-layout.spec.ts --update-snapshots`, after looking).
import type { Page } from '@playwright/test';
import { expect, tenantUrl, tenants } from '../support/fixtures.ts';
import { test } from '../support/warm-context.ts';
import { ctaNamed } from './cta-support.ts';

const BROCHURE: Record<string, { name: string; language: string }> = {
  northfield: { name: 'Brochure', language: 'en' },
  harbour: { name: 'Visitor guide', language: 'ar' },
};
const QUESTION: Record<string, string> = { northfield: 'Ask a question', harbour: 'Ask a curator' };
const shown = tenants.filter((tenant) => tenant in BROCHURE);

async function openCta(page: Page, tenant: string, name: string, language: string): Promise<void> {
  // The CTA's own page in the chosen language; the cookie notice already answered.
  await page.addInitScript((cookieName) => {
    document.cookie = `${cookieName}=dismissed; path=/`;
  }, `${tenant}_cookies`);
  const cta = await ctaNamed(page, tenant, name);
  await page.goto(tenantUrl(tenant, `/${tenant}/ctas/${String(cta.id)}?lng=${language}`));
  await expect(page.locator('.modal__dialog')).toBeVisible();
}

for (const tenant of shown) {
  const brochure = BROCHURE[tenant] ?? { name: '', language: 'en' };
  for (const size of [
    { width: 390, height: 844 },
    { width: 360, height: 740 },
  ]) {
    test(`${tenant} at ${String(size.width)}×${String(size.height)}: the hosted form's Submit is in view without scrolling its frame`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await openCta(page, tenant, brochure.name, brochure.language);
      const frameElement = page.locator('iframe.cta-iframe');
      await expect(frameElement).toBeVisible();
      const submit = page.frameLocator('iframe.cta-iframe').locator('button[type=submit]');
      await expect(submit).toBeVisible();
      const frameBox = await frameElement.boundingBox();
      const submitBox = await submit.boundingBox();
      const dialogBox = await page.locator('.modal__dialog').boundingBox();
      expect(frameBox && submitBox && dialogBox).toBeTruthy();
      if (!frameBox || !submitBox || !dialogBox) return;
      // Submit inside the frame's visible box, the frame inside the dialog, the dialog on screen.
      expect(submitBox.y + submitBox.height).toBeLessThanOrEqual(frameBox.y + frameBox.height + 0.5);
      expect(frameBox.y + frameBox.height).toBeLessThanOrEqual(dialogBox.y + dialogBox.height + 0.5);
      expect(dialogBox.y + dialogBox.height).toBeLessThanOrEqual(size.height + 0.5);
      const scrolled = await page
        .frameLocator('iframe.cta-iframe')
        .locator('html')
        .evaluate((root) => root.scrollTop);
      expect(scrolled).toBe(0);
    });
  }

  test(`${tenant}: the page a form goes on to shows without the app's header, cookie notice or CTAs`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openCta(page, tenant, QUESTION[tenant] ?? '', 'en');
    const dialog = page.locator('.modal__dialog');
    await dialog.getByRole('textbox', { name: /Email/ }).fill('ada@example.org');
    await dialog.getByRole('textbox', { name: /message/i }).fill('Is the library open on Sundays?');
    await dialog.getByRole('button', { name: /Submit|Send/ }).click();
    const next = page.frameLocator('iframe.cta-form__redirect');
    await expect(next.locator('#main-content')).toBeVisible({ timeout: 20_000 });
    await expect(next.locator('.app-header')).toHaveCount(0);
    await expect(next.locator('.cookie-notice')).toHaveCount(0);
    await expect(next.locator('.modal__dialog')).toHaveCount(0);
  });

  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`${tenant} hosted form baseline at ${String(size.width)}×${String(size.height)}`, async ({ page }) => {
      await page.setViewportSize(size);
      await openCta(page, tenant, brochure.name, brochure.language);
      const submit = page.frameLocator('iframe.cta-iframe').locator('button[type=submit]');
      await expect(submit).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(`${tenant}-hosted-form-${String(size.width)}.png`, {
        animations: 'disabled',
        caret: 'hide',
        maxDiffPixelRatio: 0.01,
      });
    });
  }
}
