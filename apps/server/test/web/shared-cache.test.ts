import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import CachePolicy from 'http-cache-semantics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDunes } from '../helpers/dunes-site.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const host = 'dunes.localhost:3000';

interface Kind {
  name: string;
  url: string;
  /** Sent with the request: `cookie` is replaced by a valid CSRF cookie. */
  headers?: Record<string, string>;
  storable: boolean;
  /** Request headers the answer must name in Vary. */
  vary?: string[];
  /** A stored answer revalidates to 304 with the validators the cache sends. */
  revalidates?: boolean;
}

/**
 * http-cache-semantics judges every kind of answer as a shared cache (a CDN) would (issue 32): what it
 * may store, that no stored answer carries a cookie, that it names what it varies by, and that
 * revalidation with the headers the cache sends answers 304.
 */
describe('every kind of answer, judged by a shared cache', () => {
  let t: TestApp;
  let cookie = '';
  let version = '';
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-shared-cache-'));

  interface CacheRequest {
    url: string;
    method: string;
    headers: Record<string, string>;
  }
  const request = (url: string, headers: Record<string, string> = {}): CacheRequest => ({
    url,
    method: 'GET',
    headers: { host, 'accept-language': 'en', 'accept-encoding': 'br, gzip', ...headers },
  });
  const send = async (req: CacheRequest) => {
    const answer = await t.app.inject({ method: 'GET', url: req.url, headers: req.headers });
    return { status: answer.statusCode, headers: answer.headers as Record<string, string> };
  };

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
    fs.mkdirSync(path.join(webDir, 'locales', 'en'), { recursive: true });
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><title>M</title></head><body></body></html>',
    );
    fs.writeFileSync(
      path.join(webDir, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
    fs.writeFileSync(path.join(webDir, 'locales', 'en', 'translations.json'), '{"screens":{"map":"Campus map"}}');
    t = await buildTestApp('sqlite', { webDistDir: webDir });
    await seedDunes(t);
    const first = await t.app.inject({ method: 'GET', url: '/dunes', headers: { host } });
    cookie = String(first.headers['set-cookie']).split(';')[0] ?? '';
    const switchboard = await t.app.inject({
      method: 'GET',
      url: '/api/switchboard/dunes.localhost/',
      headers: { host },
    });
    version = switchboard.json<{ version_hash: string }>().version_hash;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const kinds = (): Kind[] => [
    {
      name: 'built asset',
      url: '/assets/index-abc123.js',
      storable: true,
      vary: ['accept-encoding'],
      revalidates: true,
    },
    { name: 'media', url: '/media/dunes/oasis-thumb.jpg', storable: true, revalidates: true },
    // This library, like many caches, stores no partial answer (a CDN that does joins parts under the strong ETag).
    { name: 'media range', url: '/media/dunes/oasis-thumb.jpg', headers: { range: 'bytes=0-99' }, storable: false },
    {
      name: 'locale, current build',
      url: `/locales/en/translations.json?v=${t.app.localesBuildHash}`,
      storable: true,
      revalidates: true,
    },
    { name: 'locale, other build', url: '/locales/en/translations.json', storable: true, revalidates: true },
    { name: 'favicon', url: '/favicon.png', storable: true, revalidates: true },
    { name: 'HTML, first visit (sets the CSRF cookie)', url: '/dunes/scene/oasis', storable: false },
    {
      name: 'HTML',
      url: '/dunes/scene/oasis',
      headers: { cookie },
      storable: true,
      vary: ['accept-language', 'accept-encoding', 'accept'],
      revalidates: true,
    },
    {
      name: 'HTML of an unknown tour (404)',
      url: '/dunes/no-tour',
      headers: { cookie },
      storable: true,
      vary: ['accept-language'],
    },
    { name: 'HTML with a preview token', url: '/dunes/desert-walk?token=abc', headers: { cookie }, storable: false },
    {
      name: 'API, current version',
      url: `/api/v2/brand/?v=${version}`,
      storable: true,
      vary: ['accept-language'],
      revalidates: true,
    },
    {
      name: 'API, no version',
      url: '/api/v2/brand/',
      headers: { cookie },
      storable: true,
      vary: ['accept-language'],
      revalidates: true,
    },
    { name: 'API, first visit (sets the CSRF cookie)', url: '/api/v2/brand/', storable: false },
    { name: 'API with a preview token', url: '/api/v2/brand/?token=abc', headers: { cookie }, storable: false },
    { name: 'API error', url: '/api/v2/tours/no-such-tour/', headers: { cookie }, storable: true },
    {
      name: 'switchboard',
      url: '/api/switchboard/dunes.localhost/',
      headers: { cookie },
      storable: true,
      revalidates: true,
    },
    {
      name: 'oEmbed',
      url: `/oembed?url=${encodeURIComponent(`http://${host}/dunes/scene/oasis`)}`,
      storable: true,
      vary: ['accept-language'],
    },
    { name: 'oEmbed error', url: `/oembed?url=${encodeURIComponent('http://elsewhere.example/x')}`, storable: true },
    {
      name: 'oEmbed with a preview token',
      url: `/oembed?token=abc&url=${encodeURIComponent(`http://${host}/dunes`)}`,
      storable: false,
    },
    { name: 'robots.txt', url: '/robots.txt', storable: true, revalidates: true },
    { name: 'sitemap.xml', url: '/sitemap.xml', storable: true, revalidates: true },
  ];

  it('stores what may be shared and never an answer that carries a cookie', async () => {
    for (const kind of kinds()) {
      const req = request(kind.url, kind.headers);
      const res = await send(req);
      const policy = new CachePolicy(req, res, { shared: true });
      expect(policy.storable(), `${kind.name}: ${res.headers['cache-control']}`).toBe(kind.storable);
      if (policy.storable()) expect(res.headers['set-cookie'], kind.name).toBeUndefined();
      const vary = (res.headers.vary ?? '').toLowerCase();
      for (const header of kind.vary ?? []) expect(vary, kind.name).toContain(header);
    }
  });

  it('revalidates stored answers with the validators the cache sends: 304, the stored body still good', async () => {
    for (const kind of kinds().filter((entry) => entry.revalidates)) {
      const req = request(kind.url, kind.headers);
      const policy = new CachePolicy(req, await send(req), { shared: true });
      const again = request(kind.url, kind.headers);
      const headers = policy.revalidationHeaders(again) as Record<string, string>;
      expect(headers['if-none-match'], kind.name).toBeDefined();
      const res = await send({ ...again, headers });
      expect(res.status, kind.name).toBe(304);
      const { modified, policy: updated } = policy.revalidatedPolicy(again, res);
      expect(modified, kind.name).toBe(false);
      expect(updated.storable(), kind.name).toBe(true);
    }
  });

  it('keeps immutable answers for a year and makes the rest revalidate', async () => {
    for (const url of ['/assets/index-abc123.js', `/api/v2/brand/?v=${version}`, '/media/dunes/oasis-thumb.jpg']) {
      const req = request(url);
      const policy = new CachePolicy(req, await send(req), { shared: true });
      expect(policy.timeToLive(), url).toBeGreaterThan(300 * 24 * 3600 * 1000);
    }
    const html = request('/dunes', { cookie });
    expect(new CachePolicy(html, await send(html), { shared: true }).timeToLive()).toBe(0);
  });
});
