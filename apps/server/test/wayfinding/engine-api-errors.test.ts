import mbxClient from '@mapbox/mapbox-sdk';
import mbxDirections from '@mapbox/mapbox-sdk/services/directions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campus, startEngineServer, type EngineServer } from './engine-server.ts';
import { failure, rejection, routeAnswer } from './engine-schemas.ts';

const TOKEN = `pk.${Buffer.from(JSON.stringify({ u: 'meridian' })).toString('base64')}.test`;
const pair = (...points: (readonly number[])[]) => points.map((p) => p.join(',')).join(';');
const tooMany = pair(...Array.from({ length: 26 }, () => campus.cafe));

describe('each API’s own codes and HTTP statuses for what cannot be routed', () => {
  let server: EngineServer;
  beforeAll(async () => {
    server = await startEngineServer();
  });
  afterAll(() => server.close());

  it.each([
    ['an unknown profile', '/directions/v5/mapbox/flying/', pair(campus.cafe, campus.library), 404, 'ProfileNotFound'],
    ['bad coordinates', '/directions/v5/mapbox/walking/', 'north,pole;-79.3,43.6', 422, 'InvalidInput'],
    ['a latitude past 90', '/directions/v5/mapbox/walking/', pair(campus.cafe, [-79.3, 95]), 422, 'InvalidInput'],
    ['too many waypoints', '/directions/v5/mapbox/walking/', tooMany, 422, 'InvalidInput'],
    [
      'an unknown option value',
      '/directions/v5/mapbox/walking/',
      `${pair(campus.cafe, campus.library)}?geometries=kml`,
      422,
      'InvalidInput',
    ],
    ['an unroutable point', '/directions/v5/mapbox/walking/', pair(campus.cafe, campus.nowhere), 200, 'NoSegment'],
    ['no path between', '/directions/v5/mapbox/walking/', pair(campus.cafe, campus.island), 200, 'NoRoute'],
    ['an unknown profile', '/route/v1/flying/', pair(campus.cafe, campus.library), 400, 'InvalidUrl'],
    ['bad coordinates', '/route/v1/walking/', 'north,pole;-79.3,43.6', 400, 'InvalidUrl'],
    ['a latitude past 90', '/route/v1/walking/', pair(campus.cafe, [-79.3, 95]), 400, 'InvalidValue'],
    ['too many waypoints', '/route/v1/walking/', tooMany, 400, 'TooBig'],
    [
      'an unknown option value',
      '/route/v1/walking/',
      `${pair(campus.cafe, campus.library)}?overview=some`,
      400,
      'InvalidOptions',
    ],
    ['an unroutable point', '/route/v1/walking/', pair(campus.cafe, campus.nowhere), 400, 'NoSegment'],
    ['no path between', '/route/v1/walking/', pair(campus.cafe, campus.island), 400, 'NoRoute'],
  ])('%s at %s answers %i with code %s and a message', async (_what, prefix, rest, status, code) => {
    const response = await server.get(`${prefix}${rest}`);
    expect(response.statusCode, response.body).toBe(status);
    expect(failure.parse(response.json()).code).toBe(code);
  });

  it.each(['/directions/v5/mapbox/walking/', '/route/v1/walking/'])(
    'answers a route with the same start and end at %s: Ok, no distance, a depart and an arrive',
    async (prefix) => {
      const response = await server.get(`${prefix}${pair(campus.cafe, campus.cafe)}?steps=true`);
      expect(response.statusCode, response.body).toBe(200);
      const [route] = routeAnswer.parse(response.json()).routes;
      expect(route?.distance).toBe(0);
      expect(route?.legs[0]?.steps.map((step) => step.maneuver.type)).toEqual(['depart', 'arrive']);
    },
  );

  it('lets the SDK resolve with body.code for NoRoute and NoSegment, and reject with the status for bad input', async () => {
    const directions = mbxDirections(mbxClient({ accessToken: TOKEN, origin: server.origin }));
    const ask = (to: [number, number]) =>
      directions
        .getDirections({ profile: 'walking', waypoints: [{ coordinates: campus.cafe }, { coordinates: to }] })
        .send();
    expect(failure.parse((await ask(campus.island)).body).code).toBe('NoRoute');
    expect(failure.parse((await ask(campus.nowhere)).body).code).toBe('NoSegment');
    const rejected = await ask([-79.3, 95]).then(() => ({ type: 'none', body: null }), rejection);
    expect(rejected).toMatchObject({ type: 'HttpError', statusCode: 422 });
    expect(failure.parse(rejected.body).code).toBe('InvalidInput');
  });

  it('routes on the tenant the Host names: another host has no campus', async () => {
    const path = `/route/v1/walking/${pair(campus.cafe, campus.library)}`;
    expect((await server.get(path)).statusCode).toBe(200);
    const elsewhere = await server.t.app.inject({
      method: 'GET',
      url: path,
      headers: { host: 'nowhere.localhost:3000' },
    });
    // A host that is no tenant's is refused at the edge (issue 30), before any routing.
    expect(elsewhere.statusCode).toBe(400);
  });

  it('answers the old /api/v2 path with the same body as OSRM’s route service asked the same way', async () => {
    const ends = pair(campus.cafe, campus.library);
    const query = 'steps=true&overview=full&geometries=polyline&language=fr-ca';
    const old = await server.get(`/api/v2/maps/directions/walking/${ends}?${query}`);
    const osrm = await server.get(`/route/v1/walking/${ends}?${query}`);
    expect(old.statusCode).toBe(200);
    expect(old.json()).toEqual(osrm.json());
  });
});
