// A tenant's own map style (issue 15): when maps_settings.style names one, its layers are drawn
// under the campus; by default (no style) the offline style alone is used and nothing leaves the
// machine (campus-map.spec.ts). The style is on the tenant's own origin here (a style on another
// host is allowed by that tenant's own CSP: apps/server/test/map/map-origins-policy.test.ts); the
// test answers it with a style whose background is a colour the offline style never uses. A loaded
// tenant style replaces northfield's PMTiles basemap, whose land would otherwise cover it.
import sharp from 'sharp';
import { expect, tenants, tenantUrl } from '../support/fixtures.ts';
import { test } from '../support/warm-context.ts';
import { patchBrand } from '../viewer/viewer-support.ts';

const styleUrl = (tenant: string) => tenantUrl(tenant, '/basemap/campus-style.json');
const MAGENTA = { r: 255, g: 0, b: 255 };

/** The colour of the map's top-end corner (outside the panel and the campus). */
async function cornerColour(page: import('@playwright/test').Page) {
  const png = await page.locator('.maplibregl-canvas').screenshot();
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const offset = (4 * info.width - 4) * info.channels;
  return { r: data[offset], g: data[offset + 1], b: data[offset + 2] };
}

for (const tenant of tenants) {
  test(`${tenant}: the tenant's own style is drawn under the campus when maps_settings.style is set`, async ({
    page,
  }) => {
    const requested: string[] = [];
    await page.route(styleUrl(tenant), async (route) => {
      requested.push(route.request().url());
      await route.fulfill({
        json: {
          version: 8,
          sources: {},
          layers: [{ id: 'land', type: 'background', paint: { 'background-color': '#ff00ff' } }],
        },
      });
    });
    await patchBrand(page, (brand) => {
      const settings = brand.maps_settings as Record<string, unknown> | null;
      if (settings) settings.style = styleUrl(tenant);
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(tenantUrl(tenant, `/${tenant}/map?ctasTimed&lng=en`));
    await expect(page.locator('.maplibregl-canvas')).toBeVisible();
    await expect.poll(() => cornerColour(page)).toEqual(MAGENTA);
    expect(requested).toEqual([styleUrl(tenant)]);
    // The campus is still drawn over it: its places are on the map.
    await expect(page.locator('.map-screen section.visually-hidden li').first()).toBeAttached();
  });

  test(`${tenant}: without a tenant style the offline style is used`, async ({ page }) => {
    // The offline style alone: northfield's PMTiles basemap (basemap.spec.ts) is left out here.
    await patchBrand(page, (brand) => {
      const settings = brand.maps_settings as Record<string, unknown> | null;
      if (settings) settings.basemap = null;
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(tenantUrl(tenant, `/${tenant}/map?ctasTimed&lng=en`));
    await expect(page.locator('.maplibregl-canvas')).toBeVisible();
    // The offline background (#eeece6, map-style.ts) once the map has drawn.
    await expect.poll(() => cornerColour(page)).toEqual({ r: 0xee, g: 0xec, b: 0xe6 });
  });
}
