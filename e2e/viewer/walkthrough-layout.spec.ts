// Issue 34: the tour's title card and guide card, and the cookie notice of a first visit, do not lie
// over a 3D walkthrough's own caption (its room's name, top-start) and instruction bar
// (bottom-start). At 1440×900 and 390×844, in
// Northfield (English) and Harbour (Arabic, right to left): every corner and the centre of each
// belongs to the walkthrough's frame, not to something over it.
import type { Page } from '@playwright/test';
import { expect, tenantUrl, tenants } from '../support/fixtures.ts';
import { test } from '../support/warm-context.ts';
import { startTour, tutorialsSeen, withoutCtas } from './viewer-support.ts';

const WALKTHROUGHS: Record<string, { path: string; query: string }> = {
  northfield: { path: '/northfield/campus-highlights/design-studio-3d', query: '' },
  harbour: { path: '/harbour/museum-highlights/captains-cabin-3d', query: '?lng=ar' },
};
const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** The points of a box (in the page) that some other element covers instead of the frame. */
function coveredPoints(page: Page, box: { x: number; y: number; width: number; height: number }) {
  return page.evaluate((area) => {
    const frame = document.querySelector('iframe.walkthrough__frame');
    const inset = 2;
    const points = [
      [area.x + inset, area.y + inset],
      [area.x + area.width - inset, area.y + inset],
      [area.x + inset, area.y + area.height - inset],
      [area.x + area.width - inset, area.y + area.height - inset],
      [area.x + area.width / 2, area.y + area.height / 2],
    ] as const;
    return points
      .map(([x, y]) => ({ x, y, at: document.elementFromPoint(x, y) }))
      .filter((point) => point.at !== frame)
      .map(
        (point) => `${String(Math.round(point.x))},${String(Math.round(point.y))}: ${point.at?.className ?? 'nothing'}`,
      );
  }, box);
}

for (const tenant of tenants.filter((name) => name in WALKTHROUGHS)) {
  for (const size of SIZES) {
    test(`${tenant} at ${String(size.width)}×${String(size.height)}: the walkthrough's caption and instruction bar are not covered`, async ({
      page,
    }) => {
      const walkthrough = WALKTHROUGHS[tenant] ?? { path: '', query: '' };
      await page.setViewportSize(size);
      await withoutCtas(page);
      await tutorialsSeen(page);
      await page.goto(tenantUrl(tenant, `${walkthrough.path}${walkthrough.query}`));
      await startTour(page);
      await expect(page.locator('.toast .cookie-notice__text')).not.toBeEmpty();
      await expect(page.locator('iframe.walkthrough__frame')).toHaveAttribute('data-state', 'loaded', {
        timeout: 20_000,
      });
      const frame = page.frameLocator('iframe.walkthrough__frame');
      for (const part of [frame.locator('h1'), frame.locator('#walkthrough-help')]) {
        await expect(part).toBeVisible();
        const box = await part.boundingBox();
        expect(box).not.toBeNull();
        if (box) expect(await coveredPoints(page, box)).toEqual([]);
      }
    });
  }
}

// Issue 34: opened on its own, the walkthrough takes the keys at once but draws no ring where no
// keyboard user put one; a keyboard user who tabs back to it sees the ring.
test('the walkthrough page on its own has the focus without a ring, and shows it to the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(tenantUrl('northfield', '/walkthrough/studio/?lng=en'));
  const room = page.locator('canvas#walkthrough');
  await expect(room).toBeFocused();
  await expect(room).toHaveCSS('outline-style', 'none');
  await page.keyboard.press('Tab');
  await expect(room).not.toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(room).toBeFocused();
  await expect(room).toHaveCSS('outline-style', 'solid');
});
