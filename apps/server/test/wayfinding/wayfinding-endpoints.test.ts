import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import polyline from '@mapbox/polyline';
import {
  directionsFailure,
  directionsResponse,
  geocodingResponse,
  hasRoutes,
  listResponse,
  pathsResponse,
  searchPlaceResult,
} from '@meridian/contracts';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPack } from '../../src/packs/import-pack.ts';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { writeFixtureMedia } from '../fixtures/packs/fixture-media.ts';
import { getter, type Get } from '../helpers/request.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const PACK = path.resolve(import.meta.dirname, '../fixtures/packs/campus');
const cafe = '-79.3830,43.6530';
/** A point inside the Central Library building: routes end at one of its doors. */
const library = '-79.3840,43.6540';
const mainEntrance = [-79.3841, 43.6538];
const sideDoor = [-79.3837, 43.654];
const placeSearch = listResponse(searchPlaceResult);
const errorBody = z.object({ message: z.string() });

describe.each(testDatabaseKinds())('directions, geocoding and maps/search/ over an imported pack (%s)', (kind) => {
  let t: TestApp;
  let mediaRoot: string;
  let get: Get;

  beforeAll(async () => {
    mediaRoot = await writeFixtureMedia(fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-pack-media-')));
    t = await buildTestApp(kind);
    await importPack(t.app.db, PACK, { mediaDir: t.config.mediaDir, mediaRoots: [mediaRoot] });
    t.app.invalidateTenantCache();
    get = getter(t.app, 'testcampus.localhost:3000');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(mediaRoot, { recursive: true, force: true });
  });

  async function route(query: string, ends = `${cafe};${library}`, profile = 'walking') {
    const response = await get(
      `/api/v2/maps/directions/${profile}/${ends}?steps=true&overview=full&geometries=polyline&${query}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = directionsResponse.parse(response.json());
    if (!hasRoutes(body)) throw new Error(body.code);
    const found = body.routes[0];
    if (!found) throw new Error('no route');
    return { ...found, steps: found.legs[0]?.steps ?? [], end: polyline.decode(found.geometry).at(-1)?.reverse() };
  }

  it('walks to the nearest door of a building, with steps in the Mapbox/OSRM shape', async () => {
    const walk = await route('language=en');
    expect(walk.end?.[0]).toBeCloseTo(sideDoor[0] ?? 0, 4);
    expect(walk.steps[0]?.maneuver).toMatchObject({ type: 'depart', instruction: 'Head northwest on Service road' });
    expect(walk.steps.at(-1)?.maneuver).toMatchObject({
      type: 'arrive',
      instruction: 'You have arrived at Central Library',
    });
    expect(walk.distance).toBeGreaterThan(100);
    expect(walk.duration).toBeCloseTo(walk.distance / 1.4, 0);
  });

  it('takes a step-free route to the accessible entrance when asked', async () => {
    const stepFree = await route('language=en&step_free=true');
    expect(stepFree.end?.[0]).toBeCloseTo(mainEntrance[0] ?? 0, 4);
    expect(stepFree.steps.map((step) => step.name)).toContain('College Walk');
  });

  it('writes instructions and path names in the requested language, Arabic included', async () => {
    const french = await route('language=fr-ca');
    expect(french.steps[0]?.maneuver.instruction).toBe('Se diriger vers le nord-ouest sur le chemin de service');
    const arabic = await route('language=ar');
    expect(arabic.steps.at(-1)?.maneuver.instruction).toMatch(/[\u0600-\u06FF]/);
  });

  it('drives only on roads open to cars', async () => {
    const drive = await route('', `${cafe};${library}`, 'driving');
    expect(drive.steps.map((step) => step.name)).not.toContain('College Walk');
  });

  it.each([
    ['flying', `${cafe};${library}`, '', 400, 'ProfileNotFound'],
    ['walking', cafe, '', 400, 'InvalidInput'],
    ['walking', `${cafe};${library};${cafe}`, '', 400, 'InvalidInput'],
    ['walking', `${cafe};north,pole`, '', 400, 'InvalidInput'],
    ['walking', `${cafe};-79.3840,95`, '', 400, 'InvalidInput'],
    ['walking', `${cafe};${library}`, 'geometries=geojson', 400, 'InvalidInput'],
    ['walking', `${cafe};${library}`, 'step_free=maybe', 400, 'InvalidInput'],
    ['walking', `${cafe};10,10`, '', 404, 'NoSegment'],
  ])('answers %s %s %s with %i and code %s, and a message', async (profile, ends, query, status, code) => {
    const response = await get(`/api/v2/maps/directions/${profile}/${ends}?${query}`);
    expect(response.statusCode).toBe(status);
    const body = directionsFailure.parse(response.json());
    expect(body.code).toBe(code);
    expect(body.message).toMatch(/\w/);
  });

  it('geocodes places and streets with typos, in the Mapbox geocoding shape and the request language', async () => {
    const read = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(200);
      return geocodingResponse.parse(response.json());
    };
    const typo = await read('/api/v2/maps/geocoding/librray.json');
    expect(typo.features[0]).toMatchObject({ text: 'Central Library', place_name: 'Central Library, 1 College St' });
    const street = await read('/api/v2/maps/geocoding/service.json');
    expect(street.features[0]).toMatchObject({ text: 'Service road', place_type: ['address'] });
    expect(street.features[0]?.bbox).toHaveLength(4);
    const french = await read('/api/v2/maps/geocoding/chemin.json?language=fr-ca');
    expect(french.features[0]).toMatchObject({ text: 'Chemin de service', language: 'fr-ca' });
    const outside = await read('/api/v2/maps/geocoding/library.json?bbox=10,10,11,11');
    expect(outside.features).toEqual([]);
  });

  it.each([
    '/api/v2/maps/geocoding/library.json?bbox=1,2,3',
    '/api/v2/maps/geocoding/library.json?limit=99',
    '/api/v2/maps/geocoding/library',
  ])('rejects %s with a 400 naming the problem', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(errorBody.parse(response.json()).message).toMatch(/\w/);
  });

  it('maps/paths/ answers the path network with each path’s modes and steps flag', async () => {
    const response = await get('/api/v2/maps/paths/');
    expect(response.statusCode).toBe(200);
    const paths = pathsResponse.parse(response.json()).features.map((path) => path.properties.name);
    expect(paths).toEqual(['College Walk', 'Service road']);
  });

  it('maps/search/ finds the tenant’s own live places through typos, as circuit results', async () => {
    const search = async (query: string) => {
      const response = await get(`/api/v2/maps/search/?search=${encodeURIComponent(query)}`);
      expect(response.statusCode, response.body).toBe(200);
      return placeSearch.parse(response.json()).items;
    };
    const found = await search('cental libary');
    expect(found[0]).toMatchObject({ title: 'Central Library', source: 'circuit', is_building: true });
    expect((await search('dining')).map((item) => item.title).sort()).toEqual(['Cafe', 'Central Library']);
    expect(await search('secret')).toEqual([]);
    expect(await search('service')).toEqual([]);
    expect(await search('')).toEqual([]);
  });
});
