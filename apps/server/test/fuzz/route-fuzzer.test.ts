import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/types/fastify.d.ts';
import { seedCampus } from '../helpers/campus.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { csrfHeaders, multipartBody } from '../submissions/form-fixtures.ts';

// Issue 10: every route, fed path segments, query parameters, headers and bodies drawn from
// prototype member names, unicode, huge and empty values, answers below 500, and the process
// lives on. Bounded by FUZZ_RUNS (runs per route and method) so the suite stays well under a
// minute on a busy machine; the seed is random, fast-check prints it with any counterexample.
const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 40);

const prototypeKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  '__defineGetter__',
];
const edgeValues = [
  '',
  ' ',
  '0',
  '-1',
  '1',
  '7',
  '11',
  '2147483648',
  '99999999999999999999',
  '1e309',
  'NaN',
  '1.5',
  '..',
  '.',
  '%',
  '%00',
  '%zz',
  'null',
  'undefined',
  '[]',
  '{}',
  'en',
  'fr',
  'fr-FR',
  'zh-HK',
  '*',
  'tour.TourPage',
  'place.LocationPage',
  'main-tour',
  'library',
  'studio',
  'walkthrough.js',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '../../etc/passwd',
  'northfield',
  'harbour',
  // Issue 30: climbs out of a media folder, NUL, numbers beyond int4.
  '..%2fharbour',
  '%2e%2e',
  '..\\harbour',
  '%5c',
  '%252e%252e%252f',
  '\u0000',
  'a\u0000b',
  '4294967296',
];

const text = fc.oneof(
  fc.constantFrom(...prototypeKeys, ...edgeValues),
  fc.string({ unit: 'grapheme', maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.nat({ max: 100 }).map((n) => 'x'.repeat(n * 100)),
);
const queryKeys = fc.oneof(
  fc.constantFrom(
    'language',
    'lng',
    'v',
    'token',
    'content_type',
    'limit',
    'offset',
    'fields',
    'format',
    'type',
    'child_of',
    'tour',
    'html_path',
    'tmstmp',
    'tourSlug',
    'tourTitle',
    'success',
    'error',
  ),
  fc.constantFrom(...prototypeKeys),
  fc.string({ maxLength: 12 }),
);
const hosts = fc.oneof(
  fc.constantFrom('localhost', 'localhost:3000', 'harbour.localhost', 'nosuch.localhost', '127.0.0.1', '[::1]:3000'),
  // Issue 30: malformed hosts are 400s at the edge.
  fc.constantFrom('localhost:99999', 'localhost:abc', '[::1', 'localhost:3000@evil.example', 'localhost:0', 'a b'),
  fc.constantFrom(...prototypeKeys).map((key) => `${key}.localhost`),
  fc.constantFrom(...prototypeKeys),
);
const formFieldNames = fc.oneof(
  fc.constantFrom('form_id', 'form_reference', 'circuit_language', 'first_name', 'email', 'interests', 'consent'),
  fc.constantFrom(...prototypeKeys),
  fc.string({ maxLength: 12 }),
);

type Body = { payload?: string | Buffer; contentType?: string };

const bodies: fc.Arbitrary<Promise<Body>> = fc.oneof(
  fc.constant(Promise.resolve({})),
  fc
    .array(fc.tuple(formFieldNames, text), { maxLength: 8 })
    .map((entries) =>
      multipartBody(entries).then((body) => ({ payload: body.payload, contentType: body.contentType })),
    ),
  fc.jsonValue().map((value) => Promise.resolve({ payload: JSON.stringify(value), contentType: 'application/json' })),
  fc
    .dictionary(fc.constantFrom(...prototypeKeys, 'events', 'type', 'name'), fc.jsonValue())
    .map((value) => Promise.resolve({ payload: JSON.stringify(value), contentType: 'application/json' })),
  fc
    .tuple(
      text,
      fc.constantFrom('text/plain', 'multipart/form-data', 'multipart/form-data; boundary=x', 'application/json'),
    )
    .map(([payload, contentType]) => Promise.resolve({ payload, contentType })),
);

/**
 * `/a/:b/*` with each parameter replaced, encoded or (when it is safe to put in a URL as is) raw.
 * A raw wildcard may hold slashes, so `/media/*` can be asked for a path that climbs.
 */
function fillPath(url: string, segments: readonly [string, boolean][]): string {
  let index = 0;
  return url.replace(/:[A-Za-z]+|\*/g, (placeholder) => {
    const [segment = '', raw = false] = segments[index++] ?? [];
    const unsafe = placeholder === '*' ? /[?#]/ : /[/?#]/;
    return raw && /^[\x21-\x7e]*$/.test(segment) && !unsafe.test(segment) ? segment : encodeURIComponent(segment);
  });
}

// Issue 30: each tenant has a media file and a brand name no other tenant's answer may hold. The
// media route is fed paths to its own file, the other tenant's and every climb between them.
const markerOf = { northfield: `northfield-marker-${process.pid}`, harbour: `harbour-marker-${process.pid}` };
const brandOf = { northfield: 'Northfield University', harbour: 'Harbour Museum' };
const tenantNames = ['northfield', 'harbour'] as const;
type TenantName = (typeof tenantNames)[number];
const separators = ['/', '%2f', '%2F', '%5c', '\\', '%252f'];
const parents = ['..', '%2e%2e', '.%2e', '%252e%252e', '.'];
const mediaPaths = fc.oneof(
  fc.constantFrom(...tenantNames).map((site) => `${site}/marker.txt`),
  fc
    .tuple(
      fc.constantFrom(...tenantNames),
      fc.constantFrom(...separators),
      fc.constantFrom(...parents),
      fc.constantFrom(...separators),
      fc.constantFrom(...tenantNames),
    )
    .map(([from, out, parent, into, to]) => `${from}${out}${parent}${into}${to}${into}marker.txt`),
);
/** The tenant a fuzzed Host names (the default tenant on the bare app host), or none. */
function tenantOfHost(host: string): TenantName | null {
  const name = host.replace(/:\d+$/, '').toLowerCase();
  if (name === 'harbour.localhost') return 'harbour';
  return ['localhost', '127.0.0.1', '[::1]'].includes(name) ? 'northfield' : null;
}
/** Bytes of an answer that belong to a tenant other than the one its Host names. */
function crossTenantBytes(host: string, body: string): number {
  const own = tenantOfHost(host);
  const leaked = tenantNames.some(
    (site) => site !== own && (body.includes(markerOf[site]) || body.includes(brandOf[site])),
  );
  return leaked ? Buffer.byteLength(body) : 0;
}

function requestOf(route: RouteEntry) {
  const anySegment = fc.tuple(text, fc.boolean());
  const segment = route.url.startsWith('/media/')
    ? fc.oneof(
        { arbitrary: mediaPaths.map((mediaPath) => [mediaPath, true] as [string, boolean]), weight: 3 },
        anySegment,
      )
    : anySegment;
  return fc.record({
    segments: fc.array(segment, { minLength: 3, maxLength: 3 }),
    query: fc.array(fc.tuple(queryKeys, text), { maxLength: 5 }),
    host: route.url.startsWith('/media/')
      ? fc.oneof({ arbitrary: fc.constantFrom('localhost', 'harbour.localhost', '127.0.0.1:3000'), weight: 3 }, hosts)
      : hosts,
    acceptLanguage: fc.option(text),
    acceptEncoding: fc.option(fc.oneof(text, fc.constantFrom('br;q=0, gzip', '*;q=0', 'gzip;q=abc'))),
    ifNoneMatch: fc.option(text),
    withCsrf: fc.boolean(),
    origin: fc.option(fc.constantFrom('http://localhost', 'http://evil.example', 'null')),
    address: fc.ipV4(),
    body: route.method === 'POST' ? bodies : fc.constant(Promise.resolve<Body>({})),
  });
}

// A built web app (index.html and one locale file), so app routes answer the SPA and not 503 "not built".
const webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-fuzz-web-'));
fs.mkdirSync(path.join(webDistDir, 'locales', 'en'), { recursive: true });
fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
fs.writeFileSync(path.join(webDistDir, 'locales', 'en', 'translations.json'), '{}');
// FUZZ_DB=postgres (with TEST_DATABASE_URL) runs the same requests against PostgreSQL.
const testApp = await buildTestApp(process.env.FUZZ_DB === 'postgres' ? 'postgres' : 'sqlite', { webDistDir });
const app = testApp.app;
await seedCampus(app.db);
for (const site of tenantNames) {
  fs.mkdirSync(path.join(testApp.config.mediaDir, site), { recursive: true });
  fs.writeFileSync(path.join(testApp.config.mediaDir, site, 'marker.txt'), markerOf[site]);
}
await app.ready();
// A made-up path exercises the not-found handler (the web app's fallback) too.
const routes: RouteEntry[] = [...app.routeTable, { method: 'GET', url: '/:a/:b/*' }];
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
process.on('unhandledRejection', onUnhandled);
let requests = 0;
let serverErrors = 0;
let leakedBytes = 0;
let ownMarkersServed = 0;

describe('route fuzzer: no request gets a 5xx or ends the process', () => {
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    console.info(
      `route fuzzer: ${requests} requests over ${routes.length} routes (${runsPerRoute} runs each), ${serverErrors} × 5xx, ` +
        `${leakedBytes} cross-tenant bytes (${ownMarkersServed} own-tenant media reads)`,
    );
    await testApp.close();
    fs.rmSync(webDistDir, { recursive: true, force: true });
  });

  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))('%s', async (_name, route) => {
    await fc.assert(
      fc.asyncProperty(requestOf(route), async (generated) => {
        const search = new URLSearchParams(generated.query).toString();
        const host = generated.host;
        const body = await generated.body;
        const headers: Record<string, string> = { host };
        if (generated.acceptLanguage !== null) headers['accept-language'] = generated.acceptLanguage;
        if (generated.acceptEncoding !== null) headers['accept-encoding'] = generated.acceptEncoding;
        if (generated.ifNoneMatch !== null) headers['if-none-match'] = generated.ifNoneMatch;
        if (generated.origin !== null) headers.origin = generated.origin;
        if (generated.withCsrf)
          Object.assign(headers, csrfHeaders(app.config.secret, host), { 'x-requested-with': 'XMLHttpRequest' });
        if (body.contentType !== undefined) headers['content-type'] = body.contentType;
        const url = `${fillPath(route.url, generated.segments)}${search === '' ? '' : `?${search}`}`;
        requests += 1;
        const response = await app.inject({
          method: route.method as 'GET',
          url,
          headers,
          remoteAddress: generated.address,
          ...(body.payload === undefined ? {} : { payload: body.payload }),
        });
        if (response.statusCode >= 500) serverErrors += 1;
        expect(response.statusCode, `${route.method} ${url} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
        const leaked = crossTenantBytes(host, response.body);
        leakedBytes += leaked;
        expect(leaked, `${route.method} ${url} on ${host} answered another tenant's bytes`).toBe(0);
        const own = tenantOfHost(host);
        if (own !== null && response.body === markerOf[own]) ownMarkersServed += 1;
      }),
      { numRuns: runsPerRoute },
    );
  });

  it('serves each tenant its own marker file, so the cross-tenant check above looks at real media', async () => {
    for (const [site, host] of [
      ['northfield', 'localhost'],
      ['harbour', 'harbour.localhost'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url: `/media/${site}/marker.txt`, headers: { host } });
      expect(response.body).toBe(markerOf[site]);
    }
  });

  it('leaves a live server and no unhandled rejection behind', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v2/brand/', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    expect(unhandled).toEqual([]);
  });
});
