import mbxClient from '@mapbox/mapbox-sdk';
import mbxDirections, { type DirectionsProfile } from '@mapbox/mapbox-sdk/services/directions';
import polyline from '@mapbox/polyline';
import turfLength from '@turf/length';
import { lineString } from '@turf/helpers';
import osrmTextInstructions from 'osrm-text-instructions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { campus, startEngineServer, type EngineServer } from './engine-server.ts';
import { routeAnswer, type geometry } from './engine-schemas.ts';

/** A token the SDK accepts (it only reads its payload); Meridian asks for none. */
const TOKEN = `pk.${Buffer.from(JSON.stringify({ u: 'meridian' })).toString('base64')}.test`;
const phrase = osrmTextInstructions('v5');

type Format = 'polyline' | 'polyline6' | 'geojson';
function decode(line: z.infer<typeof geometry> | undefined, format: Format): [number, number][] {
  if (line === undefined) throw new Error('no geometry');
  if (typeof line !== 'string') return line.coordinates;
  return polyline.decode(line, format === 'polyline6' ? 6 : 5).map(([lat, lng]) => [lng, lat]);
}

describe('the unmodified @mapbox/mapbox-sdk directions service against Meridian', () => {
  let server: EngineServer;
  let directions: ReturnType<typeof mbxDirections>;

  beforeAll(async () => {
    server = await startEngineServer();
    directions = mbxDirections(mbxClient({ accessToken: TOKEN, origin: server.origin }));
  });
  afterAll(() => server.close());

  const profiles: DirectionsProfile[] = ['walking', 'cycling', 'driving', 'driving-traffic'];
  const cases = profiles.flatMap((profile) =>
    (['polyline', 'polyline6', 'geojson'] as const).flatMap((format) =>
      ['en', 'fr', 'ar'].map((language) => [profile, format, language] as const),
    ),
  );

  it.each(cases)(
    'routes %s with %s geometry in %s: decodable, phrased and measured',
    async (profile, format, language) => {
      const response = await directions
        .getDirections({
          profile,
          waypoints: [{ coordinates: campus.cafe }, { coordinates: campus.library, waypointName: 'Central Library' }],
          steps: true,
          overview: 'full',
          geometries: format,
          language,
          annotations: ['distance', 'duration', 'speed'],
        })
        .send();
      const body = routeAnswer.parse(response.body);
      const [route] = body.routes;
      if (!route) throw new Error('no route');
      expect(body.uuid).toMatch(/^[\da-f-]{36}$/);
      expect(route.weight_name).toBe({ walking: 'pedestrian', cycling: 'cyclability' }[profile as string] ?? 'auto');

      // The overview line is the route: @turf/length agrees with its distance within 0.5 %.
      const line = decode(route.geometry, format);
      const measured = turfLength(lineString(line), { units: 'meters' });
      expect(Math.abs(measured - route.distance) / route.distance).toBeLessThan(0.005);

      const [leg] = route.legs;
      if (!leg) throw new Error('no leg');
      expect(leg.weight).toBe(route.weight);
      const annotated = leg.annotation?.distance?.reduce((sum, metres) => sum + metres, 0) ?? 0;
      expect(Math.abs(annotated - leg.distance)).toBeLessThan(0.5);
      expect(leg.annotation?.speed?.length).toBe(leg.annotation?.duration?.length);

      for (const step of leg.steps) {
        // Every instruction is what osrm-text-instructions says for the step in that language.
        const waypointName = step.maneuver.type === 'arrive' ? 'Central Library' : undefined;
        expect(step.maneuver.instruction).toBe(
          phrase.compile(language, step, { legIndex: 0, legCount: 1, waypointName }),
        );
        expect(decode(step.geometry, format).length).toBeGreaterThanOrEqual(2);
        expect(step.intersections[0]?.location).toEqual(step.maneuver.location);
      }
      expect(leg.steps.at(-1)?.maneuver.type).toBe('arrive');
      // Every mode reaches the library by its nearest door, the side door at the end of the road.
      expect(line.at(-1)?.[0]).toBeCloseTo(campus.sideDoor[0], 4);
    },
  );

  it('snaps a start inside a building to its door and says how far that is', async () => {
    const response = await directions
      .getDirections({ profile: 'walking', waypoints: [{ coordinates: campus.library }, { coordinates: campus.cafe }] })
      .send();
    const body = routeAnswer.parse(response.body);
    // The library's centre is about 25 m from its main entrance.
    expect(body.waypoints[0]?.distance).toBeGreaterThan(15);
    expect(body.waypoints[0]?.hint).toMatch(/^[\w-]+$/);
  });

  it('routes through several waypoints, one leg between each, with an arrival at each', async () => {
    const response = await directions
      .getDirections({
        profile: 'walking',
        waypoints: [
          { coordinates: campus.cafe },
          { coordinates: campus.corner },
          { coordinates: campus.onCollegeWalk },
        ],
        steps: true,
        language: 'en',
      })
      .send();
    const body = routeAnswer.parse(response.body);
    const [route] = body.routes;
    expect(body.waypoints).toHaveLength(3);
    expect(route?.legs).toHaveLength(2);
    expect(route?.legs[0]?.steps.at(-1)?.maneuver.instruction).toBe('You have arrived at your 1st destination');
    expect(route?.legs[1]?.steps.at(-1)?.maneuver.instruction).toMatch(/^You have arrived at your destination/);
    expect(route?.distance).toBeCloseTo((route?.legs[0]?.distance ?? 0) + (route?.legs[1]?.distance ?? 0), 0);
  });

  it('leaves out steps and the overview when asked, and simplifies the overview by default', async () => {
    const ask = (options: { steps?: boolean; overview?: string }) =>
      directions
        .getDirections({
          profile: 'walking',
          waypoints: [{ coordinates: campus.cafe }, { coordinates: campus.library }],
          ...options,
        })
        .send()
        .then((response) => routeAnswer.parse(response.body).routes[0]);
    const bare = await ask({ steps: false, overview: 'false' });
    expect(bare?.geometry).toBeUndefined();
    expect(bare?.legs[0]).toMatchObject({ steps: [], summary: '' });
    const simplified = decode((await ask({}))?.geometry, 'polyline');
    const full = decode((await ask({ overview: 'full' }))?.geometry, 'polyline');
    expect(simplified.length).toBeLessThanOrEqual(full.length);
    expect(simplified.at(-1)).toEqual(full.at(-1));
  });

  it('takes the step-free route to the accessible entrance with exclude=steps', async () => {
    const response = await directions
      .getDirections({
        profile: 'walking',
        waypoints: [{ coordinates: campus.cafe }, { coordinates: campus.library }],
        exclude: 'steps',
        overview: 'full',
      })
      .send();
    const line = decode(routeAnswer.parse(response.body).routes[0]?.geometry, 'polyline');
    expect(line.at(-1)?.[0]).toBeCloseTo(campus.mainEntrance[0], 4);
  });
});
