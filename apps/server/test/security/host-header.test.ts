import fs from 'node:fs';
import path from 'node:path';
import { apiError, oembedResponse } from '@meridian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewToken } from '../../src/tenancy/preview-token.ts';
import { campus, seedCampus } from '../helpers/campus.ts';
import { listenOnFreePort, rawRequest } from '../helpers/raw-http.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 30, holes 3 and 4: every HTML route answered 500 for `Host: localhost:99999`; userinfo in the
// Host made og:url and the oEmbed link point at another site; CONNECT and a missing Host got no body.
const malformedHosts = [
  'localhost:99999',
  'localhost:abc',
  'localhost:0',
  'localhost:',
  '[::1',
  '[::1]x',
  '[zz]:3000',
  'localhost:3000@evil.example',
  'user@localhost',
  'local host',
  'localhost/evil',
  'localhost\\evil',
  'exa_mple..org',
  'x'.repeat(300),
];
const pages = ['/', '/northfield', '/northfield/main-tour', '/northfield/home/science', '/nope.js'];

function writeIndex(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Meridian</title></head><body></body></html>',
  );
}

describe('the Host header is checked once, at the edge', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    writeIndex(t.config.webDistDir);
    await seedCampus(t.app.db);
    port = await listenOnFreePort(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a malformed Host with 400: JSON for the API, a plain page for a browser', async () => {
    for (const host of malformedHosts) {
      const api = await t.app.inject({ url: '/api/v2/brand/', headers: { host } });
      expect(api.statusCode, host).toBe(400);
      expect(apiError.parse(api.json()).message, host).toMatch(/Host/);
      for (const url of pages) {
        const page = await t.app.inject({ url, headers: { host, accept: 'text/html,*/*;q=0.8' } });
        expect(page.statusCode, `${host} ${url}`).toBe(400);
        expect(page.headers['content-type'], `${host} ${url}`).toContain('text/html');
        expect(page.body).toContain('<h1>Site not found</h1>');
        expect(page.body).not.toContain('evil.example"');
      }
    }
  });

  it('answers a well-formed host that no tenant is configured for with 400 naming it', async () => {
    for (const host of ['evil.example', 'nosuch.localhost:3000', 'a.b.localhost', '10.0.0.5:3000']) {
      const response = await t.app.inject({ url: '/api/v2/scenes/', headers: { host } });
      expect(response.statusCode, host).toBe(400);
      expect(apiError.parse(response.json()).message).toContain('No site is served at');
    }
  });

  it('still answers the health probes on any host', async () => {
    expect((await t.app.inject({ url: '/healthz', headers: { host: '10.0.0.5:3000' } })).statusCode).toBe(200);
  });

  // Real sockets: inject cannot send two Host headers, none at all, or CONNECT.
  it('answers a duplicate Host, a missing Host and an unparsable request with 400 and a body', async () => {
    for (const head of [
      'GET /api/v2/brand/ HTTP/1.1\r\nHost: harbour.localhost\r\nHost: localhost',
      'GET / HTTP/1.1\r\nHost: localhost\r\nhost: evil.example\r\nAccept: text/html',
      'GET /api/v2/brand/ HTTP/1.1',
      'GET / HTTP/1.0\r\nAccept: text/html',
      'BREW /api/v2/brand/ HTTP/1.1\r\nHost: localhost',
    ]) {
      const answer = await rawRequest(port, head);
      expect(answer.status, head).toBe(400);
      expect(answer.body.length, head).toBeGreaterThan(10);
    }
  });

  it('answers CONNECT with 405 and a body instead of closing the socket', async () => {
    const answer = await rawRequest(port, 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443');
    expect(answer.status).toBe(405);
    expect(JSON.parse(answer.body.toString()) as unknown).toMatchObject({ statusCode: 405 });
  });

  it('answers other methods with 404 or 405 and a body, never 5xx', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'PATCH', 'DELETE', 'PUT', 'OPTIONS']) {
      const answer = await rawRequest(port, `${method} /api/v2/brand/ HTTP/1.1\r\nHost: localhost`);
      expect(answer.status, method).toBeGreaterThanOrEqual(200);
      expect(answer.status, method).toBeLessThan(500);
    }
  });
});

describe('absolute URLs use the tenant public origin, never the Host header', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp('sqlite', { publicOrigin: { scheme: 'https', port: null } });
    writeIndex(t.config.webDistDir);
    await seedCampus(t.app.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const links = (html: string) =>
    [...html.matchAll(/(?:content|href)="(https?:[^"]*)"/g)].map((match) => match[1] ?? '');

  it('writes og:url and the oEmbed discovery link on the configured scheme and port with the tenant host', async () => {
    for (const host of ['localhost:3000', 'harbour.localhost:8080', 'tours.northfield.example']) {
      const response = await t.app.inject({ url: '/', headers: { host } });
      expect(response.statusCode, host).toBe(200);
      const name = host.split(':')[0] ?? '';
      const found = links(response.body);
      expect(found.length, host).toBeGreaterThan(0);
      for (const link of found) expect(new URL(link).origin, `${host} ${link}`).toBe(`https://${name}`);
    }
  });

  it('answers oEmbed with links on the public origin, never what the url named beyond its path', async () => {
    // Another scheme or port is another site (issue 32): refused, never echoed into the iframe.
    const foreign = encodeURIComponent('http://localhost:9999/northfield/main-tour?x=1');
    const refused = await t.app.inject({ url: `/oembed?url=${foreign}`, headers: { host: 'localhost:3000' } });
    expect(refused.statusCode, refused.body).toBe(404);
    const url = encodeURIComponent('https://user@localhost/northfield/main-tour?x=1');
    const response = await t.app.inject({ url: `/oembed?url=${url}`, headers: { host: 'localhost:3000' } });
    expect(response.statusCode, response.body).toBe(200);
    const answer = oembedResponse.parse(response.json());
    expect(answer.provider_url).toBe('https://localhost/');
    expect(answer.html).toContain('src="https://localhost/northfield/main-tour?x=1&amp;banner=true"');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never lets a shared cache keep an oEmbed answer made with a preview token', async () => {
    const token = createPreviewToken(
      t.config.secret,
      { tenant: 'northfield', contentType: 'tour.tourpage', id: campus.northfield.tours.draft },
      new Date(Date.now() + 3_600_000),
    );
    const page = encodeURIComponent(
      `https://localhost/northfield/draft-tour?content_type=tour.tourpage&token=${token}`,
    );
    const url = `/oembed?url=${page}&content_type=tour.tourpage&token=${token}`;
    const response = await t.app.inject({ url, headers: { host: 'localhost' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(oembedResponse.parse(response.json()).title).toBe('Draft Tour');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const html = await t.app.inject({ url: `/northfield/draft-tour?content_type=tour.tourpage&token=${token}` });
    expect(html.headers['cache-control']).toBe('private, no-store');
  });
});
