// The tour viewer's map panel (issue 15): a map button in the viewer's toolbar opens the campus map
// with the current scene's location and the visitor's heading as an arrow (the compass's heading);
// MapLibre is fetched only when the panel opens, and closing it releases the map's WebGL context.
import type { Locator, Page } from '@playwright/test';
import { expect, getFromTenant, tenants, tenantUrl, test } from '../support/fixtures.ts';
import { startTour, withoutCtas } from '../viewer/viewer-support.ts';
import { trackContexts, webGLContexts } from '../support/webgl-contexts.ts';

interface TourPoints {
  slug: string;
  starting_point: number;
  scenes_points: { scene: number }[];
}

/** A tour whose first scene has a location on the campus map. */
async function locatedTour(page: Page, tenant: string): Promise<string | null> {
  const response = await getFromTenant(page.request, tenant, '/api/v2/tours/?fields=*&type=tour.TourPage&limit=150');
  const { items } = (await response.json()) as { items: TourPoints[] };
  return items.find((tour) => tour.scenes_points.some((point) => point.scene === tour.starting_point))?.slug ?? null;
}

/** The degrees in an accessible name such as "Compass: facing 90°. Turn to face north". */
const degreesOf = async (locator: Locator) =>
  Number(/(\d+)°/.exec((await locator.getAttribute('aria-label')) ?? '')?.[1]);

for (const tenant of tenants) {
  test(`${tenant}: the viewer's map panel shows where the scene is and which way the visitor faces`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const tour = await locatedTour(page, tenant);
    test.skip(tour === null, `${tenant} has no tour starting at a located scene`);
    await page.addInitScript(trackContexts);
    await page.addInitScript(() => {
      localStorage.setItem(
        'meridian.viewer.tutorials',
        JSON.stringify({ state: { seen: { panorama: true, tourMenu: true, mobileGuideCard: true } }, version: 1 }),
      );
    });
    await withoutCtas(page);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(tenantUrl(tenant, `/${tenant}/${tour}?ctasTimed&lng=en`));
    await startTour(page);
    await expect(page.locator('.panorama-view[data-engine-ready="true"]')).toBeVisible({ timeout: 30_000 });
    const [, alive] = await page.evaluate(webGLContexts);
    // The panel's module (and MapLibre with it) is not fetched before the panel opens.
    const panelModule = () => scripts.some((url) => /\/viewer-map-panel-[\w-]+\.js$/.test(url));
    expect(panelModule()).toBe(false);
    expect(await page.locator('.maplibregl-map').count()).toBe(0);

    await page.getByRole('button', { name: 'Campus map' }).click();
    await expect(page.locator('.maplibregl-canvas')).toBeVisible();
    await expect(page.locator('.maplibregl-map')).toHaveCount(1);
    expect(panelModule()).toBe(true);
    const here = page.getByRole('img', { name: /: you are here, facing \d+°$/ });
    await expect(here).toBeVisible();
    // The arrow follows the compass: the same heading, and again after the visitor turns.
    const compass = page.getByRole('button', { name: /^Compass: facing \d+°/ });
    await expect.poll(() => degreesOf(here)).toBe(await degreesOf(compass));
    const start = await degreesOf(compass);
    await page.locator('.panorama-view__canvas').focus();
    await expect
      .poll(async () => {
        await page.keyboard.press('ArrowRight');
        return degreesOf(compass);
      })
      .not.toBe(start);
    await expect.poll(async () => (await degreesOf(here)) === (await degreesOf(compass))).toBe(true);
    // The arrow is drawn at the heading it announces. Both are read at one moment: the view may
    // still be easing after the key presses, so a heading read earlier can be stale by now.
    await expect
      .poll(() =>
        here.evaluate((element) => {
          const style = element.querySelector('svg')?.getAttribute('style') ?? '';
          return style.includes(`rotate(${element.getAttribute('data-heading') ?? ''}deg)`);
        }),
      )
      .toBe(true);

    await page.locator('.viewer-map-sheet').getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('.maplibregl-map')).toHaveCount(0);
    // The map's context is released: only the panorama's are left alive.
    await expect.poll(async () => (await page.evaluate(webGLContexts))[1]).toBe(alive);
  });
}
