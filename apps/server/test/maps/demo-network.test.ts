import fs from 'node:fs';
import path from 'node:path';
import { hasRoutes } from '@meridian/contracts';
import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { CampusRouter } from '../../src/maps/router.ts';

const DEMO = path.resolve(import.meta.dirname, '../../../../content/demo');
const lngLat = z.tuple([z.number(), z.number()]);
const demoMap = z.object({
  buildings: z.array(
    z.object({
      key: z.string(),
      place: z.string(),
      name: z.record(z.string(), z.string()),
      polygon: z.array(z.array(lngLat)),
      entrances: z.array(z.object({ coordinates: lngLat, accessible: z.boolean() })),
    }),
  ),
  paths: z.array(
    z.object({
      name: z.record(z.string(), z.string()).default({}),
      modes: z.array(z.enum(['walking', 'cycling', 'driving'])),
      steps: z.boolean().default(false),
      coordinates: z.array(lngLat),
    }),
  ),
});

function load(tenant: string) {
  const map = demoMap.parse(parse(fs.readFileSync(path.join(DEMO, tenant, 'map.yaml'), 'utf8')));
  const buildings = map.buildings.map((b) => ({ ...b, name: b.name.en ?? b.key }));
  const router = new CampusRouter(
    map.paths.map((p) => ({ ...p, name: p.name.en ?? '' })),
    buildings,
  );
  // Where a visitor picks a building: its place's point, on its main wing (the middle of its box may
  // be in the open courtyard of a U).
  const places = z
    .array(z.object({ key: z.string(), coordinates: lngLat.optional() }))
    .parse(parse(fs.readFileSync(path.join(DEMO, tenant, 'places.yaml'), 'utf8')));
  const point = new Map(places.map((place) => [place.key, place.coordinates]));
  return {
    router,
    buildings: buildings.map((b) => {
      const centre = point.get(b.place);
      if (!centre) throw new Error(`${b.key} has no place point`);
      return { ...b, centre };
    }),
  };
}

describe.each(['northfield', 'harbour'])('the %s demo path network', (tenant) => {
  const { router, buildings } = load(tenant);
  const first = buildings[0];
  if (!first) throw new Error('no buildings');

  it('joins every building to every other on foot, step-free included', () => {
    for (const profile of [
      { mode: 'walking', stepFree: false },
      { mode: 'walking', stepFree: true },
    ] as const) {
      for (const building of buildings.slice(1)) {
        const answer = router.route({ from: first.centre, to: building.centre, profile });
        expect(answer.code, `${first.key} → ${building.key}`).toBe('Ok');
      }
    }
  });

  it('has buildings whose front steps a step-free route avoids by the side ramp', () => {
    const stepped = buildings.filter((b) => b.entrances.some((door) => !door.accessible));
    expect(stepped.length).toBeGreaterThanOrEqual(6);
    // From a building without steps: a route from a building to itself has no way in to check.
    const origin = buildings.find((b) => b.entrances.every((door) => door.accessible)) ?? first;
    for (const building of stepped) {
      const to = building.centre;
      const accessible = building.entrances.find((door) => door.accessible)?.coordinates;
      const answer = router.route({ from: origin.centre, to, profile: { mode: 'walking', stepFree: true } });
      if (!hasRoutes(answer)) throw new Error(answer.code);
      const end = polyline.decode(answer.routes[0]?.geometry ?? '').at(-1);
      expect(end?.[1], building.key).toBeCloseTo(accessible?.[0] ?? 0, 4);
      expect(end?.[0]).toBeCloseTo(accessible?.[1] ?? 0, 4);
    }
  });

  it('walks from every building to every other without a U-turn (a door never steps out across its walk)', () => {
    const uTurns: string[] = [];
    for (const from of buildings) {
      for (const to of buildings) {
        if (from === to) continue;
        const answer = router.route({
          from: from.centre,
          to: to.centre,
          profile: { mode: 'walking', stepFree: false },
        });
        if (!hasRoutes(answer)) throw new Error(answer.code);
        const steps = answer.routes[0]?.legs[0]?.steps ?? [];
        if (steps.some((step) => step.maneuver.modifier === 'uturn')) uTurns.push(`${from.key} → ${to.key}`);
      }
    }
    expect(uTurns).toEqual([]);
  });
});
