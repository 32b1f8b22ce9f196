// Spec section 4 (entry CTA), 9 (cookie lifetimes) and 1 (embed mode), against the real server
// with the demo tenants.
import { DEFAULT_TENANT, expect, tenantUrl } from '../support/fixtures.ts';
import { test } from '../support/warm-context.ts';
import { ctaNamed, daysLeft, entryCtaDecision, viewedCookie } from './cta-support.ts';
import { startParentSite } from '../banner/parent-site.ts';

test('the entry notice shows after load, and once dismissed is not shown again (30-day cookie on /)', async ({
  page,
  context,
}) => {
  const welcome = await ctaNamed(page, DEFAULT_TENANT, 'Welcome notice');
  await page.goto(tenantUrl(DEFAULT_TENANT, `/${DEFAULT_TENANT}?lng=en`));
  const dialog = page.getByRole('dialog', { name: 'Welcome to Northfield!' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  const cookie = await viewedCookie(context, welcome.id);
  expect(cookie?.value).toBe('viewed');
  expect(cookie?.path).toBe('/');
  expect(daysLeft(cookie?.expires ?? 0)).toBeGreaterThan(29.9);
  expect(daysLeft(cookie?.expires ?? 0)).toBeLessThan(30.1);

  await page.reload();
  // The next on-entry CTA (the gated form) shows instead; the welcome notice does not come back.
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome to Northfield!' })).toHaveCount(0);
});

test('a gated entry form cannot be closed: no close or skip button, Escape and the overlay do nothing', async ({
  page,
  context,
}) => {
  const welcome = await ctaNamed(page, DEFAULT_TENANT, 'Welcome notice');
  await context.addCookies([{ name: `on_entry_ctas_${welcome.id}`, value: 'viewed', domain: 'localhost', path: '/' }]);
  await page.goto(tenantUrl(DEFAULT_TENANT, `/${DEFAULT_TENANT}?lng=en`));
  const dialog = page.getByRole('dialog', { name: 'Before you start' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  // Both were handled before the next frames are drawn (a close would have set data-state="closing",
  // or removed the modal at once under reduced motion): the modal is still open after them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(dialog).toBeVisible();
  expect(
    await page.locator('.modal').evaluateAll((modals) => modals.map((modal) => modal.getAttribute('data-state'))),
  ).toEqual(['open']);
});

test('skipForms=true suppresses the gated entry form; ctasTimed suppresses the entry CTA', async ({
  page,
  context,
}) => {
  const welcome = await ctaNamed(page, DEFAULT_TENANT, 'Welcome notice');
  await context.addCookies([{ name: `on_entry_ctas_${welcome.id}`, value: 'viewed', domain: 'localhost', path: '/' }]);
  await page.goto(tenantUrl(DEFAULT_TENANT, `/${DEFAULT_TENANT}?lng=en&skipForms=true`));
  expect(await entryCtaDecision(page)).toBeNull();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.clearCookies();
  await page.goto(tenantUrl(DEFAULT_TENANT, `/${DEFAULT_TENANT}?lng=en&ctasTimed`));
  expect(await entryCtaDecision(page)).toBeNull();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('embedded in another page (inside an iframe), no entry CTA shows', async ({ page }) => {
  // The embedding page is another site's (127.0.0.1 against localhost), as a partner site frames a
  // tour; a page of the site itself framing it is a form's next page (lib/framed-by-self.ts).
  const parent = await startParentSite();
  try {
    await page.goto(parent.framing(tenantUrl(DEFAULT_TENANT, `/${DEFAULT_TENANT}?lng=en`), 1000, 700));
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('main')).toBeVisible();
    const appFrame = await (await page.locator('iframe').elementHandle()).contentFrame();
    if (!appFrame) throw new Error('the embedded app has no frame');
    expect(await entryCtaDecision(appFrame)).toBeNull();
    await expect(frame.getByRole('dialog')).toHaveCount(0);
  } finally {
    await parent.close();
  }
});
