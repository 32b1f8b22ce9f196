// Issue 12, the immersive viewer as a first-time visitor meets it, in Chromium against the real
// server and the demo tenants (CTAs included): the panorama covers the viewport, at most one
// dialog at any moment, no raw HTML tags on screen, every control named, axe clean, gallery images
// uncovered. Visual baselines of the main states live in immersive-screens.spec.ts.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEFAULT_TENANT, expect, tenantUrl } from '../support/fixtures.ts';
import { test } from '../support/warm-context.ts';
import { TOUR, startTour, withoutCtas } from './viewer-support.ts';

const site = DEFAULT_TENANT;

/** Records the largest number of dialogs open at once, from the first script on. */
async function watchDialogs(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { __maxDialogs: number };
    state.__maxDialogs = 0;
    const count = () => {
      const open = [...document.querySelectorAll('[role="dialog"], dialog[open]')].filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0;
      });
      state.__maxDialogs = Math.max(state.__maxDialogs, open.length);
    };
    new MutationObserver(count).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

const maxDialogs = (page: Page) => page.evaluate(() => (window as unknown as { __maxDialogs: number }).__maxDialogs);

/** Share of the viewport the panorama canvas covers. */
function panoramaShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.querySelector('.panorama-view canvas');
    if (!canvas) return 0;
    const box = canvas.getBoundingClientRect();
    const width = Math.max(0, Math.min(box.right, innerWidth) - Math.max(box.left, 0));
    const height = Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
    return (width * height) / (innerWidth * innerHeight);
  });
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`on a first visit at ${viewport.width}×${viewport.height} the panorama is the page and one modal at most shows`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await watchDialogs(page);
    await page.goto(tenantUrl(site, `/${site}/${TOUR}`));
    await expect(page.locator('.panorama-view[data-engine-ready="true"]')).toBeVisible({ timeout: 30_000 });
    expect(await panoramaShare(page)).toBeGreaterThanOrEqual(0.95);
    // No sideways scrolling, whatever is open.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    // Let the entry CTA, the after-splash CTA and the tutorials arrive, closing each CTA in turn.
    for (let step = 0; step < 4; step += 1) {
      const dialog = page.locator('.modal__dialog');
      await dialog
        .first()
        .waitFor({ state: 'visible', timeout: 4_000 })
        .catch(() => undefined);
      if ((await dialog.count()) === 0) break;
      // Escape goes where the focus is: the dialog takes it in the frame after it shows.
      await expect
        .poll(() => dialog.first().evaluate((element) => element.contains(document.activeElement)))
        .toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
    expect(await maxDialogs(page)).toBeLessThanOrEqual(1);
    expect(await panoramaShare(page)).toBeGreaterThanOrEqual(0.95);
  });
}

test('no visible text shows an HTML tag and every control has a name; axe finds nothing serious', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(tenantUrl(site, `/${site}/${TOUR}`));
  await expect(page.locator('.panorama-view[data-engine-ready="true"]')).toBeVisible({ timeout: 30_000 });
  const visibleText = await page.evaluate(() => document.body.innerText);
  expect(visibleText).not.toMatch(/<\/?[a-z][a-z0-9]*(\s[^>]*)?>/i);
  const unnamed = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a[href], [role="button"], input, select')]
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => {
        const labelled = element.getAttribute('aria-label') || element.getAttribute('aria-labelledby');
        const image = element.querySelector('img[alt]:not([alt=""]), svg[aria-label]');
        const text = element.innerText.trim() || element.getAttribute('title') || image;
        const input = element as HTMLInputElement;
        return !labelled && !text && !(input.labels && input.labels.length > 0);
      })
      .map((element) => element.outerHTML.slice(0, 120)),
  );
  expect(unnamed).toEqual([]);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});

// One gallery page: the desktop layout, then the phone's by resizing it.
test('a gallery scene: its image uncovered on a desktop, its thumbnail row reachable on a phone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await withoutCtas(page);
  await page.goto(tenantUrl(site, `/${site}/${TOUR}/campus-art`));
  await startTour(page);

  await test.step('a gallery scene’s image is covered neither by the guide card nor by the strip', async () => {
    const image = page.locator('.image-gallery__figure img');
    await expect(image).toBeVisible({ timeout: 20_000 });
    const overlaps = await page.evaluate(() => {
      const img = document.querySelector('.image-gallery__figure img')?.getBoundingClientRect();
      if (!img) return ['no image'];
      return [...document.querySelectorAll('.guide-card, .scene-gallery--docked, .tour-title-card, .viewer-toolbar')]
        .map((element) => ({ name: element.className, box: element.getBoundingClientRect() }))
        .filter(
          ({ box }) => box.left < img.right && box.right > img.left && box.top < img.bottom && box.bottom > img.top,
        )
        .map(({ name }) => name);
    });
    expect(overlaps).toEqual([]);
  });

  await test.step('on a phone a gallery’s thumbnail row starts at its first picture, none cut off out of reach', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('.immersive')).toHaveAttribute('data-layout', 'mobile');
    const row = page.locator('.image-gallery__thumbnails');
    await expect(row.locator('button').first()).toBeVisible({ timeout: 20_000 });
    const [rowBox, firstBox] = await Promise.all([row.boundingBox(), row.locator('button').first().boundingBox()]);
    // The row overflows at this width (five thumbnails), so it scrolls; its first picture is fully in it.
    expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(firstBox?.x ?? -1).toBeGreaterThanOrEqual(rowBox?.x ?? 0);
  });
});

test('a scene opened in a tour that does not contain it shows as a standalone scene', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(tenantUrl(site, `/${site}/${TOUR}/dining-hall`));
  await expect(page.getByRole('heading', { level: 1, name: /Dining/i })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Finish tour' })).toHaveCount(0);
  await expect(page.locator('.tour-title-card__progress')).toHaveCount(0);
});

test('the favicon is the tenant’s own PNG, and /favicon.ico is never a 404', async ({ page, request }) => {
  const response = await request.get(tenantUrl(site, '/favicon.ico'));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  // The page links a PNG: an SVG icon is drawn on the page's main thread during its start.
  await page.goto(tenantUrl(site, `/${site}`));
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  const linked = await request.get(tenantUrl(site, href ?? '/missing'));
  expect(linked.headers()['content-type']).toBe('image/png');
});

test('coach marks float over the viewer one at a time, take no layout space, and go by Escape, Enter or a tap', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // No CTA: a CTA on screen pauses the tutorials.
  await withoutCtas(page);
  await page.goto(tenantUrl(site, `/${site}/${TOUR}`));
  await startTour(page);
  await expect(page.locator('.panorama-view[data-engine-ready="true"]')).toBeVisible({ timeout: 30_000 });
  const layout = () =>
    page.evaluate(() =>
      ['.panorama-view canvas', '.guide-card', '.viewer-toolbar', '.tour-title-card'].map((selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return box ? [selector, box.x, box.y, box.width, box.height].join(' ') : `${selector} missing`;
      }),
    );
  const coach = page.locator('.coach-mark[data-placed="true"]');
  const seen: string[] = [];
  for (const dismissBy of ['Escape', 'Enter', 'tap'] as const) {
    await expect(coach).toHaveCount(1, { timeout: 20_000 });
    const message = (await coach.locator('.coach-mark__message').textContent()) ?? '';
    expect(seen).not.toContain(message);
    seen.push(message);
    const withTip = await layout();
    expect(await coach.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    if (dismissBy === 'tap') {
      const box = await coach.locator('.coach-mark__message').boundingBox();
      if (!box) throw new Error('no coach mark');
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      // The tap reaches what lies under the tip, and dismisses it on the way.
      const under = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.coach-mark'), point);
      expect(under).toBeNull();
      await page.mouse.click(point.x, point.y);
    } else {
      await page.keyboard.press(dismissBy);
    }
    await expect(page.locator('.coach-mark').filter({ hasText: message })).toHaveCount(0);
    expect(await layout()).toEqual(withTip);
  }
  expect(seen).toHaveLength(3);
});

// Each scene opened once, at the phone's size (as a phone opens it), then resized to the desktop's:
// one start of the viewer per scene, each size a step named as its own test was.
const NOTICE_SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
];
const noticeSizes = NOTICE_SIZES.map((size) => `${String(size.width)}×${String(size.height)}`);

test(`at ${noticeSizes.join(' and ')} the cookie notice lies on none of the viewer’s bottom controls, in a gallery scene too`, async ({
  page,
}) => {
  test.setTimeout(180_000);
  await withoutCtas(page);
  for (const path of [`/${site}/${TOUR}/main-quad`, `/${site}/${TOUR}/campus-art`]) {
    await page.setViewportSize(NOTICE_SIZES[0] ?? { width: 390, height: 844 });
    await page.goto(tenantUrl(site, path));
    await startTour(page);
    for (const [index, viewport] of NOTICE_SIZES.entries()) {
      await test.step(`at ${noticeSizes[index] ?? ''} the cookie notice lies on none of the viewer’s bottom controls (${path})`, async () => {
        await page.setViewportSize(viewport);
        await expect(page.locator('.immersive')).toHaveAttribute(
          'data-layout',
          viewport.width >= 1200 ? 'desktop' : 'mobile',
        );
        const notice = page.locator('.toast-region .toast');
        await expect(notice).toBeVisible({ timeout: 20_000 });
        await expect(page.locator('.guide-card')).toBeVisible();
        // Measured once the notice has taken its place above the controls (a state, polled).
        await expect
          .poll(() =>
            page.evaluate(() => {
              const toast = document.querySelector('.toast-region .toast')?.getBoundingClientRect();
              if (!toast) return ['no notice'];
              return [...document.querySelectorAll('.scene-nav button, .scene-gallery--docked, .guide-card')]
                .map((element) => ({ name: element.className, box: element.getBoundingClientRect() }))
                .filter(({ box }) => box.width > 0)
                .filter(
                  ({ box }) =>
                    box.left < toast.right &&
                    box.right > toast.left &&
                    box.top < toast.bottom &&
                    box.bottom > toast.top,
                )
                .map(({ name }) => name);
            }),
          )
          .toEqual([]);
      });
    }
  }
});

test('at 320 px wide nothing scrolls sideways: the viewer, its menu and its scene grid', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 320, height: 640 });
  await withoutCtas(page);
  await page.goto(tenantUrl(site, `/${site}/${TOUR}`));
  await startTour(page);
  await expect(page.locator('.panorama-view[data-engine-ready="true"]')).toBeVisible({ timeout: 30_000 });
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(await fits()).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Scenes' }).click();
  await expect(page.getByRole('dialog', { name: 'Scenes' })).toBeVisible();
  expect(await fits()).toBe(true);
});

test('right to left (Arabic): the arrows turn, the splash’s play triangle does not', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await withoutCtas(page);
  await page.goto(tenantUrl('harbour', '/harbour/museum-highlights?lng=ar'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const transformOf = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).transform);
  await expect(page.locator('.tour-splash button svg')).toBeVisible({ timeout: 30_000 });
  expect(await transformOf('.tour-splash button svg')).toBe('none');
  await startTour(page);
  // Next points to the left in a right-to-left layout: its arrow is mirrored.
  expect(await transformOf('.scene-nav .button--primary svg')).toBe('matrix(-1, 0, 0, 1, 0, 0)');
});
