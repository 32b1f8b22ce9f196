// Issue 31 / spec §2: text draws in the fonts the app ships (Mulish for Latin scripts, Noto Sans
// Arabic for Arabic), served by Meridian itself, never in whatever the machine has installed — the
// screenshot baselines depend on it. Chromium's DevTools protocol names the font each node's text
// was actually drawn with (CSS.getPlatformFontsForNode), so the test sees what a visitor sees.
import { expect, isLocalHost, tenantUrl, tenants, test } from './support/fixtures.ts';
import { ctaNamed } from './ctas/cta-support.ts';
import { drawnWith } from './support/fonts.ts';

const SCRIPTS: Record<string, { language: string; family: string; form: string }> = {
  northfield: { language: 'en', family: 'Mulish', form: 'Brochure' },
  harbour: { language: 'ar', family: 'Noto Sans Arabic', form: 'Visitor guide' },
};

for (const tenant of tenants.filter((name) => name in SCRIPTS)) {
  const { language, family, form } = SCRIPTS[tenant] ?? { language: 'en', family: 'Mulish', form: '' };
  test(`${tenant} (${language}): the homepage and the hosted form draw their text in the bundled ${family}`, async ({
    page,
    requestedHosts,
  }) => {
    await test.step('the homepage heading', async () => {
      await page.goto(tenantUrl(tenant, `/?lng=${language}`));
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await drawnWith(page, 'h1')).toContainEqual(expect.stringMatching(`^${family}`));
    });
    await test.step("the hosted form's page, written by the server, uses the web build's files", async () => {
      const cta = await ctaNamed(page, tenant, form);
      await page.goto(tenantUrl(tenant, `/${tenant}/ctas/${String(cta.id)}?lng=${language}`));
      const src = await page.locator('iframe.cta-iframe').getAttribute('src');
      expect(src).toBeTruthy();
      await page.goto(new URL(src ?? '', page.url()).href);
      await expect(page.locator('label').first()).toBeVisible();
      expect(await drawnWith(page, 'label')).toContainEqual(expect.stringMatching(`^${family}`));
    });
    const fonts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.woff2')),
    );
    expect(fonts.every((url) => new URL(url).pathname.startsWith('/assets/'))).toBe(true);
    expect([...requestedHosts].filter((host) => !isLocalHost(host))).toEqual([]);
  });
}
