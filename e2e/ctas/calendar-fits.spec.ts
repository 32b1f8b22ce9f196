// Issue 34: the date field's calendar fits its modal. Opened from the booking CTA's date field at
// 1440×900, 390×844 and 360×740 (Northfield in English, Harbour in Arabic), the whole calendar is
// inside the modal's box and on screen, and nothing lies over any of its corners; its month and
// year menus keep clear of its month arrows.
import { expect, tenantUrl, tenants } from '../support/fixtures.ts';
import { test } from '../support/warm-context.ts';
import { ctaNamed } from './cta-support.ts';

const VISIT: Record<string, { name: string; language: string }> = {
  northfield: { name: 'Campus visit', language: 'en' },
  harbour: { name: 'Group visit', language: 'ar' },
};
const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];

for (const tenant of tenants.filter((name) => name in VISIT)) {
  for (const size of SIZES) {
    test(`${tenant} at ${String(size.width)}×${String(size.height)}: the calendar fits its modal`, async ({ page }) => {
      const visit = VISIT[tenant] ?? { name: '', language: 'en' };
      await page.setViewportSize(size);
      await page.addInitScript((cookieName) => {
        document.cookie = `${cookieName}=dismissed; path=/`;
      }, `${tenant}_cookies`);
      const cta = await ctaNamed(page, tenant, visit.name);
      await page.goto(tenantUrl(tenant, `/${tenant}/ctas/${String(cta.id)}?lng=${visit.language}`));
      const dialog = page.locator('.modal__dialog');
      await expect(dialog).toBeVisible();
      await dialog.locator('.form-date__toggle').click();
      const calendar = page.locator('.form-date__popup');
      await expect(calendar.locator('table, [role="grid"]').first()).toBeVisible();
      const box = await calendar.boundingBox();
      const modal = await dialog.boundingBox();
      expect(box && modal).toBeTruthy();
      if (!box || !modal) return;
      expect(box.x).toBeGreaterThanOrEqual(modal.x - 0.5);
      expect(box.y).toBeGreaterThanOrEqual(modal.y - 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(modal.x + modal.width + 0.5);
      expect(box.y + box.height).toBeLessThanOrEqual(modal.y + modal.height + 0.5);
      expect(box.y + box.height).toBeLessThanOrEqual(size.height);
      // Not clipped by the modal's scrolling body, nor covered: its corners (inside the rounding) are its own.
      const corners = await calendar.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const points: [number, number][] = [
          [rect.left + 10, rect.top + 10],
          [rect.right - 10, rect.top + 10],
          [rect.left + 10, rect.bottom - 10],
          [rect.right - 10, rect.bottom - 10],
        ];
        return points.map(([x, y]) => element.contains(document.elementFromPoint(x, y)));
      });
      expect(corners).toEqual([true, true, true, true]);

      // The month and year menus stand clear of the month arrows, with the widest English month
      // (September) showing: the year's menu used to run under the previous-month arrow on a phone.
      await calendar.locator('select.rdp-months_dropdown').selectOption({ index: 8 });
      const crowded = await calendar.evaluate((element) => {
        const boxes = (selector: string) =>
          [...element.querySelectorAll(selector)].map((node) => node.getBoundingClientRect());
        const gap = 4;
        const menus = boxes('.rdp-caption_label');
        const arrows = boxes('.rdp-button_previous, .rdp-button_next');
        return menus.flatMap((menu) =>
          arrows
            .filter((arrow) => menu.left < arrow.right + gap && arrow.left < menu.right + gap)
            .map(
              (arrow) =>
                `menu ${String(menu.left)}–${String(menu.right)} / arrow ${String(arrow.left)}–${String(arrow.right)}`,
            ),
        );
      });
      expect(crowded).toEqual([]);
    });
  }
}
