import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewToken } from '../../src/tenancy/preview-token.ts';
import {
  makeBuilding,
  makePlacePage,
  makePlacePoint,
  makeScene,
  makeTour,
  makeTourGroup,
} from '../helpers/fixtures.ts';
import { getter, type Get } from '../helpers/request.ts';
import { seedTenant, writeDocument } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 10, defect 4: live answers named draft documents (a live tour's draft scene, a group's
// draft tour and subgroup, a building's draft place page). They name only what the request may see.
const ids = { quad: 11, atrium: 14, main: 21, draftTour: 22, science: 31, labs: 32, library: 51, secret: 52 };

describe('drafts are not referenced by live answers without a preview token', () => {
  let t: TestApp;
  let get: Get;

  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    const tenant = await seedTenant(t.app.db, { schema_name: 'northfield' });
    const quad = makeScene(ids.quad, 'quad', 'The Quad');
    const atrium = makeScene(ids.atrium, 'draft-atrium', 'Draft Atrium', false);
    quad.sub_scenes = [ids.atrium];
    quad.hotspots = [
      { id: 1, title: 'To the atrium', description: '', x: 1, y: 0, z: 0, parent: ids.quad, link_scene: ids.atrium },
      { id: 2, title: 'A plaque', description: '', x: 0, y: 0, z: 1, parent: ids.quad, link_scene: null },
    ];
    for (const scene of [quad, atrium]) {
      await writeDocument(t.app.db, tenant, {
        kind: 'scene',
        id: scene.id,
        slug: scene.meta.slug,
        live: scene.meta.live,
        body: scene,
      });
    }
    const main = makeTour(ids.main, 'main-tour', 'Main Tour', [atrium, quad]);
    main.starting_point = ids.atrium;
    const draftTour = makeTour(ids.draftTour, 'draft-tour', 'Draft Tour', [quad], false);
    for (const tour of [main, draftTour]) {
      await writeDocument(t.app.db, tenant, {
        kind: 'tour',
        id: tour.id,
        slug: tour.slug,
        live: tour.meta.live,
        body: tour,
      });
    }
    const science = makeTourGroup(ids.science, 'science', 'Science', null, [ids.main, ids.draftTour]);
    science.children = [ids.labs];
    const labs = makeTourGroup(
      ids.labs,
      'labs',
      'Labs',
      { id: ids.science, path: science.frontend_path, depth: 1 },
      [],
    );
    await writeDocument(t.app.db, tenant, { kind: 'tour_group', id: ids.science, slug: 'science', body: science });
    await writeDocument(t.app.db, tenant, { kind: 'tour_group', id: ids.labs, slug: 'labs', live: false, body: labs });
    await writeDocument(t.app.db, tenant, {
      kind: 'place_page',
      id: ids.library,
      body: makePlacePage(ids.library, 'Library', '/library/', null),
    });
    await writeDocument(t.app.db, tenant, {
      kind: 'place_page',
      id: ids.secret,
      live: false,
      body: makePlacePage(ids.secret, 'Secret', '/secret/', null),
    });
    await writeDocument(t.app.db, tenant, { kind: 'building', id: 71, body: makeBuilding(71, 'Vault', ids.secret) });
    await writeDocument(t.app.db, tenant, { kind: 'building', id: 72, body: makeBuilding(72, 'Library', ids.library) });
    const plain = makePlacePoint(201, 'Vault door', 71, null);
    const page = JSON.stringify({ id: ids.secret, title: 'Secret' });
    const point = { ...plain, properties: { ...plain.properties, page_id: ids.secret, page } };
    await writeDocument(t.app.db, tenant, { kind: 'place_point', id: 201, body: point });
    get = getter(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const json = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    return response.json<Record<string, unknown>>();
  };

  it('lists a live tour without its draft scene (scenes, sceneIds, points, starting point)', async () => {
    for (const body of [(await json('/api/v2/tours/')).items, [await json('/api/v2/tours/main-tour/')]]) {
      const text = JSON.stringify(body);
      expect(text).not.toContain('draft-atrium');
      expect(body).toMatchObject([{ sceneIds: [ids.quad], starting_point: null }]);
      expect(text).not.toMatch(new RegExp(`\\b${ids.atrium}\\b`));
    }
  });

  it('shows a live scene without its draft sub-scene or the hotspot that leads there', async () => {
    const scene = await json('/api/v2/scene/quad/');
    expect(scene).toMatchObject({ sub_scenes: [], hotspots: [{ id: 2 }] });
    expect((await json('/api/v2/scenes/')).items).toMatchObject([{ id: ids.quad, sub_scenes: [] }]);
  });

  it('lists a live group without its draft tour and draft subgroup', async () => {
    expect((await json('/api/v2/pages/')).items).toMatchObject([{ id: ids.science, tours: [ids.main], children: [] }]);
  });

  it('gives map buildings and places no draft place page', async () => {
    for (const url of ['/api/v2/maps/campus-buildings/', '/api/v2/maps/places/polygons/']) {
      const pages = (await json(url)).features as { properties: { id: number; page_id: number | null } }[];
      expect(
        pages.map((feature) => feature.properties),
        url,
      ).toContainEqual(expect.objectContaining({ id: 72, page_id: ids.library }));
      expect(JSON.stringify(pages), url).not.toContain(`"page_id":${ids.secret}`);
    }
    const places = JSON.stringify(await json('/api/v2/maps/wayfinding/places/'));
    expect(places).toContain('"page_id":null');
    expect(places).not.toContain('Secret');
  });

  it('references a draft when a valid preview token reveals it', async () => {
    const token = createPreviewToken(
      t.config.secret,
      { tenant: 'northfield', contentType: 'tour.tourpage', id: ids.draftTour },
      new Date(Date.now() + 3_600_000),
    );
    const pages = await json(`/api/v2/pages/?content_type=tour.tourpage&token=${token}`);
    expect(pages.items).toMatchObject([{ id: ids.science, tours: [ids.main, ids.draftTour] }]);
  });
});
