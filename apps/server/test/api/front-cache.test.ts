import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campus, seedCampus } from '../helpers/campus.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

// The front cache answers before Fastify sees a request, so these tests talk HTTP to a listening
// server: app.inject() goes straight to Fastify's handler.

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(port: number, method: string, path: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function withoutDate(headers: http.IncomingHttpHeaders): http.IncomingHttpHeaders {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

const v = campus.northfield.versionHash;
const browser = { host: 'localhost', 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en' };

describe('the front cache: repeated reads answered before the framework', () => {
  let t: TestApp;
  let port: number;
  const get = (path: string, headers: Record<string, string> = {}) =>
    request(port, 'GET', path, { ...browser, ...headers });
  const frontHits = () => t.app.frontCache.stats().hits;

  beforeAll(async () => {
    // Front answers last as long as the tenant lookup they were made with: long enough here for a busy machine.
    t = await buildTestApp('sqlite', { tenantCacheTtlMs: 10 * 60_000, metricsPort: 0 });
    await seedCampus(t.app.db);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers a repeated read of the tenant's current v byte for byte as the app did", async () => {
    const url = `/api/v2/scenes/?v=${v}&format=json&limit=1000`;
    await get(url);
    const fromApp = await get(url);
    const hitsBefore = frontHits();
    const fromFront = await get(url);
    expect(frontHits()).toBe(hitsBefore + 1);
    expect(fromFront.status).toBe(200);
    expect(withoutDate(fromFront.headers)).toEqual(withoutDate(fromApp.headers));
    expect(fromFront.body).toEqual(fromApp.body);
    expect(fromFront.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(fromFront.headers['content-security-policy']).toContain('frame-ancestors');
  });

  it('counts the answers it writes in the request metrics and the response cache hits', async () => {
    const url = `/api/v2/tours/?v=${v}&format=json`;
    const series = 'meridian_http_requests_total{method="GET",route="/api/v2/tours/",status="200"}';
    const scrape = async () => {
      const text = (await t.app.metricsServer?.inject({ url: '/metrics' }))?.body ?? '';
      const value = (name: string) =>
        Number(
          text
            .split('\n')
            .find((line) => line.startsWith(`${name} `))
            ?.slice(name.length + 1) ?? 'NaN',
        );
      return { requests: value(series), hits: value('meridian_response_cache_hits_total') };
    };
    await get(url);
    await get(url);
    const before = await scrape();
    const hitsBefore = frontHits();
    await get(url);
    expect(frontHits()).toBe(hitsBefore + 1);
    const after = await scrape();
    expect(after.requests).toBe(before.requests + 1);
    expect(after.hits).toBe(before.hits + 1);
  });

  it('keeps one answer per encoding and language the visitor asks for', async () => {
    const url = `/api/v2/brand/?v=${v}`;
    for (let round = 0; round < 3; round += 1) {
      const brotli = await get(url, { 'accept-encoding': 'br' });
      const gzip = await get(url, { 'accept-encoding': 'gzip' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
    }
  });

  it('leaves conditional and HEAD requests to the app (304s, no body)', async () => {
    const url = `/api/v2/tours/?v=${v}&fields=*&type=tour.TourPage&limit=150`;
    await get(url);
    const held = await get(url);
    const hitsBefore = frontHits();
    const conditional = await get(url, { 'if-none-match': String(held.headers.etag) });
    expect(conditional.status).toBe(304);
    const head = await request(port, 'HEAD', url, browser);
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(frontHits()).toBe(hitsBefore);
  });

  it('still gives a visitor without a CSRF cookie one with the switchboard, and repeats it to those with one', async () => {
    const url = '/api/switchboard/localhost/';
    const first = await get(url);
    const cookie = String(first.headers['set-cookie']).split(';')[0] ?? '';
    expect(cookie).toMatch(/^csrftoken=/);
    await get(url, { cookie });
    const hitsBefore = frontHits();
    const repeated = await get(url, { cookie });
    expect(frontHits()).toBe(hitsBefore + 1);
    expect(repeated.headers['set-cookie']).toBeUndefined();
    expect(JSON.parse(repeated.body.toString())).toMatchObject({ schema_name: 'northfield' });

    const planted = await get(url, { cookie: 'csrftoken=planted.by-someone-else' });
    expect(planted.headers['set-cookie']).toBeDefined();
    const newVisitor = await get(url);
    expect(newVisitor.headers['set-cookie']).toBeDefined();
    expect(frontHits()).toBe(hitsBefore + 1);
  });

  it('stops answering an old v as immutable as soon as an import changed the tenant', async () => {
    const url = `/api/v2/brand/?v=${v}&format=json`;
    await get(url);
    await get(url);
    expect((await get(url)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await t.app.db
      .updateTable('tenants')
      .set({ version_hash: 'nf-v2' })
      .where('schema_name', '=', 'northfield')
      .execute();
    t.app.invalidateTenantCache();
    const hitsBefore = frontHits();
    const afterImport = await get(url);
    // Now a revalidated read: this browser has no CSRF cookie yet, so the answer gives it one, for it only.
    expect(afterImport.headers['cache-control']).toBe('private, no-store');
    expect(frontHits()).toBe(hitsBefore);
  });
});
