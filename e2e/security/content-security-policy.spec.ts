// The pages' Content Security Policy holds without a single violation on the way in: nothing of the
// app's own asks for what the policy refuses (an eval, an outside script, an inline handler). A
// violation is a console error for the tenant's developers and a report for the operator, so a
// refused attempt the app survives is still a failure here.
import type { Locator, Page } from '@playwright/test';
import { DEFAULT_TENANT, expect, tenants, tenantUrl, test } from '../support/fixtures.ts';
import { tenantContent } from '../support/content.ts';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Records every violation the page's documents report, from before their first script runs. */
async function recordViolations(page: Page): Promise<string[]> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return consoleErrors;
}

/** `ready`: the state that shows the page has started (its app, its viewer, its banner). */
async function expectNoViolations(page: Page, consoleErrors: string[], ready: Locator): Promise<void> {
  await expect(ready).toBeAttached();
  expect(await page.evaluate(() => window.cspViolations ?? ['the recorder did not run'])).toEqual([]);
  expect(consoleErrors).toEqual([]);
}

for (const tenant of tenants) {
  test(`${tenant}'s homepage starts without a Content Security Policy violation`, async ({ page }) => {
    const consoleErrors = await recordViolations(page);
    await page.goto(tenantUrl(tenant, `/${tenant}?lng=en&ctasTimed`));
    await expectNoViolations(page, consoleErrors, page.locator('html[data-app-ready="true"]'));
  });
}

test('a scene page starts its viewer without a Content Security Policy violation', async ({ page }) => {
  const consoleErrors = await recordViolations(page);
  await page.goto(tenantUrl(DEFAULT_TENANT, `/${DEFAULT_TENANT}/scene/main-quad?lng=en&ctasTimed`));
  await expectNoViolations(page, consoleErrors, page.locator('.panorama-view .panorama-view__adopted canvas'));
});

test('the banner starts without a Content Security Policy violation', async ({ page }) => {
  const consoleErrors = await recordViolations(page);
  const { tourSlug } = await tenantContent(page, DEFAULT_TENANT);
  await page.goto(tenantUrl(DEFAULT_TENANT, `/${DEFAULT_TENANT}/${tourSlug}?banner=true&lng=en`));
  await expectNoViolations(page, consoleErrors, page.getByRole('link', { name: /Take a virtual tour/ }));
});
