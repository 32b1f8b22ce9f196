import { apiError } from '@meridian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { seedCampus } from '../helpers/campus.ts';
import { getter, type Get } from '../helpers/request.ts';
import { seedTenant } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

describe.each(testDatabaseKinds())('bad input gets a 4xx JSON error, never a 500 (%s)', (kind) => {
  let t: TestApp;
  let get: Get;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedCampus(t.app.db);
    get = getter(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  async function expectError(url: string, status: number, mentions?: string) {
    const response = await get(url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
    const body = apiError.parse(response.json());
    expect(body.statusCode).toBe(status);
    if (mentions !== undefined) expect(body.message, url).toContain(mentions);
  }

  it.each([
    ['/api/v2/scenes/?limit=1001', 'limit'],
    ['/api/v2/scenes/?limit=0', 'limit'],
    ['/api/v2/scenes/?limit=-5', 'limit'],
    ['/api/v2/scenes/?limit=ten', 'limit'],
    ['/api/v2/scenes/?limit=2.5', 'limit'],
    ['/api/v2/tours/?limit=151', 'limit'],
    ['/api/v2/pages/?limit=101', 'limit'],
    ['/api/v2/place-pages/?limit=301', 'limit'],
    ['/api/v2/scenes/?offset=-1', 'offset'],
  ])('rejects a limit or offset out of range: %s', async (url, mentions) => {
    await expectError(url, 400, mentions);
  });

  it('accepts each list at exactly its spec limit', async () => {
    for (const url of [
      '/api/v2/scenes/?limit=1000',
      '/api/v2/tours/?limit=150',
      '/api/v2/pages/?limit=100',
      '/api/v2/place-pages/?limit=300',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it.each([
    ['/api/v2/ctas/abc/', 'id'],
    ['/api/v2/ctas/0/', 'id'],
    ['/api/v2/ctas/99999999999/', 'id'],
    ['/api/v2/place-pages/1.5/', 'id'],
    ['/api/v2/maps/places/points/north', 'polygonId'],
    ['/api/v2/scene/%20drop%20table/', 'neither an id nor a slug'],
    ['/api/v2/scene/..%2F..%2Fetc/', 'neither an id nor a slug'],
    ['/api/v2/tours/99999999999999/', 'neither an id nor a slug'],
    ['/api/v2/place-pages/?child_of=library', 'child_of'],
    ['/api/v2/tour-stops/?tour=x', 'tour'],
  ])('rejects a malformed id: %s', async (url, mentions) => {
    await expectError(url, 400, mentions);
  });

  it.each([
    ['/api/v2/tours/?type=tour.TourGroupPage', 'type'],
    ['/api/v2/pages/?type=tour.TourPage', 'type'],
    ['/api/v2/brand/?format=xml', 'format'],
    ['/api/v2/tours/?fields=title;drop', 'fields'],
    ['/api/v2/place-pages/find/', 'html_path'],
    ['/api/v2/scenes/?limit=5&limit=6', 'limit'],
  ])('rejects a bad query parameter: %s', async (url, mentions) => {
    await expectError(url, 400, mentions);
  });

  it('answers 404 JSON for an unknown API path', async () => {
    await expectError('/api/v2/nothing-here/', 404);
    await expectError('/api/v3/brand/', 404);
  });

  it('answers 4xx JSON to a body sent to a read-only call, however large', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/brand/',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    apiError.parse(response.json());
  });

  it('answers a stored document that breaks its contract with a 500 that hides the details', async () => {
    const tenantId = await seedTenant(t.app.db, { schema_name: 'broken' });
    // Written by hand: a body no importer would write (the title is missing).
    await t.app.db
      .insertInto('documents')
      .values({
        tenant_id: tenantId,
        kind: 'tour',
        id: 1,
        language: 'en',
        slug: 'broken',
        parent_id: null,
        position: 0,
        live: 1,
        body: JSON.stringify({ id: 1, slug: 'broken' }),
      })
      .execute();
    const response = await getter(t.app, 'broken.localhost')('/api/v2/tours/broken/');
    expect(response.statusCode).toBe(500);
    expect(apiError.parse(response.json()).message).toBe('Something went wrong on our side.');
  });
});
