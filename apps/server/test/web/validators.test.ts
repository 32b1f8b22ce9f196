import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../helpers/campus.ts';
import { getter, type Get } from '../helpers/request.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** Strong validators, conditional and range requests as RFC 9110 says, and no cookie on a storable answer (issue 32). */
describe('validators of files, locales, switchboard and favicon', () => {
  let t: TestApp;
  let get: Get;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-validators-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
    fs.mkdirSync(path.join(webDir, 'locales', 'en'), { recursive: true });
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      // Over the compression threshold (1 KiB), as the real page is.
      `<!doctype html><html><head><title>M</title></head><body><p>${'Northfield '.repeat(200)}</p></body></html>`,
    );
    fs.writeFileSync(
      path.join(webDir, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
    fs.writeFileSync(
      path.join(webDir, 'locales', 'en', 'translations.json'),
      JSON.stringify({ text: 'z'.repeat(3000) }),
    );
    t = await buildTestApp('sqlite', { webDistDir: webDir });
    await seedCampus(t.app.db);
    fs.mkdirSync(path.join(t.config.mediaDir, 'northfield'), { recursive: true });
    fs.writeFileSync(path.join(t.config.mediaDir, 'northfield', 'pano.jpg'), Buffer.alloc(10_000, 7));
    get = getter(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('tags media and built assets strongly, so a range client can resume with If-Range', async () => {
    for (const url of ['/media/northfield/pano.jpg', '/assets/index-abc123.js']) {
      const full = await get(url, { 'accept-encoding': 'identity' });
      const etag = String(full.headers.etag);
      expect(etag, url).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      expect((await get(url, { 'if-none-match': etag, 'accept-encoding': 'identity' })).statusCode, url).toBe(304);
      const resumed = await get(url, { range: 'bytes=10-19', 'if-range': etag, 'accept-encoding': 'identity' });
      expect(resumed.statusCode, url).toBe(206);
      expect(resumed.rawPayload, url).toHaveLength(10);
    }
  });

  it('sends the whole file (200) when If-Range is weak or names another version', async () => {
    const url = '/media/northfield/pano.jpg';
    const etag = String((await get(url)).headers.etag);
    for (const ifRange of [`W/${etag}`, '"other"', 'W/"other"']) {
      const answer = await get(url, { range: 'bytes=10-19', 'if-range': ifRange });
      expect(answer.statusCode, ifRange).toBe(200);
      expect(answer.rawPayload, ifRange).toHaveLength(10_000);
    }
  });

  it('gives locales, the switchboard and the favicon a strong ETag and 304 when unchanged, in every coding', async () => {
    for (const url of [
      '/locales/en/translations.json?v=old',
      '/api/switchboard/localhost/',
      '/favicon.png',
      '/favicon.svg',
    ]) {
      for (const coding of ['identity', 'br']) {
        const first = await get(url, { 'accept-encoding': coding });
        expect(first.statusCode, url).toBe(200);
        const etag = String(first.headers.etag);
        expect(etag, `${url} ${coding}`).toMatch(/^"[^"]+"$/);
        if (first.headers['content-encoding'] === 'br') expect(etag, url).toMatch(/-br"$/);
        // Named once, whichever coding was sent.
        const vary = String(first.headers.vary).toLowerCase().split(/,\s*/);
        expect(
          vary.filter((name) => name === 'accept-encoding'),
          `${url} ${coding}`,
        ).toHaveLength(1);
        const again = await get(url, { 'if-none-match': etag, 'accept-encoding': coding });
        expect(again.statusCode, `${url} ${coding}`).toBe(304);
      }
    }
  });

  it('names each header HTML varies by once, compressed or not', async () => {
    for (const coding of ['identity', 'br']) {
      const page = await get('/northfield', { 'accept-encoding': coding });
      expect(page.headers['content-encoding'], coding).toBe(coding === 'br' ? 'br' : undefined);
      expect(String(page.headers.vary).toLowerCase(), coding).toBe('accept, accept-encoding, accept-language');
    }
  });

  it('sends a page brotli, gzip or as it is, the same page under one validator in each, and 304 when unchanged', async () => {
    const plain = await get('/northfield', { 'accept-encoding': 'identity' });
    for (const coding of ['br', 'gzip'] as const) {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/northfield',
        headers: { host: 'localhost:3000', 'accept-encoding': coding },
      });
      expect(answer.headers['content-encoding'], coding).toBe(coding);
      const decoded =
        coding === 'br' ? zlib.brotliDecompressSync(answer.rawPayload) : zlib.gunzipSync(answer.rawPayload);
      expect(decoded.toString('utf8'), coding).toBe(plain.body);
      expect(answer.headers.etag, coding).toBe(plain.headers.etag);
    }
    const again = await get('/northfield', { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('puts the CSRF cookie only on an answer no cache may store, and forms still get their token', async () => {
    for (const url of ['/', '/northfield/home', '/api/v2/brand/']) {
      const first = await get(url);
      expect(first.headers['set-cookie'], url).toBeDefined();
      expect(first.headers['cache-control'], url).toBe('private, no-store');
      const cookie = String(first.headers['set-cookie']).split(';')[0] ?? '';
      const next = await get(url, { cookie });
      expect(next.headers['set-cookie'], url).toBeUndefined();
      expect(next.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
