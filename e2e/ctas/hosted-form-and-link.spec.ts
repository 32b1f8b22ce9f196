// Spec section 2 (iframe CTA modal, external link CTA) end to end. The hosted form's `success`
// message is accepted only from its own frame (window and origin): docs/ctas.md.
import { DEFAULT_TENANT, expect, tenantUrl, test } from '../support/fixtures.ts';
import { ctaNamed, formReference, storedSubmissions } from './cta-support.ts';

test("the hosted form's success message from its frame reveals the button; the same message from another window is ignored", async ({
  page,
}) => {
  const brochure = await ctaNamed(page, DEFAULT_TENANT, 'Brochure');
  await page.goto(tenantUrl(DEFAULT_TENANT, `/${DEFAULT_TENANT}/ctas/${brochure.id}?lng=en`));
  const dialog = page.getByRole('dialog', { name: 'Get the printed brochure' });
  await expect(dialog).toBeVisible();
  const footerButton = dialog.locator('.modal__footer').getByRole('button');

  // The page's own `success` message must not reveal the button. Whether it did is read two animation
  // frames after the message arrived (a state: any render it caused is on screen by then), so the
  // check does not depend on how fast the machine is.
  const afterPageMessage = await page.evaluate(
    () =>
      new Promise<'button shown' | 'no button'>((resolve) => {
        const onMessage = (event: MessageEvent) => {
          if (event.data !== 'success' || event.source !== window) return;
          window.removeEventListener('message', onMessage);
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve(document.querySelector('.modal__footer button') ? 'button shown' : 'no button'),
            ),
          );
        };
        window.addEventListener('message', onMessage);
        window.postMessage('success', '*');
      }),
  );
  expect(afterPageMessage).toBe('no button');

  const frame = page.frameLocator('iframe.cta-iframe');
  await frame.getByRole('textbox', { name: /Full name/ }).fill('Mary Somerville');
  await frame.getByRole('textbox', { name: /Email/ }).fill('mary@example.org');
  await frame.getByRole('button', { name: /Submit|Send/ }).click();
  // Offered after five scenes (timing 5, not below 1): labelled Start, with an arrow.
  await expect(footerButton).toHaveText('Start →');
  expect(storedSubmissions(formReference(brochure))[0]?.data.full_name).toBe('Mary Somerville');
  await footerButton.click();
  await expect(dialog).toBeHidden();
});

test('an external link CTA opens its link in a new tab', async ({ page, context }) => {
  const apply = await ctaNamed(page, DEFAULT_TENANT, 'Apply online');
  // The tenant's site is outside this machine: answer it here instead of letting a request leave.
  await context.route('https://northfield.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Apply</title>' }),
  );
  await page.goto(tenantUrl(DEFAULT_TENANT, `/${DEFAULT_TENANT}/ctas/${apply.id}?lng=en`));
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Show this call to action' }).click();
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).href).toContain('https://northfield.example/apply');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
