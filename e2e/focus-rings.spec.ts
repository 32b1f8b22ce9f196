// Issue 34: every dialog opened with a thick black outline (the focus ring drawn on the dialog
// container, which takes focus only so a screen reader starts at its title). Focus rings belong on
// controls: the dialog draws none, even focused from the keyboard, and its controls draw theirs.
import type { Locator } from '@playwright/test';
import { expect, tenants, tenantUrl, test } from './support/fixtures.ts';

/** The outline a focused element draws, as the browser computes it ("none" or a width). */
const outline = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    return style.outlineStyle === 'none' ? 'none' : style.outlineWidth;
  });

for (const site of tenants) {
  test(`${site}: a dialog draws no focus ring round itself, its controls do`, async ({ page }) => {
    // A first visit: the entry notice opens as a dialog.
    await page.goto(tenantUrl(site, `/${site}?lng=en`));
    const dialog = page.locator('[role="dialog"]').first();
    await expect(dialog).toBeVisible();

    // Keyboard modality: Tab reaches a control of the dialog, which shows its ring.
    await page.keyboard.press('Tab');
    const control = page.locator(':focus');
    await expect(control).toBeVisible();
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    expect(await outline(control)).not.toBe('none');

    // The dialog container focused as a script does when it opens (still from the keyboard): no ring.
    await dialog.evaluate((node) => (node as HTMLElement).focus());
    await expect(dialog).toBeFocused();
    expect(await dialog.evaluate((node) => node.matches(':focus-visible'))).toBe(true);
    expect(await outline(dialog)).toBe('none');
  });
}
