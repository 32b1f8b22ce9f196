// Issue 12: on phones the viewer's controls respect the safe-area insets (notch, rounded corners,
// home indicator). Chromium is given the insets of a notched phone through the DevTools protocol
// (Emulation.setSafeAreaInsetsOverride), so `env(safe-area-inset-*)` takes real values; every
// control a visitor can tap must then lie inside the safe area. The page asks for the insets with
// `viewport-fit=cover` (without it iOS reports zero and draws letterboxes instead).
import type { Page } from '@playwright/test';
import { DEFAULT_TENANT, expect, tenantUrl } from '../support/fixtures.ts';
import { test } from '../support/warm-context.ts';
import { TOUR, returningVisitor, startTour, withoutCtas } from './viewer-support.ts';

interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * What reaches into an inset: tappable controls (hit at their centre) placed there and, for a
 * list that scrolls, the area its content rests in once scrolled to the end (the content may pass
 * under the home indicator while scrolling, as on iOS, but must be able to come to rest above it).
 */
function controlsOutside(page: Page, insets: Insets): Promise<string[]> {
  return page.evaluate((safe) => {
    const outside: string[] = [];
    const check = (name: string, box: { left: number; top: number; right: number; bottom: number }) => {
      const inside =
        box.left >= safe.left - 0.5 &&
        box.top >= safe.top - 0.5 &&
        box.right <= innerWidth - safe.right + 0.5 &&
        box.bottom <= innerHeight - safe.bottom + 0.5;
      if (!inside) outside.push(`${name} at ${[box.left, box.top, box.right, box.bottom].map(Math.round).join(',')}`);
    };
    const scrollerOf = (element: HTMLElement): HTMLElement | null => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowY;
        if ((overflow === 'auto' || overflow === 'scroll') && parent.scrollHeight > parent.clientHeight) return parent;
      }
      return null;
    };
    const scrollers = new Set<HTMLElement>();
    const controls = document.querySelectorAll<HTMLElement>(
      '.immersive :is(button, a[href], input, select, [tabindex="0"]):not(.panorama-view__canvas)',
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !(control === hit || control.contains(hit))) continue;
      const scroller = scrollerOf(control);
      if (scroller) scrollers.add(scroller);
      else check(control.getAttribute('aria-label') ?? control.textContent.trim(), box);
    }
    for (const scroller of scrollers) {
      const box = scroller.getBoundingClientRect();
      const style = getComputedStyle(scroller);
      check(`the scrolling ${scroller.className}`, {
        left: box.left + parseFloat(style.paddingLeft),
        top: box.top + parseFloat(style.paddingTop),
        right: box.right - parseFloat(style.paddingRight),
        bottom: box.bottom - parseFloat(style.paddingBottom),
      });
    }
    return outside;
  }, insets);
}

for (const { viewport, insets, shape } of [
  { viewport: { width: 390, height: 844 }, insets: { top: 47, right: 0, bottom: 34, left: 0 }, shape: 'upright' },
  { viewport: { width: 844, height: 390 }, insets: { top: 0, right: 47, bottom: 21, left: 47 }, shape: 'on its side' },
]) {
  test(`a notched phone ${shape} (${viewport.width}×${viewport.height}): every control stays out of the notch and the home indicator`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await withoutCtas(page);
    await returningVisitor(page, DEFAULT_TENANT);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets });
    await page.goto(tenantUrl(DEFAULT_TENANT, `/${DEFAULT_TENANT}/${TOUR}`));
    await startTour(page);
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /viewport-fit=cover/);
    await expect(page.locator('.guide-card')).toBeVisible();
    // The insets really apply (the emulation works): the title card sits below the top inset.
    const title = await page.locator('.tour-title-card').boundingBox();
    expect(title?.y ?? 0).toBeGreaterThanOrEqual(insets.top);
    expect(await controlsOutside(page, insets)).toEqual([]);
    // With the menu open, too.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect.poll(() => controlsOutside(page, insets)).toEqual([]);
  });
}
