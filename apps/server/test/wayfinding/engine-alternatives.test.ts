// Issue 33: `alternatives` through both APIs, asked by the unmodified @mapbox/mapbox-sdk and as
// OSRM's `alternatives=true|n`. The fixture campus has two ways from the café into the Central
// Library: College Walk to its main entrance, and the Service road to its side door.
import mbxClient from '@mapbox/mapbox-sdk';
import mbxDirections from '@mapbox/mapbox-sdk/services/directions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campus, startEngineServer, type EngineServer } from './engine-server.ts';
import { failure, routeAnswer } from './engine-schemas.ts';

const TOKEN = `pk.${Buffer.from(JSON.stringify({ u: 'meridian' })).toString('base64')}.test`;
const ends = `${campus.cafe.join(',')};${campus.library.join(',')}`;
const lastArrival = (route: { legs: { steps: { maneuver: { location: [number, number] } }[] }[] }) =>
  route.legs.at(-1)?.steps.at(-1)?.maneuver.location;

describe('alternative routes through the Directions v5 and OSRM APIs', () => {
  let server: EngineServer;
  let directions: ReturnType<typeof mbxDirections>;
  beforeAll(async () => {
    server = await startEngineServer();
    directions = mbxDirections(mbxClient({ accessToken: TOKEN, origin: server.origin }));
  });
  afterAll(() => server.close());

  const ask = (alternatives: boolean) =>
    directions
      .getDirections({
        profile: 'walking',
        waypoints: [{ coordinates: campus.cafe }, { coordinates: campus.library }],
        steps: true,
        alternatives,
      })
      .send();

  it('gives the SDK a second way into the library, by its other door, after the best route', async () => {
    const alone = routeAnswer.parse((await ask(false)).body);
    const body = routeAnswer.parse((await ask(true)).body);
    expect(alone.routes).toHaveLength(1);
    expect(body.routes).toHaveLength(2);
    expect(body.routes[0]).toEqual(alone.routes[0]);
    const doors = body.routes.map(lastArrival);
    expect(doors).toContainEqual(campus.mainEntrance);
    expect(doors).toContainEqual(campus.sideDoor);
    const durations = body.routes.map((route) => route.duration);
    expect(durations).toEqual([...durations].sort((a, b) => a - b));
  });

  it('answers OSRM’s alternatives=1 the same way, and refuses more than 3 as TooBig', async () => {
    const response = await server.get(`/route/v1/foot/${ends}?steps=true&alternatives=1`);
    expect(response.statusCode, response.body).toBe(200);
    expect(routeAnswer.parse(response.json()).routes).toHaveLength(2);
    const tooMany = await server.get(`/route/v1/foot/${ends}?alternatives=4`);
    expect(tooMany.statusCode).toBe(400);
    expect(failure.parse(tooMany.json()).code).toBe('TooBig');
    const mapbox = await server.get(`/directions/v5/mapbox/walking/${ends}?alternatives=4`);
    expect(mapbox.statusCode).toBe(422);
    expect(failure.parse(mapbox.json()).code).toBe('InvalidInput');
  });
});
