// Issue 14, embedding on another site: a form CTA submitted from a viewer framed by a page of
// another site is stored (CSRF works in third-party frames), and an oEmbed answer, pasted as it is
// into a page of another site, shows a working banner card.
import { ctaNamed, formReference, storedSubmissions } from '../ctas/cta-support.ts';
import { tenantContent } from '../support/content.ts';
import { DEFAULT_TENANT, expect, getFromTenant, tenantUrl, test } from '../support/fixtures.ts';
import { startParentSite, type ParentSite } from './parent-site.ts';

let parent: ParentSite;
test.beforeAll(async () => {
  parent = await startParentSite();
});
test.afterAll(async () => {
  await parent.close();
});

test('a form CTA submitted from the viewer framed by another site is stored', async ({ page }) => {
  const profile = await ctaNamed(page, DEFAULT_TENANT, 'Tell us about you');
  await page.setViewportSize({ width: 1100, height: 860 });
  await page.goto(parent.framing(tenantUrl(DEFAULT_TENANT, `/${DEFAULT_TENANT}/ctas/${profile.id}?lng=en`), 1000, 720));
  const frame = page.frameLocator('iframe');
  const dialog = frame.getByRole('dialog', { name: 'Before you start' });
  await expect(dialog).toBeVisible();
  const name = `Framed visitor ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Full name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill('framed@example.org');
  await dialog.getByRole('combobox', { name: 'I am a' }).selectOption('Parent');
  await dialog.getByRole('checkbox', { name: 'I agree to be contacted' }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Thank you! We have received your answer.')).toBeVisible();
  expect(storedSubmissions(formReference(profile)).some((row) => row.data.full_name === name)).toBe(true);
});

// The banner's smoke test in `npm run test:quick` (tag @smoke).
test(
  'an oEmbed answer pasted into a page of another site shows a working banner card',
  { tag: '@smoke' },
  async ({ page }) => {
    const { tourSlug } = await tenantContent(page, DEFAULT_TENANT);
    const pageUrl = tenantUrl(DEFAULT_TENANT, `/${DEFAULT_TENANT}/${tourSlug}`);
    // Discovery: the tour page names its oEmbed answer.
    await page.goto(pageUrl);
    const href = await page.locator('link[type="application/json+oembed"]').getAttribute('href');
    expect(href).toContain(`/oembed?url=${encodeURIComponent(pageUrl)}`);

    const response = await getFromTenant(
      page.request,
      DEFAULT_TENANT,
      `/oembed?url=${encodeURIComponent(pageUrl)}&maxwidth=600&maxheight=340&format=json`,
    );
    expect(response.status()).toBe(200);
    const answer = (await response.json()) as { html: string; width: number; height: number; title: string };
    // oEmbed 2.2: within 600×340, the card's 16:9 kept (640×360 scaled by 600/640).
    expect([answer.width, answer.height]).toEqual([600, 337]);
    await page.setViewportSize({ width: 700, height: 500 });
    await page.goto(parent.withHtml(answer.html));
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { name: answer.title })).toBeVisible();
    await expect(frame.getByRole('link', { name: /Take a virtual tour/ })).toHaveAttribute('href', pageUrl);
  },
);
