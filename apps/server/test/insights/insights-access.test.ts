import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInsightsLink, InsightsLinkError } from '../../src/modules/insights/insights-link.service.ts';
import { createInsightsToken, createPreviewToken } from '../../src/tenancy/preview-token.ts';
import { seedTenant } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

describe('insights link and access', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp('sqlite', { port: 3000 });
    await seedTenant(t.app.db, { schema_name: 'northfield' });
    await seedTenant(t.app.db, { schema_name: 'harbour' });
    // The built app's page, as the web build writes it.
    fs.mkdirSync(t.config.webDistDir, { recursive: true });
    fs.writeFileSync(
      path.join(t.config.webDistDir, 'index.html'),
      '<!doctype html><html><head><title>Meridian</title></head><body><div id="root"></div></body></html>',
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const inHour = () => new Date(Date.now() + 3_600_000);
  const get = (url: string, host = 'localhost:3000') => t.app.inject({ url, headers: { host } });

  it('prints a link to /{site}/insights on the tenant host whose page and report open', async () => {
    const url = new URL(await buildInsightsLink(t.app.db, t.config, { tenant: 'harbour', expiresAt: inHour() }));
    expect(`${url.origin}${url.pathname}`).toBe('http://harbour.localhost:3000/harbour/insights');
    const page = await get(`${url.pathname}${url.search}`, url.host);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    const report = await get(`/api/v2/insights/${url.search}`, url.host);
    expect(report.statusCode).toBe(200);
  });

  it('refuses an unknown tenant with a clear message', async () => {
    await expect(buildInsightsLink(t.app.db, t.config, { tenant: 'nowhere', expiresAt: inHour() })).rejects.toThrow(
      InsightsLinkError,
    );
  });

  it('answers the page and the report privately: no-store, noindex, never framed, no referrer', async () => {
    const token = createInsightsToken(t.config.secret, 'northfield', inHour());
    for (const url of [`/northfield/insights?token=${token}`, `/api/v2/insights/?token=${token}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'$/);
      expect(response.headers['content-security-policy']).not.toMatch(/frame-ancestors 'self'/);
    }
  });

  it("refuses a missing, expired, tampered, preview or other tenant's token, for the page, the report and the CSV", async () => {
    const valid = createInsightsToken(t.config.secret, 'northfield', inHour());
    const last = valid.at(-1) === '0' ? '1' : '0';
    const refused = {
      missing: '',
      expired: createInsightsToken(t.config.secret, 'northfield', new Date(Date.now() - 1000)),
      tampered: `${valid.slice(0, -1)}${last}`,
      'longer expiry': valid.replace(
        /^0-([0-9a-f]+)-/,
        (_m, hex: string) => `0-${(Number.parseInt(hex, 16) + 86_400).toString(16)}-`,
      ),
      'other tenant': createInsightsToken(t.config.secret, 'harbour', inHour()),
      'other secret': createInsightsToken('another-secret-another-secret-another', 'northfield', inHour()),
      preview: createPreviewToken(
        t.config.secret,
        { tenant: 'northfield', contentType: 'tour.tourpage', id: 0 },
        inHour(),
      ),
    };
    for (const [name, token] of Object.entries(refused)) {
      for (const url of ['/northfield/insights', '/api/v2/insights/', '/api/v2/insights/forms/21.csv']) {
        const response = await get(`${url}?token=${token}`);
        expect(response.statusCode, `${name} ${url}`).toBe(403);
        expect(response.body).not.toContain('<div id="root">');
      }
    }
  });

  it('answers bad periods with a clear 400', async () => {
    const token = createInsightsToken(t.config.secret, 'northfield', inHour());
    for (const query of [
      'from=2026-02-30',
      'from=2026-03-10&to=2026-03-01',
      'from=2024-01-01&to=2026-01-01',
      'to=yesterday',
    ]) {
      const response = await get(`/api/v2/insights/?token=${token}&${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await get(`/api/v2/insights/forms/abc.csv?token=${token}`)).statusCode).toBe(400);
  });
});
