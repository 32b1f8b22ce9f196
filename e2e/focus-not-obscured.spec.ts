// Issue 34, WCAG 2.4.11 Focus Not Obscured: no Tab stop of any screen is covered by something
// else (a sticky header, a sheet, a banner, a toolbar). Each screen is walked with Tab alone, in
// Northfield (English) and Harbour (Arabic) at 1440×900 and 390×844; at every stop the focused
// element's centre and corners (inside its rounding) must belong to it. A control larger than a
// quarter of the screen (the panorama itself) is judged by its centre: the others float over it.
import type { Page } from '@playwright/test';
import { ctaNamed } from './ctas/cta-support.ts';
import { expect, tenantUrl, tenants, test } from './support/fixtures.ts';
import { returningVisitor, startTour, withoutCtas } from './viewer/viewer-support.ts';

const DEMO: Record<string, { tour: string; language: string; cta: string }> = {
  northfield: { tour: 'campus-highlights', language: 'en', cta: 'Campus visit' },
  harbour: { tour: 'museum-highlights', language: 'ar', cta: 'Group visit' },
};
const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
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
      ? [centre]
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
    return { name, covered: offScreen ? ['off screen'] : covered };
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

async function answeredCookies(page: Page, tenant: string): Promise<void> {
  await page.addInitScript((cookieName) => {
    document.cookie = `${cookieName}=dismissed; path=/`;
  }, `${tenant}_cookies`);
}

for (const tenant of tenants.filter((name) => name in DEMO)) {
  const demo = DEMO[tenant] ?? { tour: '', language: 'en', cta: '' };
  const lng = `?lng=${demo.language}`;
  for (const size of SIZES) {
    const at = `${String(size.width)}×${String(size.height)}`;

    test(`${tenant} at ${at}: no Tab stop of the homepage is covered`, async ({ page }) => {
      await page.setViewportSize(size);
      await withoutCtas(page);
      await answeredCookies(page, tenant);
      await page.goto(tenantUrl(tenant, `/${tenant}${lng}`));
      await expect(page.locator('main h1, main h2').first()).toBeVisible({ timeout: 20_000 });
      expect(await coveredStops(page)).toEqual([]);
    });

    test(`${tenant} at ${at}: no Tab stop of the tour viewer is covered`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(size);
      await withoutCtas(page);
      await returningVisitor(page, tenant);
      await page.goto(tenantUrl(tenant, `/${tenant}/${demo.tour}${lng}`));
      await startTour(page);
      await expect(page.locator('.panorama-view[data-engine-ready="true"]')).toBeVisible({ timeout: 30_000 });
      expect(await coveredStops(page)).toEqual([]);
    });

    test(`${tenant} at ${at}: no Tab stop of the campus map is covered`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(size);
      await withoutCtas(page);
      await answeredCookies(page, tenant);
      await page.goto(tenantUrl(tenant, `/${tenant}/map${lng}`));
      await expect(page.locator('.maplibregl-canvas, canvas').first()).toBeVisible({ timeout: 30_000 });
      expect(await coveredStops(page)).toEqual([]);
    });

    test(`${tenant} at ${at}: no Tab stop of a form CTA is covered`, async ({ page }) => {
      await page.setViewportSize(size);
      await answeredCookies(page, tenant);
      const cta = await ctaNamed(page, tenant, demo.cta);
      await page.goto(tenantUrl(tenant, `/${tenant}/ctas/${String(cta.id)}${lng}`));
      await expect(page.locator('.modal__dialog')).toBeVisible();
      expect(await coveredStops(page)).toEqual([]);
    });
  }
}
