// Group pages of one, two and five tour cards (issue 34), in both demo tenants: every card is
// landscape, every row of the grid is full (one card spans it, two share it, five make a row of
// two and a row of three), and a tour's card links to the tour. Baselines at 1440 and 390 wide.
import type { Page } from '@playwright/test';
import { expect, tenants, tenantUrl, test } from '../support/fixtures.ts';

/** The demo packs' groups holding one, two and five tours (content/demo/<tenant>/groups.yaml). */
const GROUPS: Record<string, Record<number, string>> = {
  northfield: { 1: 'explore/campus-life', 2: 'plan-your-visit', 5: 'find-your-tour' },
  harbour: { 1: 'visit-the-museum/collections', 2: 'plan-your-day', 5: 'choose-a-tour' },
};

interface Box {
  href: string;
  left: number;
  right: number;
  top: number;
  image: { width: number; height: number };
}

/** The tour grid's own box and each card's box, its link and its image's size. */
function measure(page: Page) {
  return page.locator('#home-tours-heading + ul').evaluate((grid) => ({
    left: grid.getBoundingClientRect().left,
    right: grid.getBoundingClientRect().right,
    cards: [...grid.children].map((item): Box => {
      const box = item.getBoundingClientRect();
      const image = item.querySelector('img')?.getBoundingClientRect();
      return {
        href: item.querySelector('a')?.getAttribute('href') ?? '',
        left: box.left,
        right: box.right,
        top: Math.round(box.top),
        image: { width: image?.width ?? 0, height: image?.height ?? 0 },
      };
    }),
  }));
}

for (const site of tenants) {
  for (const [count, group] of Object.entries(GROUPS[site] ?? {})) {
    for (const width of [1440, 900, 390]) {
      test(`${site}: a group of ${count} tour card(s) fills every row, landscape, at ${width} wide`, async ({
        browser,
      }) => {
        const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
        const page = await context.newPage();
        await page.goto(tenantUrl(site, `/${site}/home/${group}?ctasTimed`));
        const grid = page.locator('#home-tours-heading + ul');
        await expect(grid.getByRole('link')).toHaveCount(Number(count));

        const { left, right, cards } = await measure(page);
        const rows = new Map<number, Box[]>();
        for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card]);
        for (const row of rows.values()) {
          // Each row starts at the grid's start edge and ends at its end edge: no empty cell.
          expect(Math.min(...row.map((card) => card.left))).toBeCloseTo(left, 0);
          expect(Math.max(...row.map((card) => card.right))).toBeCloseTo(right, 0);
        }
        if (width === 1440 && count === '5') expect([...rows.values()].map((row) => row.length)).toEqual([2, 3]);
        for (const card of cards) {
          expect(card.image.width).toBeGreaterThan(card.image.height);
          expect(card.href).toMatch(new RegExp(`^/${site}/[a-z-]+$`));
        }

        // A tour's card starts that tour.
        const first = grid.getByRole('link').first();
        const href = (await first.getAttribute('href')) ?? 'no link';
        await first.click();
        await expect(page.locator('[data-route="tour-viewer"]')).toBeVisible();
        expect(new URL(page.url()).pathname.startsWith(href)).toBe(true);
        await context.close();
      });
    }

    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      test(`${site}: a group of ${count} tour card(s) looks right at ${viewport.width}×${viewport.height}`, async ({
        browser,
      }) => {
        const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
        // The cookie notice is dismissed once, as a visitor would; it is not part of the cards.
        await context.addCookies([{ name: `${site}_cookies`, value: 'dismissed', url: tenantUrl(site) }]);
        const page = await context.newPage();
        await page.goto(tenantUrl(site, `/${site}/home/${group}?ctasTimed`));
        const cards = page.locator('.home-cards');
        await expect(cards.getByRole('link')).toHaveCount(Number(count));
        // The page scrolls inside its main area, which a screenshot cannot see past: the window is
        // made as tall as the content (the columns follow the width alone) to take the whole grid.
        const height = await page.locator('.app-main').evaluate((main) => main.scrollHeight);
        await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height + 80) });
        await page.evaluate(() => document.fonts.ready);
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLImageElement>('.home-cards img')].every((image) => image.complete),
        );
        await expect(cards).toHaveScreenshot(`${site}-${count}-cards-${viewport.width}.png`, {
          maxDiffPixelRatio: 0.02,
        });
        await context.close();
      });
    }
  }
}
