// The server-rendered homepage (issue 36): without JavaScript the pages are complete and their links
// walk from the homepage through two group levels to a tour, whose page carries the tour's outline;
// with JavaScript the app adopts the server's HTML as it is (a hydration mismatch, which replaces
// elements, fails here), in both tenants and in Arabic, and nothing moves while it does.
import type { Browser } from '@playwright/test';
import { expect, tenants, tenantUrl, test } from '../support/fixtures.ts';

/** Two group levels of each demo pack, the second holding tours (content/demo/<tenant>/groups.yaml). */
const WALK: Record<string, [string, string]> = {
  northfield: ['explore', 'explore/campus-life'],
  harbour: ['visit-the-museum', 'visit-the-museum/collections'],
};

async function noScriptPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
  return { context, page: await context.newPage() };
}

for (const site of tenants.filter((name) => name in WALK)) {
  const [first, second] = WALK[site] ?? ['', ''];

  test(`${site}: without JavaScript, links walk home → group → group → a tour's outline`, async ({ browser }) => {
    const { context, page } = await noScriptPage(browser);
    try {
      await page.goto(tenantUrl(site, '/'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.locator(`a[href="/${site}/home/${first}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`/${site}/home/${first}$`));
      await expect(page.getByRole('navigation', { name: 'You are here' }).getByRole('link').first()).toBeVisible();
      await page.locator(`a[href="/${site}/home/${second}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`/${site}/home/${second}$`));
      const tourCard = page.locator('#home-tours-heading + ul a').first();
      const tourHref = (await tourCard.getAttribute('href')) ?? '';
      expect(tourHref).toMatch(new RegExp(`^/${site}/[a-z0-9-]+$`));
      await tourCard.click();
      const outline = page.locator('.tour-outline');
      await expect(outline.getByRole('heading', { level: 1 })).toBeVisible();
      const scenes = outline.getByRole('heading', { level: 2 }).getByRole('link');
      expect(await scenes.count()).toBeGreaterThan(0);
      await expect(scenes.first()).toHaveAttribute('href', new RegExp(`^${tourHref}/[a-z0-9-]+$`));
    } finally {
      await context.close();
    }
  });
}

const PAGES = tenants.flatMap((site) => [
  { site, path: '/', lng: 'en' },
  { site, path: `/${site}/home/${WALK[site]?.[0] ?? ''}`, lng: site === 'harbour' ? 'ar' : 'en' },
]);
for (const { site, path, lng } of PAGES) {
  test(`${site} ${path} (${lng}): the app adopts the server's HTML without replacing an element, and nothing moves`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: lng,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    try {
      await page.addInitScript(() => {
        const record = { nodes: [] as Element[], shifts: 0, rootWrites: [] as string[] };
        (window as unknown as { ssr: typeof record }).ssr = record;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) record.shifts += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        document.addEventListener('DOMContentLoaded', () => {
          record.nodes = [...document.querySelectorAll('#root *')];
          // The server wrote the page's language and direction: written again, even unchanged,
          // Chromium restyles the whole page (lib/document-language.ts).
          new MutationObserver((list) =>
            record.rootWrites.push(...list.map((entry) => entry.attributeName ?? '')),
          ).observe(document.documentElement, { attributeFilter: ['lang', 'dir'] });
        });
      });
      await page.goto(tenantUrl(site, `${path}?lng=${lng}`));
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
      await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
      const result = await page.evaluate(() => {
        const { nodes, shifts, rootWrites } = (
          window as unknown as { ssr: { nodes: Element[]; shifts: number; rootWrites: string[] } }
        ).ssr;
        return {
          rendered: nodes.length,
          replaced: nodes.filter((node) => !node.isConnected).map((node) => node.outerHTML.slice(0, 80)),
          roots: document.querySelectorAll('#root > *').length,
          shifts,
          rootWrites,
        };
      });
      expect(result.rendered, 'the HTML came with the page').toBeGreaterThan(20);
      expect(result.replaced, 'elements the hydration replaced').toEqual([]);
      expect(result.roots).toBe(1);
      expect(result.shifts).toBeLessThanOrEqual(0.02);
      expect(result.rootWrites, 'the language and direction written again on <html>').toEqual([]);
    } finally {
      await context.close();
    }
  });
}
