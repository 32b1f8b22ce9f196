// The entry notice's paragraph is CMS HTML (spec section 4: a notice's paragraph block is HTML). The
// browser's own sanitiser shows it where there is one, and DOMPurify's code is then never asked for;
// elsewhere DOMPurify loads beside the modal's code and the paragraph is there as the notice opens.
import { DEFAULT_TENANT, expect, tenantUrl } from '../support/fixtures.ts';
import { test } from '../support/warm-context.ts';

for (const withBuiltIn of [true, false]) {
  test(`the welcome notice shows its paragraph's emphasis, ${
    withBuiltIn ? 'without loading DOMPurify where the browser sanitises' : 'with DOMPurify where it does not'
  }`, async ({ page }) => {
    if (!withBuiltIn) await page.addInitScript(() => Reflect.deleteProperty(Element.prototype, 'setHTML'));
    const dompurify: string[] = [];
    page.on('request', (request) => {
      if (/\/dompurify-sanitiser-[\w-]+\.js$/.test(request.url())) dompurify.push(request.url());
    });
    await page.goto(tenantUrl(DEFAULT_TENANT, `/${DEFAULT_TENANT}?lng=en`));
    const dialog = page.getByRole('dialog', { name: 'Welcome to Northfield!' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.cta-notice__paragraph strong')).toHaveText('360°');
    await expect(dialog.locator('.cta-notice__paragraph')).toContainText('Explore our campus in 360°');
    expect(dompurify).toHaveLength(withBuiltIn ? 0 : 1);
  });
}
