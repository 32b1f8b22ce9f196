import { scene, sceneListResponse, tour } from '@meridian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { createPreviewToken } from '../../src/tenancy/preview-token.ts';
import { campus, seedCampus } from '../helpers/campus.ts';
import { getter, type Get } from '../helpers/request.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const nf = campus.northfield;
const inOneHour = () => new Date(Date.now() + 3_600_000);

describe.each(testDatabaseKinds())('preview tokens (%s)', (kind) => {
  let t: TestApp;
  let get: Get;
  const token = (tenant: string, contentType: string, id: number, expiresAt = inOneHour()) =>
    createPreviewToken(t.config.secret, { tenant, contentType, id }, expiresAt);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedCampus(t.app.db);
    get = getter(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const sceneSlugs = async (query: string) =>
    sceneListResponse
      .parse((await get(`/api/v2/scenes/?format=json&limit=1000${query}`)).json())
      .items.map((item) => item.meta.slug);

  it('shows an unpublished scene with a valid token for it, and not without', async () => {
    expect((await get('/api/v2/scene/hidden-lab/')).statusCode).toBe(404);
    const valid = token('northfield', 'place.LocationPage', nf.scenes.hiddenLab);
    const response = await get(`/api/v2/scene/hidden-lab/?content_type=place.LocationPage&token=${valid}`);
    expect(response.statusCode).toBe(200);
    expect(scene.parse(response.json()).meta.live).toBe(false);
  });

  it('adds the previewed scene to the scene list, also with the token lowercased', async () => {
    const valid = token('northfield', 'place.locationpage', nf.scenes.hiddenLab).toLowerCase();
    expect(await sceneSlugs('')).toEqual(['quad', 'library']);
    expect(await sceneSlugs(`&content_type=place.locationpage&token=${valid}`)).toEqual([
      'quad',
      'library',
      'hidden-lab',
    ]);
  });

  it("reveals an unpublished tour and that tour's scenes with a tour token", async () => {
    const valid = token('northfield', 'tour.TourPage', nf.tours.draft);
    const query = `content_type=tour.tourpage&token=${valid}&tmstmp=${Date.now()}`;
    const response = await get(`/api/v2/tours/draft-tour/?${query}`);
    expect(response.statusCode).toBe(200);
    expect(tour.parse(response.json()).sceneIds).toEqual([nf.scenes.draftAtrium, nf.scenes.quad]);
    expect((await get(`/api/v2/scene/draft-atrium/?${query}`)).statusCode).toBe(200);
    expect(await sceneSlugs(`&${query}`)).toContain('draft-atrium');
    // The tour token does not reveal unrelated unpublished scenes.
    expect((await get(`/api/v2/scene/hidden-lab/?${query}`)).statusCode).toBe(404);
  });

  it('answers preview requests with private, no-store caching', async () => {
    const valid = token('northfield', 'tour.tourpage', nf.tours.draft);
    const response = await get(`/api/v2/tours/draft-tour/?content_type=tour.tourpage&token=${valid}`);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  describe('a token that is not valid behaves exactly like no token', () => {
    const cases: [string, () => string, string][] = [
      [
        'expired',
        () => token('northfield', 'place.locationpage', nf.scenes.hiddenLab, new Date(Date.now() - 1000)),
        'place.locationpage',
      ],
      ['for another tenant', () => token('harbour', 'place.locationpage', nf.scenes.hiddenLab), 'place.locationpage'],
      ['for another object', () => token('northfield', 'place.locationpage', nf.scenes.library), 'place.locationpage'],
      [
        'for another content type',
        () => token('northfield', 'tour.tourpage', nf.scenes.hiddenLab),
        'place.locationpage',
      ],
      ['garbage', () => 'not-a-token', 'place.locationpage'],
      [
        'tampered',
        () =>
          token('northfield', 'place.locationpage', nf.scenes.hiddenLab).replace(/.$/, (c) => (c === '0' ? '1' : '0')),
        'place.locationpage',
      ],
      [
        'with an unknown content type',
        () => token('northfield', 'place.locationpage', nf.scenes.hiddenLab),
        'auth.user',
      ],
    ];
    it.each(cases)('%s', async (_name, makeToken, contentType) => {
      const query = `content_type=${contentType}&token=${makeToken()}`;
      const single = await get(`/api/v2/scene/hidden-lab/?${query}`);
      expect(single.statusCode).toBe(404);
      expect(single.json()).toEqual((await get('/api/v2/scene/hidden-lab/')).json());
      expect(await sceneSlugs(`&${query}`)).toEqual(await sceneSlugs(''));
    });
  });

  it("does not reveal another tenant's unpublished scene through that tenant's own valid token on this host", async () => {
    const harbourToken = token('harbour', 'place.locationpage', nf.scenes.hiddenLab);
    const harbour = getter(t.app, 'harbour.localhost');
    const response = await harbour(
      `/api/v2/scene/${nf.scenes.hiddenLab}/?content_type=place.locationpage&token=${harbourToken}`,
    );
    expect(response.statusCode).toBe(404);
  });
});
