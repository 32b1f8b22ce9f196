// DESIGN non-negotiable (WCAG 2.2 AA): axe finds no serious or critical violation in any CTA modal
// of either demo tenant, in each tenant's languages (Arabic, right to left, included).
import AxeBuilder from '@axe-core/playwright';
import { expect, tenants, tenantUrl } from '../support/fixtures.ts';
import { test } from '../support/warm-context.ts';
import { allCtas } from './cta-support.ts';
import { seriousViolations } from '../support/axe.ts';

const CASES: [string, string][] = [
  ['northfield', 'en'],
  ['northfield', 'fr-ca'],
  ['harbour', 'en'],
  ['harbour', 'ar'],
];

for (const [tenant, language] of CASES) {
  test(`axe finds no serious or critical violation in the CTA modals of ${tenant} (${language})`, async ({ page }) => {
    test.skip(!tenants.includes(tenant), `${tenant} is not imported`);
    test.setTimeout(180_000);
    const ctas = (await allCtas(page, tenant, language)).filter((cta) => cta.action !== 'external_link');
    expect(ctas.length).toBeGreaterThan(0);
    // One page load per language: each CTA is opened from the preview list, as a tenant checking
    // their work would, and closed again before the next (a cold load per CTA doubled the test).
    await page.goto(tenantUrl(tenant, `/${tenant}/ctas?lng=${language}`));
    for (const cta of ctas) {
      await page.locator(`a[href="/${tenant}/ctas/${cta.id}"]`).click();
      const dialog = page.getByRole('dialog');
      // Generous: the first answers of a freshly started server on a shared machine can be slow.
      await expect(dialog).toBeVisible({ timeout: 30_000 });
      if (language === 'ar') await expect(page.locator('.modal')).toHaveAttribute('dir', 'rtl');
      const results = await new AxeBuilder({ page })
        .include('.modal-root')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
        .analyze();
      expect(seriousViolations(results, `${cta.name}: `)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await page.locator(`a[href="/${tenant}/ctas"]`).click();
    }
  });
}
