// Issue 13 (Lighthouse CLS under 0.05): the entry notice's images have no size in the content. On a
// phone the modal opened without them, then grew by most of the screen when they arrived and pushed
// its own text down (0.44 on /northfield). It now opens once its images are decoded.
import { expect, tenants, tenantUrl, test } from '../support/fixtures.ts';

test.use({ viewport: { width: 412, height: 823 } });

for (const site of tenants) {
  test(`${site}: the entry notice opens whole on a phone, nothing in it moves as its images arrive`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(tenantUrl(site, `/${site}`));
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Every image in the dialog is loaded: any growth it caused has happened by now.
    await expect
      .poll(() => dialog.locator('img').evaluateAll((images: HTMLImageElement[]) => images.every((i) => i.complete)))
      .toBe(true);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    const total = shifts.reduce((sum, value) => sum + value, 0);
    expect(total, `layout shift ${String(total)}`).toBeLessThan(0.05);
  });
}
