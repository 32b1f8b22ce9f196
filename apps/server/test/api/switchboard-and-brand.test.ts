import { apiError, brandListResponse, switchboardMissing, switchboardTenant } from '@meridian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { makeBrand } from '../helpers/fixtures.ts';
import { seedTenant, writeDocument } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

describe.each(testDatabaseKinds())('switchboard and brand (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const northfield = await seedTenant(t.app.db, { schema_name: 'northfield', hosts: ['tours.northfield.example'] });
    await seedTenant(t.app.db, { schema_name: 'harbour', version_hash: 'harbour-v7' });
    await writeDocument(t.app.db, northfield, { kind: 'brand', id: 1, body: makeBrand() });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the switchboard with the tenant of a subdomain of the app host', async () => {
    const response = await t.app.inject({ url: '/api/switchboard/harbour.localhost/' });
    expect(response.statusCode).toBe(200);
    // A browser's first call: it gets its CSRF cookie here (a CDN may have served the page), for it only.
    expect(response.headers['cache-control']).toBe('private, no-store');
    const cookie = String(response.headers['set-cookie']).split(';')[0] ?? '';
    const again = await t.app.inject({ url: '/api/switchboard/harbour.localhost/', headers: { cookie } });
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers.etag).toMatch(/^"/);
    expect(switchboardTenant.parse(response.json())).toEqual({
      schema_name: 'harbour',
      default_language: 'en',
      version_hash: 'harbour-v7',
    });
  });

  it('answers the switchboard for the bare app host and an exact host name with the right tenant', async () => {
    const bare = switchboardTenant.parse((await t.app.inject({ url: '/api/switchboard/localhost/' })).json());
    expect(bare.schema_name).toBe('northfield');
    const exact = switchboardTenant.parse(
      (await t.app.inject({ url: '/api/switchboard/Tours.Northfield.Example:8080/' })).json(),
    );
    expect(exact.schema_name).toBe('northfield');
  });

  it('reports an unknown host in the switchboard error field', async () => {
    const response = await t.app.inject({ url: '/api/switchboard/nowhere.localhost/' });
    expect(response.statusCode).toBe(200);
    expect(switchboardMissing.parse(response.json()).error).toContain('nowhere.localhost');
  });

  it('serves the brand as items[0] for the Host header tenant', async () => {
    const response = await t.app.inject({ url: '/api/v2/brand/?format=json', headers: { host: 'localhost:3000' } });
    expect(response.statusCode).toBe(200);
    const body = brandListResponse.parse(response.json());
    expect(body.items[0]?.name).toBe('Northfield University');
  });

  it('answers an empty brand list when the tenant has no brand', async () => {
    const response = await t.app.inject({ url: '/api/v2/brand/', headers: { host: 'harbour.localhost' } });
    expect(brandListResponse.parse(response.json())).toEqual({ meta: { total_count: 0 }, items: [] });
  });

  it('finds a tenant imported after its host was first asked for, once the tenant cache is refreshed', async () => {
    const before = await t.app.inject({ url: '/api/switchboard/late.localhost/' });
    expect(switchboardMissing.safeParse(before.json()).success).toBe(true);
    await seedTenant(t.app.db, { schema_name: 'late' });
    t.app.invalidateTenantCache();
    const response = await t.app.inject({ url: '/api/switchboard/late.localhost/' });
    expect(switchboardTenant.parse(response.json()).schema_name).toBe('late');
  });

  it('answers 400 JSON naming the host for an API call on a host without a tenant', async () => {
    const response = await t.app.inject({ url: '/api/v2/brand/', headers: { host: 'unknown.example' } });
    expect(response.statusCode).toBe(400);
    expect(apiError.parse(response.json()).message).toBe('No site is served at unknown.example');
  });

  it('rejects a format other than json with a 400 JSON error', async () => {
    const response = await t.app.inject({ url: '/api/v2/brand/?format=xml', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(400);
    expect(apiError.parse(response.json()).message).toContain('format');
  });
});
