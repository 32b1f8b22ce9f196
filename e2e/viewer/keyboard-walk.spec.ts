// Issue 34: a visit with the keyboard alone, in both demo tenants: start the tour from the splash
// (where the brand shows one), walk on scene by scene to the 3D walkthrough, bring up the
// guide card, open a CTA over the walkthrough and close it with Escape — every step by Tab, Enter
// and Escape, never the mouse, and focus always somewhere a keyboard user can see. The walkthrough
// framed in the tour never takes the focus by itself (it did: the visitor's "Next scene" lost it to
// the frame, and the keys to the frame's own page).
import type { Locator, Page } from '@playwright/test';
import { expect, tenantUrl, tenants } from '../support/fixtures.ts';
import { test } from '../support/warm-context.ts';
import { onlyButtonCtas, returningVisitor } from './viewer-support.ts';

/**
 * Presses Tab until `target` has the focus (a frame has it when its page's focus is inside). The
 * element is looked up once, not at every press: on a loaded machine a role query per press made a
 * walk of some hundred presses outlast its time.
 */
async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  const element = await target.elementHandle();
  for (let press = 0; press < maxPresses; press += 1) {
    if (await element.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

type Counted = Window & { framesAsked?: number; browserFrame?: typeof requestAnimationFrame };

/** Counts, from now on, the animation frames the page asks for (window.framesAsked). */
function countFramesAsked(): void {
  const counted = window as Counted;
  const ask = window.requestAnimationFrame.bind(window);
  counted.browserFrame = ask;
  counted.framesAsked = 0;
  window.requestAnimationFrame = (callback) => {
    counted.framesAsked = (counted.framesAsked ?? 0) + 1;
    return ask(callback);
  };
}

/** How many frames the page asked for while `frames` animation frames went by (waited with the browser's own). */
async function framesAskedOver(frames: number): Promise<number> {
  const counted = window as Counted;
  const before = counted.framesAsked ?? 0;
  const ask = counted.browserFrame ?? window.requestAnimationFrame.bind(window);
  for (let frame = 0; frame < frames; frame += 1) await new Promise((resolve) => ask(resolve));
  return (counted.framesAsked ?? 0) - before;
}

const WALKS: Record<string, { tour: string; walkthrough: RegExp }> = {
  northfield: { tour: 'campus-highlights', walkthrough: /Design Studio in 3D/ },
  harbour: { tour: 'museum-highlights', walkthrough: /Captain.s Cabin in 3D/ },
};

for (const tenant of tenants.filter((name) => name in WALKS)) {
  const walk = WALKS[tenant] ?? { tour: '', walkthrough: /$^/ };
  test(`${tenant}: the keyboard alone starts the tour, reaches the walkthrough and opens and closes a CTA over it`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await onlyButtonCtas(page);
    await returningVisitor(page, tenant);
    await page.goto(tenantUrl(tenant, `/${tenant}/${walk.tour}?lng=en`));
    await expect(page.locator('.immersive')).toBeVisible({ timeout: 30_000 });

    // The splash (harbour's brand asks for one) has the focus on its start button.
    const start = page.getByRole('button', { name: 'Start the tour', exact: true });
    if (await start.isVisible()) {
      await expect(start).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(start).toHaveCount(0);
      // Focus passes to the viewer's main region (Tab goes on into the view), not back to the page's start.
      await expect(page.locator('#main-content')).toBeFocused();
    }

    // Scene by scene with "Next scene" (the tour opens its scenes in order) to the walkthrough: each
    // press waits for the title card to name the next stop, so no scene is passed unseen.
    const titleCard = page.locator('.tour-title-card');
    const frame = page.locator('iframe.walkthrough__frame');
    const next = page.getByRole('button', { name: 'Next scene', exact: true });
    for (let stop = 2; stop <= 7 && !walk.walkthrough.test(await titleCard.innerText()); stop += 1) {
      await tabTo(page, next, 60);
      await page.keyboard.press('Enter');
      await expect(titleCard).toContainText(`(${String(stop)} of `);
    }
    await expect(titleCard).toContainText(walk.walkthrough);
    await expect(frame).toHaveAttribute('data-state', 'loaded', { timeout: 20_000 });
    // The walkthrough loading in its frame leaves the focus where the visitor put it.
    await expect(next).toBeFocused();

    // Tab reaches the room (with the keyboard's ring) and the arrow keys walk it; Tab leads on out.
    const room = frame.contentFrame().locator('canvas#walkthrough');
    await tabTo(page, frame, 60);
    await expect(room).toBeFocused();
    await expect(room).toHaveCSS('outline-style', 'solid');
    // The room draws on demand: still, it asks for no frame; a held arrow key walks it frame by frame,
    // and letting go stops the drawing again (a loop at the display's rate kept the CPU busy).
    const roomPage = await (await frame.elementHandle()).contentFrame();
    if (!roomPage) throw new Error('the walkthrough frame has no page');
    await roomPage.evaluate(countFramesAsked);
    expect(await roomPage.evaluate(framesAskedOver, 3)).toBe(0);
    await page.keyboard.down('ArrowUp');
    await expect.poll(() => roomPage.evaluate(framesAskedOver, 1)).toBeGreaterThan(0);
    await page.keyboard.up('ArrowUp');
    await roomPage.evaluate(framesAskedOver, 2);
    expect(await roomPage.evaluate(framesAskedOver, 3)).toBe(0);

    // The guide card (collapsed over a walkthrough) opens, and its CTA button opens the CTA.
    await tabTo(page, page.getByRole('button', { name: 'Show guide' }), 60);
    await page.keyboard.press('Enter');
    const ctaButton = page.locator('.guide-card .cta-buttons button').first();
    await tabTo(page, ctaButton);
    await page.keyboard.press('Enter');
    const dialog = page.locator('.modal__dialog');
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    // Escape closes it, even with the walkthrough behind it, and focus comes back to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(ctaButton).toBeFocused();
  });
}
