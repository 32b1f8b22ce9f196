import { apiError, brandListResponse, sceneListResponse, tourListResponse } from '@meridian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { campus, seedCampus } from '../helpers/campus.ts';
import { getter } from '../helpers/request.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

describe.each(testDatabaseKinds())('tenant isolation (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedCampus(t.app.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves each tenant its own brand from its own host', async () => {
    const northfield = brandListResponse.parse((await getter(t.app, 'localhost')('/api/v2/brand/')).json());
    const harbour = brandListResponse.parse((await getter(t.app, 'harbour.localhost:3000')('/api/v2/brand/')).json());
    const byHostName = brandListResponse.parse(
      (await getter(t.app, 'tours.northfield.example')('/api/v2/brand/')).json(),
    );
    expect(northfield.items[0]?.name).toBe('Northfield University');
    expect(harbour.items[0]?.name).toBe('Harbour Museum');
    expect(byHostName.items[0]?.name).toBe('Northfield University');
  });

  it("answers 404 for tenant A's slug asked through tenant B's host", async () => {
    const harbour = getter(t.app, 'harbour.localhost');
    for (const url of [
      '/api/v2/scene/quad/',
      `/api/v2/scene/${campus.northfield.scenes.quad}/`,
      '/api/v2/tours/main-tour/',
    ]) {
      const response = await harbour(url);
      expect(response.statusCode, url).toBe(404);
      apiError.parse(response.json());
    }
    const northfield = getter(t.app, 'localhost');
    expect((await northfield('/api/v2/scene/pier/')).statusCode).toBe(404);
    expect((await northfield('/api/v2/tours/boats/')).statusCode).toBe(404);
  });

  it("lists only the host tenant's scenes and tours", async () => {
    const harbour = getter(t.app, 'harbour.localhost');
    expect(sceneListResponse.parse((await harbour('/api/v2/scenes/')).json()).items.map((s) => s.meta.slug)).toEqual([
      'pier',
    ]);
    expect(tourListResponse.parse((await harbour('/api/v2/tours/')).json()).items.map((s) => s.slug)).toEqual([
      'boats',
    ]);
  });

  it('answers 400 JSON naming the host for every content call on an unknown site subdomain', async () => {
    const unknown = getter(t.app, 'nowhere.localhost');
    for (const url of ['/api/v2/brand/', '/api/v2/scenes/', '/api/v2/maps/campus-outlines/']) {
      const response = await unknown(url);
      expect(response.statusCode, url).toBe(400);
      expect(apiError.parse(response.json()).message).toContain('nowhere.localhost');
    }
  });

  it('treats a loopback address as the app host (default tenant)', async () => {
    const body = brandListResponse.parse((await getter(t.app, '127.0.0.1:3000')('/api/v2/brand/')).json());
    expect(body.items[0]?.name).toBe('Northfield University');
  });
});
