import zlib from 'node:zlib';
import { brandListResponse } from '@meridian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { campus, seedCampus } from '../helpers/campus.ts';
import { getter, type Get } from '../helpers/request.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const v = campus.northfield.versionHash;

describe.each(testDatabaseKinds())('version-hash caching (%s)', (kind) => {
  let t: TestApp;
  let get: Get;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedCampus(t.app.db);
    // A returning browser, CSRF cookie in hand: the first answer to a browser without one sets it and
    // is `private, no-store` (test/web/validators.test.ts); these are the answers every later read gets.
    const first = await getter(t.app)('/api/v2/brand/');
    const cookie = String(first.headers['set-cookie']).split(';')[0] ?? '';
    get = (url, headers = {}) => getter(t.app)(url, { cookie, ...headers });
  });
  afterAll(async () => {
    await t.close();
  });

  it("makes an answer to the tenant's current v immutable with a strong ETag", async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await get(`/api/v2/tours/?v=${v}&fields=*&type=tour.TourPage&limit=150`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    }
  });

  it('answers a repeated read of the current v from memory with the same headers as the first, and no cookie', async () => {
    const url = `/api/v2/scenes/?v=${v}&format=json&limit=1000`;
    const first = await get(url, { 'accept-encoding': 'br' });
    const again = await get(url, { 'accept-encoding': 'br', cookie: 'csrftoken=planted' });
    const { date: _firstDate, ...firstHeaders } = first.headers;
    const { date: _againDate, ...againHeaders } = again.headers;
    expect(again.statusCode).toBe(200);
    expect(againHeaders).toEqual(firstHeaders);
    expect(again.rawPayload).toEqual(first.rawPayload);
    expect(firstHeaders['content-security-policy']).toContain('frame-ancestors');
    expect(firstHeaders['set-cookie']).toBeUndefined();
  });

  it('asks clients to revalidate without v or with a stale v, and answers 304 to a matching If-None-Match', async () => {
    for (const url of ['/api/v2/brand/', '/api/v2/brand/?v=old-version']) {
      const first = await get(url);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = String(first.headers.etag);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const changed = await get(url, { 'if-none-match': '"something-else"' });
      expect(changed.statusCode).toBe(200);
    }
  });

  it('answers the same ETag for the same content whatever v is sent', async () => {
    const withV = await get(`/api/v2/brand/?v=${v}`);
    const without = await get('/api/v2/brand/');
    expect(withV.headers.etag).toBe(without.headers.etag);
  });

  it('serves new content once the version hash changes (an import)', async () => {
    const before = brandListResponse.parse((await get('/api/v2/brand/')).json());
    const tenantId = (
      await t.app.db
        .selectFrom('tenants')
        .select('id')
        .where('schema_name', '=', 'northfield')
        .executeTakeFirstOrThrow()
    ).id;
    const body = { ...before.items[0], name: 'Renamed University' };
    await t.app.db
      .updateTable('documents')
      .set({ body: JSON.stringify(body) })
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', 'brand')
      .where('language', '=', 'en')
      .execute();
    await t.app.db.updateTable('tenants').set({ version_hash: 'nf-v2' }).where('id', '=', tenantId).execute();
    t.app.invalidateTenantCache();
    const after = await get('/api/v2/brand/?v=nf-v2');
    expect(brandListResponse.parse(after.json()).items[0]?.name).toBe('Renamed University');
    expect(after.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(`/api/v2/brand/?v=${v}`)).headers['cache-control']).toBe('no-cache');
  });

  it('sends br or gzip as asked, each with its own ETag, from the first answer and from the cache', async () => {
    const url = '/api/v2/brand/?format=json&fields=*';
    const plain = await get(url);
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
    ] as const) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await get(url, { 'accept-encoding': acceptEncoding });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toContain('Accept-Encoding');
        const body =
          encoding === 'br' ? zlib.brotliDecompressSync(response.rawPayload) : zlib.gunzipSync(response.rawPayload);
        expect(brandListResponse.parse(JSON.parse(body.toString()))).toEqual(plain.json());
        expect(response.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-${encoding}"`);
        const again = await get(url, {
          'accept-encoding': acceptEncoding,
          'if-none-match': String(response.headers.etag),
        });
        expect(again.statusCode).toBe(304);
      }
    }
    expect((await get(url, { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
  });

  it('leaves alone a route that opts out of the response cache', async () => {
    const t2 = await buildTestApp(kind);
    let calls = 0;
    t2.app.get('/api/v2/test-uncached/', { config: { responseCache: false } }, () => ({ calls: ++calls }));
    await seedCampus(t2.app.db);
    const get2 = getter(t2.app);
    expect((await get2('/api/v2/test-uncached/')).json()).toEqual({ calls: 1 });
    const second = await get2('/api/v2/test-uncached/');
    expect(second.json()).toEqual({ calls: 2 });
    expect(second.headers.etag).toBeUndefined();
    await t2.close();
  });

  it('never marks error answers as cacheable', async () => {
    const response = await get(`/api/v2/scene/nope/?v=nf-v2`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
