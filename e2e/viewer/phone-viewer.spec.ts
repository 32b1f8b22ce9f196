// Issue 34: the phone viewer is not crowded. At 390×844 and 360×740, in both demo tenants: at most
// five buttons on the panorama (the rest in the one "More tools" panel), the guide sheet at rest
// takes at most a fifth of the height, and each coach mark leaves its own control, every other
// control, every hotspot and the cookie notice uncovered. Baselines of the phone viewer (panorama hidden, as in
// immersive-screens.spec.ts): `npx playwright test e2e/viewer/phone-viewer.spec.ts --update-snapshots`.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, tenantUrl, tenants } from '../support/fixtures.ts';
import { test } from '../support/warm-context.ts';
import { returningVisitor, startTour, withoutCtas } from './viewer-support.ts';

const TOURS: Record<string, string> = { northfield: 'campus-highlights', harbour: 'museum-highlights' };
const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];
const shown = tenants.filter((tenant) => tenant in TOURS);

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
  name: string;
}

/** Every control and hotspot marker a person sees on the screen (not visually hidden ones). */
function visibleControls(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const selector = 'button, a[href], input, select, textarea, [role="button"], .hotspot-marker, .toast';
    const boxes: Box[] = [];
    const clippedAway = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const rect = parent.getBoundingClientRect();
        if ((rect.width < 4 || rect.height < 4) && getComputedStyle(parent).overflow !== 'visible') return true;
      }
      return false;
    };
    for (const element of document.querySelectorAll(selector)) {
      const rect = element.getBoundingClientRect();
      if (rect.width < 4 || rect.height < 4 || element.closest('[hidden], .coach-mark')) continue;
      if (rect.bottom <= 0 || rect.top >= innerHeight || rect.right <= 0 || rect.left >= innerWidth) continue;
      if (getComputedStyle(element).visibility === 'hidden' || clippedAway(element)) continue;
      const name = element.getAttribute('aria-label') ?? element.className;
      boxes.push({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom, name });
    }
    return boxes;
  });
}

function covers(a: Box, b: Box): boolean {
  return a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
}

async function openPhoneTour(page: Page, tenant: string, size: { width: number; height: number }, query = '') {
  await page.setViewportSize(size);
  await withoutCtas(page);
  await page.goto(tenantUrl(tenant, `/${tenant}/${TOURS[tenant] ?? ''}${query}`));
  await startTour(page);
  await expect(page.locator('.immersive')).toHaveAttribute('data-layout', 'mobile');
  await expect(page.locator('.panorama-view[data-engine-ready="true"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.hotspot-marker').first()).toBeVisible();
}

for (const tenant of shown) {
  // One viewer page: the larger phone, then the smaller by resizing it.
  test(`${tenant} at ${PHONES.map((size) => `${size.width}×${size.height}`).join(' and ')}: at most five buttons on the panorama, the guide sheet at most a fifth of the height`, async ({
    page,
  }) => {
    await returningVisitor(page, tenant);
    await openPhoneTour(page, tenant, PHONES[0] ?? { width: 390, height: 844 });
    for (const size of PHONES) {
      await page.setViewportSize(size);
      await expect(page.locator('.immersive')).toHaveAttribute('data-layout', 'mobile');
      const sheet = page.locator('.guide-card');
      await expect(sheet).toHaveAttribute('data-expanded', 'true');
      // The sheet's height follows the new size through a short transition: wait for it to settle.
      await expect
        .poll(async () => ((await sheet.boundingBox())?.height ?? Infinity) / size.height)
        .toBeLessThanOrEqual(0.2);
      const controls = await visibleControls(page);
      const sheetBox = await sheet.boundingBox();
      const titleBox = await page.locator('.tour-title-card').boundingBox();
      expect(sheetBox).not.toBeNull();
      const inside = (box: Box, frame: { x: number; y: number; width: number; height: number } | null) =>
        frame !== null &&
        box.top >= frame.y - 1 &&
        box.bottom <= frame.y + frame.height + 1 &&
        box.left >= frame.x - 1 &&
        box.right <= frame.x + frame.width + 1;
      // On the panorama: not in the guide sheet, not the title card's logo link, not a hotspot.
      const onPanorama = controls.filter(
        (box) => !inside(box, sheetBox) && !inside(box, titleBox) && !box.name.includes('hotspot-marker'),
      );
      expect(
        onPanorama.length,
        `buttons on the panorama: ${onPanorama.map((box) => box.name).join(', ')}`,
      ).toBeLessThanOrEqual(5);
      // The other tools are one tap away, and the panel they are in stays on screen.
      await page.getByRole('button', { name: 'More tools' }).click();
      const panel = page.getByRole('group', { name: 'More tools' });
      await expect(panel.getByRole('button', { name: 'Share' })).toBeVisible();
      const panelBox = await panel.boundingBox();
      expect(panelBox?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((panelBox?.x ?? 0) + (panelBox?.width ?? 0)).toBeLessThanOrEqual(size.width);
      // It opens clear of the menu, scenes and map buttons.
      const panelArea = {
        left: panelBox?.x ?? 0,
        top: panelBox?.y ?? 0,
        right: (panelBox?.x ?? 0) + (panelBox?.width ?? 0),
        bottom: (panelBox?.y ?? 0) + (panelBox?.height ?? 0),
        name: 'More tools',
      };
      const underPanel = onPanorama.filter((control) => covers(panelArea, control));
      expect(underPanel.map((control) => control.name)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    }
  });

  for (const size of PHONES) {
    test(`${tenant} at ${size.width}×${size.height}: each coach mark leaves its control, the other controls, the hotspots and the cookie notice uncovered`, async ({
      page,
    }) => {
      // A first visit: tutorials not seen, the cookie notice up (a tip leaves it uncovered too).
      await openPhoneTour(page, tenant, size);
      await expect(page.locator('.toast .cookie-notice__text')).not.toBeEmpty();
      const tips = ['panorama', 'tourMenu', 'mobileGuideCard'];
      for (const tip of tips) {
        const mark = page.locator('.coach-mark[data-placed="true"]');
        await expect(mark, `the ${tip} tip`).toBeVisible();
        // The tip moves aside as controls come (a state change, then one frame): two frames on.
        await page.evaluate(
          () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
        );
        const box = await mark.boundingBox();
        expect(box).not.toBeNull();
        const bubble = {
          left: box?.x ?? 0,
          top: box?.y ?? 0,
          right: (box?.x ?? 0) + (box?.width ?? 0),
          bottom: (box?.y ?? 0) + (box?.height ?? 0),
          name: tip,
        };
        const covered = (await visibleControls(page)).filter((control) => covers(bubble, control));
        expect(
          covered.map((control) => control.name),
          `controls under the ${tip} tip`,
        ).toEqual([]);
        if (tip === 'mobileGuideCard') {
          const card = await page.locator('.guide-card').boundingBox();
          expect(bubble.bottom).toBeLessThanOrEqual(card?.y ?? 0);
        }
        const shownTip = await mark.elementHandle();
        await mark.getByRole('button').click();
        await shownTip.waitForElementState('hidden');
      }
    });
  }

  test(`${tenant} phone viewer baseline at 390×844`, async ({ page }) => {
    await returningVisitor(page, tenant);
    await openPhoneTour(page, tenant, { width: 390, height: 844 }, tenant === 'harbour' ? '?lng=ar' : '');
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${tenant}-phone-viewer-390.png`, {
      stylePath: path.join(import.meta.dirname, 'hide-panorama.css'),
      animations: 'disabled',
      caret: 'hide',
      maxDiffPixelRatio: 0.01,
    });
    await page.getByRole('button', { name: /More tools|أدوات أخرى/ }).click();
    await expect(page.locator('.viewer-toolbar__more > .popover__panel')).toBeVisible();
    await expect(page).toHaveScreenshot(`${tenant}-phone-viewer-more-390.png`, {
      stylePath: path.join(import.meta.dirname, 'hide-panorama.css'),
      animations: 'disabled',
      caret: 'hide',
      maxDiffPixelRatio: 0.01,
    });
  });
}
