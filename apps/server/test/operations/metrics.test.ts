import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { seedTenant, writeDocument } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { csrfHeaders, makeForm, multipartBody, nextClientAddress, validEntries } from '../submissions/form-fixtures.ts';

async function scrape(app: FastifyInstance): Promise<string> {
  if (!app.metricsServer) throw new Error('metrics are off');
  const response = await app.metricsServer.inject({ url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

/** The value of one series (`name{labels}`), or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics are off by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves no /metrics anywhere without METRICS_PORT', async () => {
    expect(t.app.metricsServer).toBeNull();
    expect((await t.app.inject({ url: '/metrics' })).body).not.toContain('meridian_http_requests_total');
  });
});

describe.each(testDatabaseKinds())('Prometheus metrics on METRICS_PORT (%s)', (kind) => {
  let t: TestApp;
  let tenantId: number;

  beforeAll(async () => {
    t = await buildTestApp(kind, { metricsPort: 0 });
    tenantId = await seedTenant(t.app.db, { schema_name: 'northfield', version_hash: 'nf-v1' });
    await writeDocument(t.app.db, tenantId, { kind: 'form', id: 7, body: makeForm(7) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps /metrics off the public port', async () => {
    expect((await t.app.inject({ url: '/metrics' })).body).not.toContain('meridian_http_requests_total');
  });

  it('counts requests by route pattern and status, with latency histograms', async () => {
    await t.app.inject({ url: '/api/v2/ctas/?v=nf-v1', headers: { host: 'localhost' } });
    // Made-up URLs share one series: they cannot multiply what Prometheus stores.
    await t.app.inject({ url: '/api/v2/made-up/1/', headers: { host: 'localhost' } });
    await t.app.inject({ url: '/api/v2/made-up/2/', headers: { host: 'localhost' } });
    const text = await scrape(t.app);
    expect(sample(text, 'meridian_http_requests_total{method="GET",route="/api/v2/ctas/",status="200"}')).toBe(1);
    expect(sample(text, 'meridian_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(2);
    expect(sample(text, 'meridian_http_request_duration_seconds_count{method="GET",route="/api/v2/ctas/"}')).toBe(1);
    expect(text).toContain(
      'meridian_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/v2/ctas/"}',
    );
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('counts response-cache hits and shows each tenant’s imported version', async () => {
    const before = sample(await scrape(t.app), 'meridian_response_cache_hits_total') ?? 0;
    for (let attempt = 0; attempt < 3; attempt++) {
      await t.app.inject({ url: '/api/v2/brand/?v=nf-v1', headers: { host: 'localhost' } });
    }
    const text = await scrape(t.app);
    expect(sample(text, 'meridian_response_cache_hits_total')).toBe(before + 2);
    expect(sample(text, 'meridian_tenant_version_info{tenant="northfield",version="nf-v1"}')).toBe(1);
  });

  it('counts stored submissions per tenant', async () => {
    const body = await multipartBody(validEntries());
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/forms/7/submissions/',
      remoteAddress: nextClientAddress(),
      headers: { host: 'localhost', 'content-type': body.contentType, ...csrfHeaders(t.config.secret) },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    expect(sample(await scrape(t.app), 'meridian_submissions_stored_total{tenant="northfield"}')).toBe(1);
  });

  it('drops a tenant’s cached answers of the old version when its version changes', async () => {
    for (const path of ['/api/v2/brand/', '/api/v2/ctas/', '/api/v2/tours/']) {
      await t.app.inject({ url: path, headers: { host: 'localhost' } });
    }
    const cachedBefore = sample(await scrape(t.app), 'meridian_response_cache_entries') ?? 0;
    expect(cachedBefore).toBeGreaterThanOrEqual(3);

    await t.app.db.updateTable('tenants').set({ version_hash: 'nf-v2' }).where('id', '=', tenantId).execute();
    t.app.invalidateTenantCache();
    await t.app.inject({ url: '/api/v2/brand/?v=nf-v2', headers: { host: 'localhost' } });
    const text = await scrape(t.app);
    expect(sample(text, 'meridian_response_cache_entries')).toBe(1);
    expect(sample(text, 'meridian_tenant_version_info{tenant="northfield",version="nf-v2"}')).toBe(1);
    expect(sample(text, 'meridian_tenant_version_info{tenant="northfield",version="nf-v1"}')).toBeUndefined();
  });
});
