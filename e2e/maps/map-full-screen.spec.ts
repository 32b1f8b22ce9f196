// The "map expanded" toggle (issue 15, spec section 4): a button expands the standalone map to
// fill the viewport, over the site header, and back; Escape brings it back too. The map is drawn
// again at the new size, with the whole campus framed in it.
import type { Page } from '@playwright/test';
import { expect, getFromTenant, tenants, tenantUrl } from '../support/fixtures.ts';
import { test } from '../support/warm-context.ts';

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

async function pointPlaces(request: Parameters<typeof getFromTenant>[0], tenant: string) {
  const response = await getFromTenant(request, tenant, '/api/v2/maps/wayfinding/places/');
  const body = (await response.json()) as { features: { geometry: { type: string } }[] };
  return body.features.filter((place) => place.geometry.type === 'Point').length;
}

/** The map canvas's box on the page and the size of what MapLibre draws into it (CSS pixels). */
const canvasSize = (page: Page) =>
  page.locator('.maplibregl-canvas').evaluate((canvas: HTMLCanvasElement) => {
    const box = canvas.getBoundingClientRect();
    return {
      top: Math.round(box.top),
      width: Math.round(box.width),
      height: Math.round(box.height),
      drawnWidth: Math.round(canvas.width / window.devicePixelRatio),
      drawnHeight: Math.round(canvas.height / window.devicePixelRatio),
    };
  });

const placesInView = async (page: Page) =>
  Number((await page.getByRole('heading', { name: /^Places on the map: \d+$/ }).innerText()).replace(/\D/g, ''));

// One map page per tenant: the desktop size, then the phone size by resizing it.
for (const tenant of tenants) {
  test(`${tenant}: expands the map to the whole viewport and back, with the button and with Escape, on desktop and phone`, async ({
    page,
    request,
  }) => {
    const all = await pointPlaces(request, tenant);
    await page.setViewportSize(SIZES[0] ?? { width: 1440, height: 900 });
    await page.goto(tenantUrl(tenant, `/${tenant}/map?ctasTimed&lng=en`));
    await expect(page.locator('.maplibregl-canvas')).toBeVisible();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      // The map takes the new size and is drawn at it, the campus framed in it again.
      await expect
        .poll(async () => {
          const canvas = await canvasSize(page);
          return (
            canvas.width === size.width && canvas.drawnWidth === canvas.width && canvas.drawnHeight === canvas.height
          );
        })
        .toBe(true);
      await expect.poll(() => placesInView(page)).toBe(all);
      const before = await canvasSize(page);
      // Under the site header, so not the whole viewport yet.
      expect(before.top).toBeGreaterThan(0);
      expect(before.height).toBeLessThan(size.height);
      const expand = page.getByRole('button', { name: 'Full-screen map' });
      await expand.click();
      const shrink = page.getByRole('button', { name: 'Exit full screen' });
      await expect(shrink).toBeVisible();
      // The map covers the viewport and is drawn at that size, the campus framed in it.
      await expect
        .poll(() => canvasSize(page))
        .toEqual({
          top: 0,
          width: size.width,
          height: size.height,
          drawnWidth: size.width,
          drawnHeight: size.height,
        });
      await expect.poll(() => placesInView(page)).toBe(all);
      // The site header is under the map now: what is drawn where it was is the map.
      const header = await page.locator('.app-header').boundingBox();
      const coveredBy = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest('.map-screen') !== null,
        [(header?.x ?? 0) + (header?.width ?? 0) / 2, (header?.y ?? 0) + (header?.height ?? 0) / 2],
      );
      expect(coveredBy).toBe(true);

      await shrink.click();
      await expect(page.getByRole('button', { name: 'Full-screen map' })).toBeVisible();
      await expect.poll(() => canvasSize(page)).toEqual(before);

      // Escape leaves the expanded map too.
      await page.getByRole('button', { name: 'Full-screen map' }).click();
      await expect.poll(async () => (await canvasSize(page)).height).toBe(size.height);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Full-screen map' })).toBeVisible();
      await expect.poll(() => canvasSize(page)).toEqual(before);
    }
  });
}
