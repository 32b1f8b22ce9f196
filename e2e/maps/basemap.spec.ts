// Issue 15: a tenant's own offline basemap (maps_settings.basemap, a PMTiles archive in its pack).
// Northfield has one: its land, buildings and (zoomed out) lake are drawn under the campus, read by
// byte ranges from the tenant's own origin, and nothing leaves the machine. Harbour has none: the
// pmtiles reader is not even loaded and the map is the offline style alone.
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, isLocalHost, tenants, tenantUrl, test } from '../support/fixtures.ts';

/** The basemap layers' colours (apps/web/src/features/map/basemap-style.ts). */
const EARTH = [0xf1, 0xef, 0xe9];
const WATER = [0xa8, 0xcb, 0xe3];
const BUILDINGS = [0xdc, 0xd6, 0xcc];
const OFFLINE_BACKGROUND = [0xee, 0xf1, 0xee];

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
    // The campus is still drawn over it: its building names are on the map.
    await expect(page.locator('.campus-map__label').first()).toBeAttached();

    expect(reads.length).toBeGreaterThan(1);
    for (const read of reads) {
      expect(new URL(read.url).origin).toBe(new URL(mapUrl).origin);
      expect(read.range).toMatch(/^bytes=\d+-\d+$/);
      expect(read.status).toBe(206);
      expect(read.type).toBe('application/vnd.pmtiles');
    }
    expect([...requestedHosts].filter((host) => !isLocalHost(host))).toEqual([]);
  });

  test('harbour: without a basemap nothing of it is loaded or drawn', async ({ page, requestedHosts }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(tenantUrl('harbour', '/harbour/map?ctasTimed&lng=en'));
    await expect(page.locator('.maplibregl-canvas')).toBeVisible();
    await expect.poll(() => share(page, OFFLINE_BACKGROUND)).toBeGreaterThan(0.02);
    await expect(page.locator('.campus-map__label').first()).toBeAttached();
    expect(asked.filter((pathname) => /pmtiles/.test(pathname))).toEqual([]);
    // (A few antialiased pixels of labels may come close to the land colour; northfield has > 2 %.)
    expect(await share(page, EARTH)).toBeLessThan(0.002);
    expect([...requestedHosts].filter((host) => !isLocalHost(host))).toEqual([]);
  });
});
