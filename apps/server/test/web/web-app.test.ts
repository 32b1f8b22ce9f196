import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { apiError } from '@meridian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashDirectory } from '../../src/modules/web-app/web-app.routes.ts';
import { seedCampus } from '../helpers/campus.ts';
import { getter, type Get } from '../helpers/request.ts';
import { seedTenant } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** A built web app as Vite leaves it: index.html, hashed assets, copied locales. */
function writeWebDist(dir: string) {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'locales', 'en'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'locales', 'fr'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Meridian</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  // The build's brotli copy of a large chunk (vite-plugin-compression2 writes one beside each asset).
  const viewer = `console.log(${JSON.stringify('y'.repeat(8000))});`;
  fs.writeFileSync(path.join(dir, 'assets', 'viewer-def456.js'), viewer);
  fs.writeFileSync(path.join(dir, 'assets', 'viewer-def456.js.br'), zlib.brotliCompressSync(viewer));
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dir, 'locales', 'en', 'translations.json'), '{"home":"Home"}');
  fs.writeFileSync(path.join(dir, 'locales', 'fr', 'translations.json'), '{"home":"Accueil"}');
}

describe('web app, locales, media and security headers', () => {
  let t: TestApp;
  let get: Get;
  let buildHash: string;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-web-'));

  beforeAll(async () => {
    writeWebDist(webDir);
    buildHash = hashDirectory(path.join(webDir, 'locales'));
    t = await buildTestApp('sqlite', { webDistDir: webDir });
    await seedCampus(t.app.db);
    fs.mkdirSync(path.join(t.config.mediaDir, 'northfield'), { recursive: true });
    fs.writeFileSync(path.join(t.config.mediaDir, 'northfield', 'pano-low.jpg'), Buffer.alloc(10_000, 7));
    get = getter(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('answers app routes with index.html (SPA fallback), no-cache, carrying the locales build hash', async () => {
    const first = await get('/');
    const cookie = String(first.headers['set-cookie']).split(';')[0] ?? '';
    // The answer that gives the visitor a CSRF cookie is for that browser only.
    expect(first.headers['cache-control']).toBe('private, no-store');
    for (const url of ['/', '/northfield', '/northfield/home/science/labs', '/northfield/main-tour/quad?lng=fr']) {
      const response = await get(url, { cookie });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.body).toContain(`<meta name="meridian-build" content="${buildHash}">`);
    }
    expect(t.app.localesBuildHash).toBe(buildHash);
  });

  it('publishes the locales build hash at /api/build', async () => {
    expect((await get('/api/build')).json()).toEqual({ locales_hash: buildHash });
  });

  it('answers 404 JSON, not the app, for unknown files, API paths and media', async () => {
    for (const url of ['/missing.js', '/assets/nope-123.css', '/api/nothing', '/media/northfield/none.jpg']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      apiError.parse(response.json());
    }
  });

  it('serves hashed assets as immutable and other files with revalidation', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await get('/favicon.svg');
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('compresses JavaScript and JSON for clients that accept it', async () => {
    const asset = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(asset.headers['content-encoding']).toBe('gzip');
    const api = await get('/api/v2/brand/', { 'accept-encoding': 'br' });
    expect(api.headers['content-encoding']).toBe('br');
  });

  it('sends the build’s precompressed copy as it is, immutable, and the plain file to others', async () => {
    const onDisk = fs.readFileSync(path.join(webDir, 'assets', 'viewer-def456.js.br'));
    const asset = await get('/assets/viewer-def456.js', { 'accept-encoding': 'br, gzip' });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.rawPayload.equals(onDisk)).toBe(true);
    expect(asset.headers.vary).toMatch(/Accept-Encoding/i);
    const plain = await get('/assets/viewer-def456.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    // A shared cache keys the answer on Accept-Encoding, so it never hands brotli to this client.
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body).toContain('yyyy');
  });

  it('serves translations with a long cache only for the current build hash', async () => {
    const current = await get(`/locales/fr/translations.json?v=${buildHash}`);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual({ home: 'Accueil' });
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stale = await get('/locales/fr/translations.json?v=old');
    expect(stale.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 JSON for an unknown language or namespace', async () => {
    for (const url of ['/locales/de/translations.json', '/locales/en/other.json', '/locales/..%2F/translations.json']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      apiError.parse(response.json());
    }
  });

  it('serves media immutable, uncompressed, with range requests', async () => {
    const full = await get('/media/northfield/pano-low.jpg', { 'accept-encoding': 'gzip, br' });
    expect(full.statusCode).toBe(200);
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(full.headers['content-encoding']).toBeUndefined();
    expect(full.headers['accept-ranges']).toBe('bytes');
    const part = await get('/media/northfield/pano-low.jpg', { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/10000');
    expect(part.rawPayload).toHaveLength(100);
  });

  it('serves a PMTiles basemap file by byte ranges, and 416 for a range past its end (issue 15)', async () => {
    // A PMTiles reader asks for the header first, then for directories and tiles by offset.
    fs.writeFileSync(path.join(t.config.mediaDir, 'northfield', 'campus.pmtiles'), Buffer.alloc(4_096, 3));
    const header = await get('/media/northfield/campus.pmtiles', { range: 'bytes=0-126' });
    expect(header.statusCode).toBe(206);
    expect(header.headers['accept-ranges']).toBe('bytes');
    expect(header.headers['content-range']).toBe('bytes 0-126/4096');
    expect(header.rawPayload).toHaveLength(127);
    expect(header.headers['content-type']).toBe('application/vnd.pmtiles');
    const tail = await get('/media/northfield/campus.pmtiles', { range: 'bytes=4000-' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe('bytes 4000-4095/4096');
    const past = await get('/media/northfield/campus.pmtiles', { range: 'bytes=5000-5100' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */4096');
  });

  it("serves a tenant's media on its own hosts only (issue 10, defect 5)", async () => {
    const url = '/media/northfield/pano-low.jpg';
    expect((await getter(t.app, 'northfield.localhost')(url)).statusCode).toBe(200);
    for (const host of ['harbour.localhost', 'nosuch.localhost', 'tours.example.org']) {
      const response = await getter(t.app, host)(url);
      // Another tenant's host: 404; a host of no site: refused at the edge (400).
      expect(response.statusCode, host).toBe(host === 'harbour.localhost' ? 404 : 400);
      expect(response.rawPayload.includes(Buffer.alloc(100, 7)), host).toBe(false);
    }
    const climbing = await getter(t.app, 'harbour.localhost')('/media/harbour/../northfield/pano-low.jpg');
    expect(climbing.statusCode).toBe(404);
  });

  it('sends security headers on every kind of answer', async () => {
    for (const url of [
      '/',
      '/api/v2/brand/',
      '/api/switchboard/localhost/',
      // (Media answers carry a stricter policy: test/security/media-traversal.test.ts.)
      '/nope.js',
    ]) {
      const response = await get(url);
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toMatch(/frame-src 'self'/);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });
});

describe('web app not built', () => {
  it('answers app routes with a 503 JSON error that says how to build it', async () => {
    const t = await buildTestApp('sqlite');
    await seedTenant(t.app.db, { schema_name: 'northfield' });
    const response = await getter(t.app)('/northfield');
    expect(response.statusCode).toBe(503);
    expect(apiError.parse(response.json()).message).toContain('build');
    await t.close();
  });
});
