import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDunes } from '../helpers/dunes-site.ts';
import { getter, type Get } from '../helpers/request.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const host = 'dunes.localhost:3000';
const origin = `http://${host}`;

const meta = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`, 'g'))].map((m) => m[1]);
const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"(?: hreflang="([^"]*)")? href="([^"]*)">`, 'g'))].map((m) =>
    m[1] === undefined ? m[2] : `${m[1]} ${m[2]}`,
  );
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0];

describe('crawler HTML of every public page (issue 32)', () => {
  let t: TestApp;
  let get: Get;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-crawl-'));

  beforeAll(async () => {
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Meridian</title></head><body><div id="root"></div></body></html>',
    );
    fs.mkdirSync(path.join(webDir, 'locales', 'ar'), { recursive: true });
    fs.writeFileSync(path.join(webDir, 'locales', 'ar', 'translations.json'), '{"screens":{"map":"خريطة الحرم"}}');
    t = await buildTestApp('sqlite', { webDistDir: webDir });
    await seedDunes(t);
    get = getter(t.app, host);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('gives a standalone scene page its own title, description and thumbnail with its size and alt text', async () => {
    const html = (await get('/dunes/scene/oasis')).body;
    expect(title(html)).toBe('The oasis – Dunes College');
    expect(meta(html, 'og:title')).toEqual(['The oasis – Dunes College']);
    expect(meta(html, 'og:description')).toEqual(['An oasis in the desert']);
    expect(meta(html, 'og:image')).toEqual([`${origin}/media/dunes/oasis-thumb.jpg`]);
    expect(meta(html, 'og:image:width')).toEqual(['640']);
    expect(meta(html, 'og:image:height')).toEqual(['320']);
    expect(meta(html, 'og:image:alt')).toEqual(['Palms by the water']);
  });

  it('names a scene inside a tour by scene, tour and brand, with the scene thumbnail', async () => {
    const html = (await get('/dunes/desert-walk/oasis')).body;
    expect(title(html)).toBe('The oasis – Desert walk – Dunes College');
    expect(meta(html, 'og:image')).toEqual([`${origin}/media/dunes/oasis-thumb.jpg`]);
    expect(links(html, 'canonical')).toEqual([`${origin}/dunes/desert-walk/oasis?lng=en`]);
  });

  it('writes lang and dir of the page language: ?lng=ar is Arabic, right to left, in Arabic words', async () => {
    const html = (await get('/dunes/scene/oasis?lng=ar')).body;
    expect(htmlTag(html)).toBe('<html lang="ar" dir="rtl">');
    expect(title(html)).toBe('الواحة – كلية الكثبان');
    expect(meta(html, 'og:site_name')).toEqual(['كلية الكثبان']);
    expect(meta(html, 'og:description')).toEqual(['واحة في الصحراء']);
    expect(meta(html, 'og:locale')).toEqual(['ar']);
    expect(meta(html, 'og:locale:alternate')).toEqual(['en']);
    expect(meta(html, 'og:url')).toEqual([`${origin}/dunes/scene/oasis?lng=ar`]);
    expect(htmlTag((await get('/dunes/scene/oasis')).body)).toBe('<html lang="en" dir="ltr">');
    expect(htmlTag((await get('/dunes', { 'accept-language': 'ar' })).body)).toBe('<html lang="ar" dir="rtl">');
  });

  it('links the canonical address and every language of the tenant plus x-default, on the public origin', async () => {
    const html = (await get('/dunes/map/places?banner=false&token=x')).body;
    expect(links(html, 'canonical')).toEqual([`${origin}/dunes/map?lng=en`]);
    expect(links(html, 'alternate')).toEqual([
      `en ${origin}/dunes/map?lng=en`,
      `ar ${origin}/dunes/map?lng=ar`,
      `x-default ${origin}/dunes/map`,
    ]);
    expect(title(html)).toBe('Campus map – Dunes College');
    expect(title((await get('/dunes/map?lng=ar')).body)).toBe('خريطة الحرم – كلية الكثبان');
  });

  it('answers unknown tours, scenes and groups 404 with the app page, not indexed', async () => {
    for (const url of [
      '/dunes/no-tour',
      '/dunes/desert-walk/no-scene',
      '/dunes/scene/no-scene',
      '/dunes/home/nowhere',
      '/dunes/scene/draft-scene',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(meta(response.body, 'robots'), url).toEqual(['noindex']);
      expect(links(response.body, 'canonical'), url).toEqual([]);
    }
    for (const url of ['/dunes', '/dunes/home/sands', '/dunes/desert-walk', '/dunes/scene/oasis', '/dunes/map']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('names what HTML varies by and revalidates it: 304 for the same page, 200 for another language', async () => {
    const first = await get('/dunes/scene/oasis');
    expect(first.headers.vary).toBe('Accept, Accept-Encoding, Accept-Language');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect((await get('/dunes/scene/oasis', { 'if-none-match': etag })).statusCode).toBe(304);
    const arabic = await get('/dunes/scene/oasis', { 'if-none-match': etag, 'accept-language': 'ar' });
    expect(arabic.statusCode).toBe(200);
  });

  it('serves robots.txt and a sitemap of live pages in every language, on the public origin', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /dunes/ctas');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode, sitemap.body).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    for (const page of ['/dunes', '/dunes/home/sands', '/dunes/desert-walk', '/dunes/scene/oasis', '/dunes/map']) {
      expect(locs).toContain(`${origin}${page}?lng=en`);
      expect(locs).toContain(`${origin}${page}?lng=ar`);
    }
    expect(sitemap.body).not.toContain('draft-scene');
    expect(sitemap.body).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/dunes/scene/oasis"/>`,
    );
    const etag = String(sitemap.headers.etag);
    expect(etag).toMatch(/^"/);
    expect((await get('/sitemap.xml', { 'if-none-match': etag })).statusCode).toBe(304);
  });
});
