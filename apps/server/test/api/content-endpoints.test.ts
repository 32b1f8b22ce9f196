import {
  brandListResponse,
  buildingsResponse,
  campusOutlinesResponse,
  categoryListResponse,
  cta,
  ctaListResponse,
  directoryCategoryResponse,
  labelListResponse,
  languageListResponse,
  osmBuildingsResponse,
  placePage,
  placePageListResponse,
  placePointsResponse,
  scene,
  sceneListResponse,
  tour,
  tourGroupListResponse,
  tourListResponse,
  tourStopListResponse,
} from '@meridian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { campus, seedCampus } from '../helpers/campus.ts';
import { getter, type Get } from '../helpers/request.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const nf = campus.northfield;
const v = nf.versionHash;

describe.each(testDatabaseKinds())('content read endpoints (%s)', (kind) => {
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

  async function json(url: string): Promise<unknown> {
    const response = await get(url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  }

  it('brand/ answers the brand as items[0]', async () => {
    const body = brandListResponse.parse(await json(`/api/v2/brand/?v=${v}&format=json`));
    expect(body.items).toHaveLength(1);
    expect(body.items[0]?.name).toBe('Northfield University');
  });

  it('labels/ answers the label tree', async () => {
    const body = labelListResponse.parse(await json(`/api/v2/labels/?v=${v}&format=json`));
    expect(body.items[0]?.children[0]?.locations).toEqual([nf.scenes.library]);
  });

  it('language/ answers the tenant languages, default first', async () => {
    const body = languageListResponse.parse(await json(`/api/v2/language/?v=${v}&format=json`));
    expect(body.items.map((language) => language.language)).toEqual(['en', 'fr', 'zh-hant']);
    expect(body.meta.total_count).toBe(3);
  });

  it('scenes/ answers only live scenes as summaries with the total count', async () => {
    const body = sceneListResponse.parse(await json(`/api/v2/scenes/?v=${v}&format=json&limit=1000`));
    expect(body.items.map((item) => item.meta.slug)).toEqual(['quad', 'library']);
    expect(body.meta.total_count).toBe(2);
    expect(body.items[0]).not.toHaveProperty('hotspots');
  });

  it('scenes/ pages with limit and offset while total_count stays the full count', async () => {
    const body = sceneListResponse.parse(await json('/api/v2/scenes/?limit=1&offset=1'));
    expect(body.items.map((item) => item.meta.slug)).toEqual(['library']);
    expect(body.meta.total_count).toBe(2);
  });

  it('scene/{slug}/ and scene/{id}/ answer the same full scene', async () => {
    const bySlug = scene.parse(await json(`/api/v2/scene/library/?v=${v}`));
    const byId = scene.parse(await json(`/api/v2/scene/${nf.scenes.library}/?language=en&fields=*`));
    expect(bySlug).toEqual(byId);
    expect(bySlug.panorama?.webp.high.url).toBeTruthy();
  });

  it('tours/ answers live tours with every field', async () => {
    const body = tourListResponse.parse(await json(`/api/v2/tours/?v=${v}&fields=*&type=tour.TourPage&limit=150`));
    expect(body.items.map((item) => item.slug)).toEqual(['main-tour']);
  });

  it('tours/{slug}/ includes scenes[].scene.id', async () => {
    const body = tour.parse(await json(`/api/v2/tours/main-tour/?v=${v}`));
    expect(body.scenes.map((entry) => entry.scene.id)).toEqual([nf.scenes.quad, nf.scenes.library]);
  });

  it('pages/ answers nested tour groups with depth, children and frontend_path', async () => {
    const body = tourGroupListResponse.parse(
      await json(`/api/v2/pages/?v=${v}&fields=*&type=tour.TourGroupPage&limit=100`),
    );
    expect(body.items.map((group) => [group.slug, group.depth, group.frontend_path])).toEqual([
      ['science', 1, '/northfield/home/science'],
      ['labs', 2, '/northfield/home/science/labs'],
    ]);
    expect(body.items[0]?.children).toEqual([nf.groups.labs]);
  });

  it('ctas/ and ctas/{id}/ answer calls to action', async () => {
    const list = ctaListResponse.parse(await json(`/api/v2/ctas/?v=${v}`));
    expect(list.items.map((item) => item.action)).toEqual(['notice', 'external_link']);
    const one = cta.parse(await json(`/api/v2/ctas/${nf.ctas.apply}/?v=${v}`));
    expect(one.title).toBe('Apply');
  });

  it('tour-stops/ answers stops, filtered by tour on request', async () => {
    expect(tourStopListResponse.parse(await json('/api/v2/tour-stops/')).items).toHaveLength(1);
    expect(tourStopListResponse.parse(await json('/api/v2/tour-stops/?tour=99')).items).toHaveLength(0);
  });

  it('place-pages/ filters by child_of; place-pages/{id}/ and find/?html_path= answer one page', async () => {
    const all = placePageListResponse.parse(await json(`/api/v2/place-pages/?v=${v}&limit=300`));
    expect(all.meta.total_count).toBe(2);
    const children = placePageListResponse.parse(await json(`/api/v2/place-pages/?child_of=${nf.places.library}`));
    expect(children.items.map((page) => page.id)).toEqual([nf.places.readingRoom]);
    expect(placePage.parse(await json(`/api/v2/place-pages/${nf.places.library}/`)).title).toBe('Library');
    const found = placePage.parse(await json('/api/v2/place-pages/find/?html_path=library/reading-room'));
    expect(found.id).toBe(nf.places.readingRoom);
  });

  it('maps/wayfinding/places/ answers every place point as GeoJSON', async () => {
    const body = placePointsResponse.parse(await json(`/api/v2/maps/wayfinding/places/?v=${v}`));
    expect(body.features.map((feature) => feature.properties.id)).toEqual([201, 202]);
  });

  it('maps/directory/ lists categories and maps/directory/{slug or id}/ answers its places', async () => {
    const list = categoryListResponse.parse(await json('/api/v2/maps/directory/'));
    expect(list.items.map((item) => item.slug)).toEqual(['dining']);
    const bySlug = directoryCategoryResponse.parse(await json('/api/v2/maps/directory/dining/'));
    const byId = directoryCategoryResponse.parse(await json(`/api/v2/maps/directory/${nf.categories.dining}/`));
    expect(bySlug).toEqual(byId);
    expect(bySlug.features.map((feature) => feature.properties.id)).toEqual([201]);
    expect(bySlug.feature_type_results[0]).toMatchObject({ title: 'Café', source: 'circuit' });
    expect(bySlug.category.slug).toBe('dining');
  });

  it('maps/campus-outlines/, campus-buildings/ and osm/buildings answer FeatureCollections', async () => {
    expect(campusOutlinesResponse.parse(await json('/api/v2/maps/campus-outlines/')).features).toHaveLength(1);
    expect(buildingsResponse.parse(await json('/api/v2/maps/campus-buildings/')).features).toHaveLength(2);
    expect(osmBuildingsResponse.parse(await json('/api/v2/maps/osm/buildings')).features).toHaveLength(1);
  });

  it('maps/places/polygons/ answers only buildings with places; points/{polygonId} answers its places', async () => {
    const polygons = buildingsResponse.parse(await json('/api/v2/maps/places/polygons/'));
    expect(polygons.features.map((feature) => feature.properties.id)).toEqual([nf.buildings.library]);
    const points = placePointsResponse.parse(await json(`/api/v2/maps/places/points/${nf.buildings.library}`));
    expect(points.features.map((feature) => feature.properties.id)).toEqual([201]);
    const empty = placePointsResponse.parse(await json(`/api/v2/maps/places/points/${nf.buildings.gym}`));
    expect(empty.features).toEqual([]);
  });

  it('answers 404 JSON for unknown slugs and ids of every single-item call', async () => {
    for (const url of [
      '/api/v2/scene/nope/',
      '/api/v2/scene/999/',
      '/api/v2/tours/nope/',
      '/api/v2/ctas/999/',
      '/api/v2/place-pages/999/',
      '/api/v2/place-pages/find/?html_path=/nowhere/',
      '/api/v2/maps/directory/nope/',
      '/api/v2/maps/places/points/999',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });
});
