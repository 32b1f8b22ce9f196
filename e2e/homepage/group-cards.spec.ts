// Group pages of one, two and five tour cards (issue 34), in both demo tenants: every card is
// landscape, every row of the grid is full (one card spans it, two share it, five make a row of
// two and a row of three), and a tour's card links to the tour. Baselines at 1440 and 390 wide.
import type { Page } from '@playwright/test';
import { expect, tenants, tenantUrl } from '../support/fixtures.ts';
import { test } from '../support/warm-context.ts';

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

/** Resizes the page and measures the grid once its columns follow the new width. */
async function expectFullLandscapeRows(page: Page, site: string, count: number, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await expect
    .poll(async () => (await measure(page)).right, { message: `the grid follows ${width} px` })
    .toBeLessThanOrEqual(width);
  const { left, right, cards } = await measure(page);
  expect(cards).toHaveLength(count);
  const rows = new Map<number, Box[]>();
  for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card]);
  for (const row of rows.values()) {
    // Each row starts at the grid's start edge and ends at its end edge: no empty cell.
    expect(Math.min(...row.map((card) => card.left)), `${width} px: row start`).toBeCloseTo(left, 0);
    expect(Math.max(...row.map((card) => card.right)), `${width} px: row end`).toBeCloseTo(right, 0);
  }
  if (width === 1440 && count === 5) expect([...rows.values()].map((row) => row.length)).toEqual([2, 3]);
  for (const card of cards) {
    expect(card.image.width, `${width} px: a landscape card`).toBeGreaterThan(card.image.height);
    expect(card.href).toMatch(new RegExp(`^/${site}/[a-z-]+$`));
  }
}

/** The whole grid at this width: the window is made as tall as the content to take it all. */
async function expectGridLooksRight(page: Page, name: string, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  // The page scrolls inside its main area, which a screenshot cannot see past: the window is made as
  // tall as the content (the columns follow the width alone) to take the whole grid.
  const height = await page.locator('.app-main').evaluate((main) => main.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height + 80) });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('.home-cards img')].every((image) => image.complete),
  );
  await expect(page.locator('.home-cards')).toHaveScreenshot(name, { maxDiffPixelRatio: 0.02 });
}

// One page per group: the layout at three widths and the baselines at two are taken by resizing it,
// and the group of one (its card spanning the row) proves that a tour's card starts that tour.
for (const site of tenants) {
  for (const [count, group] of Object.entries(GROUPS[site] ?? {})) {
    test(`${site}: a group of ${count} tour card(s) fills every row with landscape cards at every width`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // The cookie notice is dismissed once, as a visitor would; it is not part of the cards.
      await page.context().addCookies([{ name: `${site}_cookies`, value: 'dismissed', url: tenantUrl(site) }]);
      await page.goto(tenantUrl(site, `/${site}/home/${group}?ctasTimed`));
      const grid = page.locator('#home-tours-heading + ul');
      await expect(grid.getByRole('link')).toHaveCount(Number(count));

      for (const width of [1440, 900, 390]) await expectFullLandscapeRows(page, site, Number(count), width);
      await expectGridLooksRight(page, `${site}-${count}-cards-390.png`, { width: 390, height: 844 });
      await expectGridLooksRight(page, `${site}-${count}-cards-1440.png`, { width: 1440, height: 900 });

      if (count === '1') {
        // A tour's card starts that tour.
        const first = grid.getByRole('link').first();
        const href = (await first.getAttribute('href')) ?? 'no link';
        await first.click();
        await expect(page.locator('[data-route="tour-viewer"]')).toBeVisible();
        expect(new URL(page.url()).pathname.startsWith(href)).toBe(true);
      }
    });
  }
}
