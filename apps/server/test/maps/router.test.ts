import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import { CampusRouter, type NetworkBuilding, type RouterAnswer } from '../../src/maps/router.ts';
import { at, gridPath, squareCampus } from './local-grid.ts';

const walk = { mode: 'walking', stepFree: false } as const;
const stepFree = { mode: 'walking', stepFree: true } as const;
const path = gridPath;

/* The square of local-grid.ts, and far away an island: Island Path (300,300)-(350,300). */
const square = [
  ...squareCampus(),
  path('Island Path', [
    [300, 300],
    [350, 300],
  ]),
];

function ok(answer: RouterAnswer) {
  if (answer.code !== 'Ok') throw new Error(`expected a route, got ${answer.code}: ${answer.message}`);
  const route = answer.routes[0];
  if (!route) throw new Error('no route');
  return route;
}

describe('embedded router: shortest paths', () => {
  const router = new CampusRouter(square);

  it('walks the diagonal, the shortest way from A to C, in about 141 m', () => {
    const route = ok(router.route({ from: at(0, 0), to: at(100, 100), profile: walk }));
    expect(Math.abs(route.distance - 141.4)).toBeLessThan(1);
    expect(route.legs[0]?.steps.map((step) => step.name)).toEqual(['Diagonal', 'Diagonal']);
    expect(Math.abs(route.duration - 141.4 / 1.4)).toBeLessThan(1);
  });

  it('drives round the square when the diagonal is a footpath, at driving speed', () => {
    const route = ok(router.route({ from: at(0, 0), to: at(100, 100), profile: { mode: 'driving', stepFree: false } }));
    expect(Math.abs(route.distance - 200)).toBeLessThan(2);
    expect(Math.abs(route.duration - 200 / 8.3)).toBeLessThan(1);
  });

  it('starts and ends on the nearest point of a path when the coordinates are off it', () => {
    const route = ok(
      router.route({ from: at(50, -10), to: at(110, 50), profile: { mode: 'cycling', stepFree: false } }),
    );
    expect(Math.abs(route.distance - 100)).toBeLessThan(1);
    const line = polyline.decode(route.geometry);
    expect(line[0]?.[0]).toBeCloseTo(at(50, 0)[1], 4);
    expect(line.at(-1)?.[1]).toBeCloseTo(at(100, 50)[0], 4);
  });

  it('answers NoRoute when no path joins the two ends', () => {
    const answer = router.route({ from: at(0, 0), to: at(325, 300), profile: walk });
    expect(answer.code).toBe('NoRoute');
  });

  it('answers NoSegment when an end is far from every path, and InvalidInput for an impossible coordinate', () => {
    expect(router.route({ from: at(0, 0), to: at(5000, 5000), profile: walk }).code).toBe('NoSegment');
    expect(router.route({ from: [200, 43], to: at(0, 0), profile: walk }).code).toBe('InvalidInput');
  });
});

describe('embedded router: step-free routes', () => {
  // A short flight of stairs (Stair Cut) against a longer ramp round it (Ramp Walk).
  const network = [
    path('Campus Way', [
      [0, 0],
      [100, 0],
    ]),
    path(
      'Stair Cut',
      [
        [100, 0],
        [100, 40],
      ],
      { modes: ['walking'], steps: true },
    ),
    path(
      'Ramp Walk',
      [
        [100, 0],
        [160, 0],
        [160, 40],
        [100, 40],
      ],
      { modes: ['walking'] },
    ),
    path(
      'Hall Path',
      [
        [100, 40],
        [100, 80],
      ],
      { modes: ['walking'] },
    ),
    path(
      'Side Path',
      [
        [160, 40],
        [160, 80],
      ],
      { modes: ['walking'] },
    ),
  ];
  const hall: NetworkBuilding = {
    name: 'Hall',
    polygon: [[at(90, 80), at(170, 80), at(170, 120), at(90, 120), at(90, 80)]],
    entrances: [
      { coordinates: at(100, 80), accessible: false },
      { coordinates: at(160, 80), accessible: true },
    ],
  };
  const router = new CampusRouter(network, [hall]);

  it('takes the stairs when steps are fine', () => {
    const route = ok(router.route({ from: at(0, 0), to: at(100, 80), profile: walk }));
    expect(route.legs[0]?.steps.map((step) => step.name)).toContain('Stair Cut');
  });

  it('avoids the stair edge on a step-free route, even when it is longer', () => {
    const route = ok(router.route({ from: at(0, 0), to: at(100, 80), profile: stepFree }));
    const names = route.legs[0]?.steps.map((step) => step.name);
    expect(names).not.toContain('Stair Cut');
    expect(names).toContain('Ramp Walk');
  });

  it('routes into a building through its nearest entrance, and through its accessible one when step-free', () => {
    const inside = at(130, 100);
    const any = ok(router.route({ from: at(0, 0), to: inside, profile: walk }));
    expect(Math.abs(any.distance - 180)).toBeLessThan(2); // Campus Way, Stair Cut, Hall Path to the near door
    const accessible = ok(router.route({ from: at(0, 0), to: inside, profile: stepFree }));
    const end = polyline.decode(accessible.geometry).at(-1);
    expect(end?.[1]).toBeCloseTo(at(160, 80)[0], 4);
    expect(accessible.legs[0]?.steps.at(-1)?.maneuver.instruction).toBe('You have arrived at Hall');
  });

  it('answers NoRoute, saying why, when a building has no step-free entrance', () => {
    const closed = { ...hall, entrances: [{ coordinates: at(100, 80), accessible: false }] };
    const answer = new CampusRouter(network, [closed]).route({ from: at(0, 0), to: at(130, 100), profile: stepFree });
    expect(answer).toEqual({ code: 'NoRoute', message: 'Hall has no step-free entrance' });
  });

  it('never cycles up the stairs', () => {
    const cycling = { mode: 'cycling', stepFree: false } as const;
    const bikeNetwork = network.map((p) => ({ ...p, modes: ['walking', 'cycling', 'driving'] as const }));
    const route = ok(new CampusRouter(bikeNetwork).route({ from: at(0, 0), to: at(100, 80), profile: cycling }));
    expect(route.legs[0]?.steps.map((step) => step.name)).not.toContain('Stair Cut');
  });
});
