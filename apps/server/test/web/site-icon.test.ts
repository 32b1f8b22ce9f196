// Issue 12: each tenant has its own favicon in its brand colour, and /favicon.ico is never a 404.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { SITE_ICON_PNG_SIZE } from '../../src/modules/site-icon/site-icon-png.ts';
import { foregroundFor } from '../../src/http/brand-colour.ts';
import { initialOf, siteIconSvg } from '../../src/modules/site-icon/site-icon.service.ts';
import { makeBrand } from '../helpers/fixtures.ts';
import { seedTenant, writeDocument } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** How many opaque pixels of each colour (`#rrggbb`) the PNG has. */
async function pixelColours(png: Buffer): Promise<Map<string, number>> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const counts = new Map<string, number>();
  for (let i = 0; i < data.length; i += info.channels) {
    if ((data[i + 3] ?? 0) < 255) continue;
    const hex = `#${[data[i], data[i + 1], data[i + 2]].map((v) => (v ?? 0).toString(16).padStart(2, '0')).join('')}`;
    counts.set(hex, (counts.get(hex) ?? 0) + 1);
  }
  return counts;
}

/** The PNG is the monogram: mostly the brand colour, and a good share in the letter's colour. */
async function expectMonogram(png: Buffer, background: string, foreground: string): Promise<void> {
  const colours = await pixelColours(png);
  expect(colours.get(background)).toBeGreaterThan(SITE_ICON_PNG_SIZE * SITE_ICON_PNG_SIZE * 0.5);
  expect(colours.get(foreground)).toBeGreaterThan(SITE_ICON_PNG_SIZE * SITE_ICON_PNG_SIZE * 0.05);
}

describe.each(testDatabaseKinds())('site icon (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const northfield = await seedTenant(t.app.db, { schema_name: 'northfield' });
    const harbour = await seedTenant(t.app.db, { schema_name: 'harbour' });
    await writeDocument(t.app.db, northfield, { kind: 'brand', id: 1, body: makeBrand() });
    await writeDocument(t.app.db, harbour, {
      kind: 'brand',
      id: 2,
      body: makeBrand({ id: 2, title: 'Harbour <Museum>', primary_color: { hex_value: '#fff3a0' } }),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers /favicon.ico with the tenant’s icon in its brand colour, not a 404', async () => {
    const response = await t.app.inject({ url: '/favicon.ico', headers: { host: 'localhost:3000' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    await expectMonogram(response.rawPayload, '#123456', '#ffffff');
  });

  it('serves the icon the pages link as a small PNG, the same picture as the SVG (an SVG icon is drawn on the page’s main thread)', async () => {
    const png = await t.app.inject({ url: '/favicon.png', headers: { host: 'harbour.localhost:3000' } });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.length).toBeLessThan(4_000);
    const { width, height } = await sharp(png.rawPayload).metadata();
    expect([width, height]).toEqual([SITE_ICON_PNG_SIZE, SITE_ICON_PNG_SIZE]);
    await expectMonogram(png.rawPayload, '#fff3a0', '#111418');
  });

  it('gives each tenant its own icon, with a readable letter and its title escaped', async () => {
    const response = await t.app.inject({ url: '/favicon.svg', headers: { host: 'harbour.localhost:3000' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('fill="#fff3a0"');
    expect(response.body).toContain('fill="#111418"');
    expect(response.body).toContain('>H</text>');
  });

  it('answers a host without a tenant with a neutral icon rather than an error', async () => {
    const response = await t.app.inject({ url: '/favicon.svg', headers: { host: 'nowhere.example.org' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('fill="#14171c"');
    const png = await t.app.inject({ url: '/favicon.ico', headers: { host: 'nowhere.example.org' } });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
  });
});

describe('site icon letter and colour', () => {
  it('takes the first letter of the title in any script, and escapes markup', () => {
    expect(initialOf({ title: 'جامعة الشمال', name: 'x' })).toBe('ج');
    expect(initialOf({ title: '', name: 'harbour' })).toBe('H');
    expect(initialOf(null)).toBe('M');
    expect(initialOf({ title: '<b>', name: '' })).toBe('<');
    expect(siteIconSvg({ title: '<b>', name: '', primary_color: null })).toContain('>&#60;</text>');
  });

  it('writes white on dark brand colours and ink on light ones', () => {
    expect(foregroundFor('#00467f')).toBe('#ffffff');
    expect(foregroundFor('#fff3a0')).toBe('#111418');
  });
});
