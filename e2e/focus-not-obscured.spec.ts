// Issue 34, WCAG 2.4.11 Focus Not Obscured: no Tab stop of any screen is covered by something
// else (a sticky header, a sheet, a banner, a toolbar). Each screen is walked with Tab alone, in
// Northfield (English) and Harbour (Arabic) at 390×844 and 1440×900, as on a first visit: the
// cookie notice is up (it floats over the page, and its own link and button are stops too); a
// tour's splash is walked before the tour starts. At every stop the focused element's centre and
// corners (inside its rounding) must belong to it. A control larger than a quarter of the screen
// (the panorama, the map) must show at its centre or at one of its quarter points: the others float
// over part of it.
import type { Page } from '@playwright/test';
import { ctaNamed } from './ctas/cta-support.ts';
import { expect, tenantUrl, tenants } from './support/fixtures.ts';
import { test } from './support/warm-context.ts';
import { startTour, tutorialsSeen, withoutCtas } from './viewer/viewer-support.ts';

const DEMO: Record<string, { tour: string; language: string; cta: string }> = {
  northfield: { tour: 'campus-highlights', language: 'en', cta: 'Campus visit' },
  harbour: { tour: 'museum-highlights', language: 'ar', cta: 'Group visit' },
};
// The phone first, as the screen is opened; then the same page resized to the desktop (one start of
// the page per screen: the map's and the panorama's engines on software WebGL are the slow part).
const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const MAX_STOPS = 45;

interface Stop {
  name: string;
  covered: string[];
}

/** Where the focused element is covered, or null when focus is on nothing (the page itself). */
function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) return null;
    const rect = element.getBoundingClientRect();
    const text = element.textContent.trim().slice(0, 40);
    const name = element.getAttribute('aria-label') ?? (text || element.tagName.toLowerCase());
    if (rect.width < 1 || rect.height < 1) return { name, covered: ['no box'] };
    const inset = Math.min(8, rect.width / 4, rect.height / 4);
    const centre: [number, number] = [rect.left + rect.width / 2, rect.top + rect.height / 2];
    const big = rect.width * rect.height > 0.25 * innerWidth * innerHeight;
    const points: [number, number][] = big
      ? [
          centre,
          [rect.left + rect.width / 4, rect.top + rect.height / 4],
          [rect.right - rect.width / 4, rect.top + rect.height / 4],
          [rect.left + rect.width / 4, rect.bottom - rect.height / 4],
          [rect.right - rect.width / 4, rect.bottom - rect.height / 4],
        ]
      : [
          centre,
          [rect.left + inset, rect.top + inset],
          [rect.right - inset, rect.top + inset],
          [rect.left + inset, rect.bottom - inset],
          [rect.right - inset, rect.bottom - inset],
        ];
    const covered = points
      .filter(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight)
      .map(([x, y]) => ({ x, y, hit: document.elementFromPoint(x, y) }))
      .filter(
        ({ hit }) =>
          hit !== null &&
          !element.contains(hit) &&
          // A point outside the control's own shape (a pill's rounded corner, a link's wrapped line)
          // lands on what holds it: nothing lies over the control there.
          !hit.contains(element) &&
          !(hit instanceof HTMLLabelElement && hit.control === element),
      )
      .map(
        ({ x, y, hit }) =>
          `${String(Math.round(x))},${String(Math.round(y))} under ${hit?.className.toString() || hit?.tagName || ''}`,
      );
    const offScreen = rect.bottom <= 0 || rect.top >= innerHeight || rect.right <= 0 || rect.left >= innerWidth;
    // A big control (the panorama, the map) is covered only where none of it shows (2.4.11's own
    // measure): panels and notices float over part of it by design.
    const seen = big && covered.length < points.length;
    return { name, covered: offScreen ? ['off screen'] : seen ? [] : covered };
  });
}

/** Tabs through the screen until focus comes round again, and lists every stop found covered. */
async function coveredStops(page: Page): Promise<string[]> {
  const problems: string[] = [];
  let first: string | null = null;
  for (let press = 0; press < MAX_STOPS; press += 1) {
    await page.keyboard.press('Tab');
    // The focused control is scrolled into view and its tooltip shown before it is judged: a frame on.
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    const stop = await focusedStop(page);
    if (!stop) continue;
    const id = await page.evaluate(() => {
      const element = document.activeElement;
      return element
        ? `${element.tagName}#${element.id}.${element.className}@${element.getAttribute('aria-label') ?? ''}`
        : '';
    });
    if (id === first) break;
    first ??= id;
    if (stop.covered.length > 0) problems.push(`${stop.name}: ${stop.covered.join('; ')}`);
  }
  return problems;
}

/**
 * Walks the screen already open at each size: resized (the first size is the one it was opened at),
 * then walked once `settled` says the screen has the layout of that size. Each size is a step named
 * as its own test was.
 */
async function walkAtEachSize(page: Page, name: string, settled: (size: Size) => Promise<void>): Promise<void> {
  for (const size of SIZES) {
    await test.step(name.replace('{at}', `${String(size.width)}×${String(size.height)}`), async () => {
      await page.setViewportSize(size);
      await settled(size);
      expect(await coveredStops(page)).toEqual([]);
    });
  }
}

type Size = (typeof SIZES)[number];
const sizesName = SIZES.map((size) => `${String(size.width)}×${String(size.height)}`).join(' and ');

for (const tenant of tenants.filter((name) => name in DEMO)) {
  const demo = DEMO[tenant] ?? { tour: '', language: 'en', cta: '' };
  const lng = `?lng=${demo.language}`;
  const first = SIZES[0] ?? { width: 390, height: 844 };

  test(`${tenant} at ${sizesName}: no Tab stop of the homepage is covered`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(first);
    await withoutCtas(page);
    await page.goto(tenantUrl(tenant, `/${tenant}${lng}`));
    await walkAtEachSize(page, `${tenant} at {at}: no Tab stop of the homepage is covered`, async () => {
      await expect(page.locator('main h1, main h2').first()).toBeVisible({ timeout: 20_000 });
    });
  });

  test(`${tenant} at ${sizesName}: no Tab stop of the tour's splash or viewer is covered`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(first);
    await withoutCtas(page);
    await tutorialsSeen(page);
    await page.goto(tenantUrl(tenant, `/${tenant}/${demo.tour}${lng}`));
    // The splash (both demo brands open to one), with the cookie notice over it.
    await expect(page.locator('.tour-splash button')).toBeFocused({ timeout: 30_000 });
    await expect(page.locator('.cookie-notice__text')).not.toBeEmpty();
    expect(await coveredStops(page)).toEqual([]);
    // It keeps its place at the bottom: the viewer's controls under the splash are not there yet,
    // so it is not lifted above them (up against the start button).
    const notice = await page.locator('.toast').boundingBox();
    expect(first.height - (notice ? notice.y + notice.height : 0)).toBeLessThan(32);
    await startTour(page);
    await walkAtEachSize(page, `${tenant} at {at}: no Tab stop of the tour viewer is covered`, async (size) => {
      await expect(page.locator('.immersive')).toHaveAttribute(
        'data-layout',
        size.width >= 1200 ? 'desktop' : 'mobile',
      );
      await expect(page.locator('.panorama-view[data-engine-ready="true"]')).toBeVisible({ timeout: 30_000 });
    });
  });

  test(`${tenant} at ${sizesName}: no Tab stop of the campus map is covered`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(first);
    await withoutCtas(page);
    await page.goto(tenantUrl(tenant, `/${tenant}/map${lng}`));
    await walkAtEachSize(page, `${tenant} at {at}: no Tab stop of the campus map is covered`, async (size) => {
      await expect(page.locator('.maplibregl-canvas, canvas').first()).toBeVisible({ timeout: 30_000 });
      // The map has taken the new size (it spans the window's width at both sizes).
      await expect
        .poll(() => page.locator('.maplibregl-canvas').evaluate((canvas) => canvas.clientWidth))
        .toBe(size.width);
    });
  });

  test(`${tenant} at ${sizesName}: no Tab stop of a form CTA is covered`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(first);
    const cta = await ctaNamed(page, tenant, demo.cta);
    await page.goto(tenantUrl(tenant, `/${tenant}/ctas/${String(cta.id)}${lng}`));
    await walkAtEachSize(page, `${tenant} at {at}: no Tab stop of a form CTA is covered`, async () => {
      await expect(page.locator('.modal__dialog')).toBeVisible();
    });
  });
}
