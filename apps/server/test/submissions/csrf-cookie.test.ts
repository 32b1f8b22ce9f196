import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { CSRF_COOKIE, issueCsrfToken, isValidCsrfToken } from '../../src/plugins/csrf.ts';
import { seedTenant, writeDocument } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { makeForm, setCookieHeaders } from './form-fixtures.ts';

describe.each(testDatabaseKinds())('csrftoken cookie (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const northfield = await seedTenant(t.app.db, { schema_name: 'northfield', hosts: ['tours.example.org'] });
    await writeDocument(t.app.db, northfield, { kind: 'form', id: 3, body: makeForm(3) });
    fs.mkdirSync(t.config.webDistDir, { recursive: true });
    fs.writeFileSync(path.join(t.config.webDistDir, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
    // A stand-in for any HTML answer a CDN may cache.
    t.app.get('/test-cached-page', (_request, reply) =>
      reply.header('cache-control', 'public, max-age=31536000, immutable').type('text/html').send('<!doctype html>'),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const csrfCookieOf = (headers: string[]) => headers.find((value) => value.startsWith(`${CSRF_COOKIE}=`));

  it('sets a signed csrftoken cookie, readable by scripts, sent from third-party frames (SameSite=None, Secure, Partitioned) on path /', async () => {
    for (const url of ['/northfield/highlights', '/hosted-forms/3/']) {
      const cookie = csrfCookieOf(setCookieHeaders(await t.app.inject({ url })));
      expect(cookie, url).toBeDefined();
      expect(cookie).toContain('Path=/');
      expect(cookie).toContain('SameSite=None');
      expect(cookie).toContain('Secure');
      expect(cookie).toContain('Partitioned');
      expect(cookie).not.toMatch(/HttpOnly/i);
      const token = /^csrftoken=([^;]+)/.exec(cookie ?? '')?.[1];
      expect(isValidCsrfToken(token, t.config.secret, 'localhost')).toBe(true);
    }
  });

  it('falls back to SameSite=Lax on a plain-http public host, where browsers refuse Secure cookies', async () => {
    const cookie = csrfCookieOf(
      setCookieHeaders(await t.app.inject({ url: '/northfield/home', headers: { host: 'tours.example.org' } })),
    );
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Partitioned');
  });

  it('sets the cookie on an uncached API answer, so a web app hosted elsewhere gets one', async () => {
    const response = await t.app.inject({ url: '/api/switchboard/localhost/' });
    expect(csrfCookieOf(setCookieHeaders(response))).toBeDefined();
  });

  it('keeps a valid cookie and replaces a forged or foreign one', async () => {
    const valid = issueCsrfToken(t.config.secret, 'localhost');
    const kept = await t.app.inject({ url: '/northfield/home', headers: { cookie: `csrftoken=${valid}` } });
    expect(csrfCookieOf(setCookieHeaders(kept))).toBeUndefined();

    const foreign = issueCsrfToken(t.config.secret, 'harbour.localhost');
    for (const planted of ['forged', foreign]) {
      const replaced = await t.app.inject({ url: '/northfield/home', headers: { cookie: `csrftoken=${planted}` } });
      expect(csrfCookieOf(setCookieHeaders(replaced))).toMatch(/^csrftoken=[\w-]{24}\./);
    }
  });

  it('never sets the cookie on a publicly cacheable answer', async () => {
    const page = await t.app.inject({ url: '/test-cached-page' });
    expect(page.statusCode).toBe(200);
    expect(csrfCookieOf(setCookieHeaders(page))).toBeUndefined();
    const versioned = await t.app.inject({ url: '/api/v2/brand/?v=northfield-v1&format=json' });
    expect(versioned.headers['cache-control']).toContain('immutable');
    expect(csrfCookieOf(setCookieHeaders(versioned))).toBeUndefined();
  });
});
