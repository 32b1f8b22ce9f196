// Issue 15: a tenant's own offline basemap (maps_settings.basemap, a PMTiles archive in its pack).
// Northfield has one: its land, buildings and (zoomed out) lake are drawn under the campus, read by
// byte ranges from the tenant's own origin, and nothing leaves the machine. Harbour's shows its water.
// (A tenant without a basemap gets the offline style alone: map-style.test.ts.)
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, isLocalHost, tenants, tenantUrl, test } from '../support/fixtures.ts';

/** The basemap layers' colours (apps/web/src/features/map/basemap-style.ts). */
const EARTH = [0xf1, 0xef, 0xe9];
const WATER = [0xa8, 0xcb, 0xe3];
const BUILDINGS = [0xdc, 0xd6, 0xcc];
const CAMPUS_LAWN = [0xd6, 0xe4, 0xcf];

/** The share of the map's pixels within 3 of a colour. */
async function share(page: Page, colour: number[]): Promise<number> {
  const png = await page.locator('.maplibregl-canvas').screenshot();
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let hits = 0;
  for (let offset = 0; offset < data.length; offset += info.channels) {
    if (colour.every((value, channel) => Math.abs((data[offset + channel] ?? 0) - value) <= 3)) hits += 1;
  }
  return hits / (info.width * info.height);
}

test.describe('the tenant’s PMTiles basemap', () => {
  test.skip(!tenants.includes('northfield') || !tenants.includes('harbour'), 'needs both demo tenants');

  test('northfield: the basemap is drawn under the campus, read by byte ranges from its own origin', async ({
    page,
    requestedHosts,
  }) => {
    const reads: { url: string; status: number; type: string; range: string }[] = [];
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.endsWith('.pmtiles')) return;
      const range = response.request().headers().range ?? '';
      reads.push({
        url: response.url(),
        status: response.status(),
        type: response.headers()['content-type'] ?? '',
        range,
      });
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    const mapUrl = tenantUrl('northfield', '/northfield/map?ctasTimed&lng=en');
    await page.goto(mapUrl);
    await expect(page.locator('.maplibregl-canvas')).toBeVisible();
    // Around the campus (which fills most of the view): the basemap's land.
    await expect.poll(() => share(page, EARTH)).toBeGreaterThan(0.02);
    // One level out, the city blocks around the campus; one more, the lake south of it.
    const zoomOut = page.getByRole('button', { name: 'Zoom out' });
    await zoomOut.click();
    await expect.poll(() => share(page, BUILDINGS)).toBeGreaterThan(0.005);
    await zoomOut.click();
    await expect.poll(() => share(page, WATER)).toBeGreaterThan(0.02);
    // The campus is still drawn over it: its lawn colour is on the map (two levels out the campus is
    // ≈ 3 % of the view, most of it buildings, walks and trees; nothing of it would be 0).
    await expect.poll(() => share(page, CAMPUS_LAWN)).toBeGreaterThan(0.003);

    expect(reads.length).toBeGreaterThan(1);
    for (const read of reads) {
      expect(new URL(read.url).origin).toBe(new URL(mapUrl).origin);
      expect(read.range).toMatch(/^bytes=\d+-\d+$/);
      expect(read.status).toBe(206);
      expect(read.type).toBe('application/vnd.pmtiles');
    }
    expect([...requestedHosts].filter((host) => !isLocalHost(host))).toEqual([]);
  });

  test('harbour: its basemap draws the harbour’s water beside the campus at the first view', async ({
    page,
    requestedHosts,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(tenantUrl('harbour', '/harbour/map?ctasTimed&lng=en'));
    await expect(page.locator('.maplibregl-canvas')).toBeVisible();
    // A maritime museum on the water (issue 34): water, quays and piers around its campus.
    await expect.poll(() => share(page, WATER)).toBeGreaterThan(0.05);
    expect([...requestedHosts].filter((host) => !isLocalHost(host))).toEqual([]);
  });
});
