// Issue 34: at the whole-campus zoom a visitor first sees, no building name lies on a building's
// outline (and MapLibre's collision rules keep names off one another), at 1440×900 and 390×844, in
// both tenants and in Arabic. Checked on what MapLibre drew: the map is drawn three times with one
// layer each (nothing, the outlines, the names) and no pixel may be both outline and name.
import type { Page } from '@playwright/test';
import type { Map as MapLibreMap } from 'maplibre-gl';
import sharp from 'sharp';
import { expect, getFromTenant, tenants, tenantUrl } from '../support/fixtures.ts';
import { test } from '../support/warm-context.ts';

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** Shows only these layers of the map (over its background) and waits until they are drawn. */
async function showOnly(page: Page, layers: string[]) {
  await page.evaluate(
    async (keep) => {
      const element = document.querySelector('.maplibregl-map') as unknown as { maplibreMap: MapLibreMap };
      const map = element.maplibreMap;
      const drawn = new Promise((resolve) => map.once('idle', resolve));
      for (const layer of map.getStyle().layers) {
        map.setLayoutProperty(layer.id, 'visibility', keep.includes(layer.id) ? 'visible' : 'none');
      }
      map.triggerRepaint();
      await drawn;
    },
    ['background', ...layers],
  );
  // The canvas alone: the panel and the buttons over it are not the map's.
  const png = await page.locator('.maplibregl-canvas').screenshot({
    style: 'body * { visibility: hidden !important } .maplibregl-canvas { visibility: visible !important }',
  });
  return sharp(png).raw().toBuffer({ resolveWithObject: true });
}

/** The names MapLibre placed (those it drew after its collision rules). */
async function placedNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const element = document.querySelector('.maplibregl-map') as unknown as { maplibreMap: MapLibreMap };
    const features = element.maplibreMap.queryRenderedFeatures({ layers: ['place-labels'] });
    return [...new Set(features.map((feature) => String(feature.properties.title)))];
  });
}

for (const tenant of tenants) {
  for (const size of SIZES) {
    for (const language of tenant === 'harbour' ? ['en', 'ar'] : ['en']) {
      test(`${tenant} at ${String(size.width)}×${String(size.height)} (${language}): no building name lies on an outline at the campus-wide zoom`, async ({
        page,
        request,
      }) => {
        test.setTimeout(90_000);
        const response = await getFromTenant(request, tenant, '/api/v2/maps/wayfinding/places/');
        const { features } = (await response.json()) as { features: { properties: { is_building: boolean } }[] };
        const buildings = features.filter((place) => place.properties.is_building).length;
        await page.context().addCookies([{ name: `${tenant}_cookies`, value: 'dismissed', url: tenantUrl(tenant) }]);
        await page.setViewportSize(size);
        await page.goto(tenantUrl(tenant, `/${tenant}/map?ctasTimed&lng=${language}`));
        await expect(page.locator('.maplibregl-map[data-idle="true"]')).toHaveCount(1, { timeout: 30_000 });

        const names = await placedNames(page);
        const ground = await showOnly(page, []);
        const outlines = await showOnly(page, ['buildings-edge']);
        const labels = await showOnly(page, ['place-labels']);
        const { data, info } = ground;
        const differs = (image: Buffer, offset: number) =>
          [0, 1, 2].some((channel) => Math.abs((image[offset + channel] ?? 0) - (data[offset + channel] ?? 0)) > 6);
        let outline = 0;
        let ink = 0;
        let both = 0;
        for (let offset = 0; offset < data.length; offset += info.channels) {
          const isOutline = differs(outlines.data, offset);
          const isName = differs(labels.data, offset);
          if (isOutline) outline += 1;
          if (isName) ink += 1;
          if (isOutline && isName) both += 1;
        }
        test.info().annotations.push({
          type: 'names',
          description: `${String(names.length)} of ${String(buildings)} buildings named; ${String(both)} pixels on outlines`,
        });
        // The layers were drawn (a blank canvas would pass the check below for the wrong reason).
        expect(outline).toBeGreaterThan(1000);
        expect(ink).toBeGreaterThan(200);
        expect(both, 'pixels where a name lies on a building outline').toBe(0);
        // Most buildings are named at this zoom on a desktop; on a phone fewer fit, but some do.
        expect(names.length).toBeGreaterThanOrEqual(size.width > 1000 ? Math.ceil(buildings * 0.8) : 5);
      });
    }
  }
}
