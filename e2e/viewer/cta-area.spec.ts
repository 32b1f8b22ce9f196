// Issue 12: button CTAs (timing null) are reachable by visitors — a call-to-action area in the
// universal menu and in the guide card, in both demo tenants. Pressing one closes the menu and
// opens that CTA (its form), one modal at a time.
import { expect, tenantUrl, tenants } from '../support/fixtures.ts';
import { test } from '../support/warm-context.ts';
import { onlyButtonCtas, returningVisitor, startTour } from './viewer-support.ts';

// The demo content's button CTAs (content/demo/*/ctas.yaml): a form and an external link each;
// the end-of-tour notice is not a button.
const DEMO = new Map([
  ['northfield', { tour: 'campus-highlights', form: 'Ask our students a question', link: 'Apply online' }],
  ['harbour', { tour: 'museum-highlights', form: 'Ask our curators a question', link: 'Buy tickets online' }],
]);

for (const tenant of tenants) {
  const demo = DEMO.get(tenant);
  if (!demo) continue;

  test(`${tenant}: the menu's call-to-action area offers the button CTAs, and one opens from it`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await onlyButtonCtas(page);
    await returningVisitor(page, tenant);
    await page.goto(tenantUrl(tenant, `/${tenant}/${demo.tour}`));
    await startTour(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const area = menu.getByRole('group', { name: 'Take the next step' });
    await expect(area.getByRole('button')).toHaveCount(2);
    await expect(area.getByRole('button', { name: demo.link })).toBeVisible();
    await area.getByRole('button', { name: demo.form }).click();
    await expect(menu).toHaveCount(0);
    const cta = page.getByRole('dialog', { name: demo.form });
    await expect(cta).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test(`${tenant}: on a phone the guide sheet's call-to-action area opens a button CTA`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await onlyButtonCtas(page);
    await returningVisitor(page, tenant);
    await page.goto(tenantUrl(tenant, `/${tenant}/${demo.tour}`));
    await startTour(page);
    const area = page.locator('.guide-card').getByRole('group', { name: 'Take the next step' });
    await expect(area.getByRole('button')).toHaveCount(2);
    await area.getByRole('button', { name: demo.form }).click();
    await expect(page.getByRole('dialog', { name: demo.form })).toBeVisible();
  });
}
