// Issue 33: `alternatives` returns genuinely different routes when the campus has them, and
// `continue_straight` forbids a u-turn at an intermediate waypoint (Mapbox's default for driving).
import { describe, expect, it } from 'vitest';
import type { NetworkPath } from '../../src/maps/path-network.ts';
import { CampusRouter, type DirectionsRequest } from '../../src/maps/router.ts';
import { at, gridPath, squareCampus } from './local-grid.ts';

const path = (name: string, points: [number, number][], modes?: NetworkPath['modes']): NetworkPath =>
  gridPath(name, points, modes ? { modes } : {});

/* The square of local-grid.ts, with a dead end: B(100,0) ── Spur ── (150,0). */
const square = new CampusRouter([
  ...squareCampus(),
  path('Spur', [
    [100, 0],
    [150, 0],
  ]),
]);

/*
 * Three ways from a gate at (-20, 0) to (200, 0): Main Street straight (200 m), the North Loop
 * through (100, 20) (~204 m), the South Loop through (100, -40) (~215 m) and, far longer, the
 * Long Way through (100, -150) (~361 m).
 */
const ladder = new CampusRouter([
  path('Gate', [
    [-20, 0],
    [0, 0],
  ]),
  path('Main Street', [
    [0, 0],
    [200, 0],
  ]),
  path('North Loop', [
    [0, 0],
    [100, 20],
    [200, 0],
  ]),
  path('South Loop', [
    [0, 0],
    [100, -40],
    [200, 0],
  ]),
  path('Long Way', [
    [0, 0],
    [100, -150],
    [200, 0],
  ]),
]);

function routes(router: CampusRouter, request: Omit<DirectionsRequest, 'profile'> & Partial<DirectionsRequest>) {
  const answer = router.directions({ profile: { mode: 'walking', stepFree: false }, ...request });
  if (answer.code !== 'Ok') throw new Error(`${answer.code}: ${answer.message}`);
  return answer.routes;
}
const names = (route: { legs: { steps: { name: string }[] }[] }) =>
  [...new Set(route.legs.flatMap((leg) => leg.steps.map((step) => step.name)))].filter((name) => name !== 'Gate');

describe('alternatives: genuinely different routes, best first', () => {
  const ends = [at(-20, 0), at(200, 0)];

  it('returns the asked number of alternatives, each a different way, sorted by duration', () => {
    const found = routes(ladder, { coordinates: ends, alternatives: 2 });
    expect(found.map(names)).toEqual([['Main Street'], ['North Loop'], ['South Loop']]);
    const durations = found.map((route) => route.duration);
    expect(durations).toEqual([...durations].sort((a, b) => a - b));
    expect(found[1]?.distance).toBeGreaterThan(found[0]?.distance ?? Infinity);
  });

  it('keeps the first route identical to the answer without alternatives', () => {
    const alone = routes(ladder, { coordinates: ends });
    const withAlternatives = routes(ladder, { coordinates: ends, alternatives: 3 });
    expect(alone).toHaveLength(1);
    expect(withAlternatives[0]).toEqual(alone[0]);
  });

  it('offers no way more than 25 % longer than the best (the Long Way is left out)', () => {
    const found = routes(ladder, { coordinates: ends, alternatives: 3 });
    expect(found.map(names)).toEqual([['Main Street'], ['North Loop'], ['South Loop']]);
    // Walking from A to C: the diagonal (141 m); round the square is 200 m, 41 % longer.
    expect(routes(square, { coordinates: [at(0, 0), at(100, 100)], alternatives: 2 })).toHaveLength(1);
  });

  it('drives either way round the square, the two routes sharing no path', () => {
    const found = routes(square, {
      coordinates: [at(0, 0), at(100, 100)],
      profile: { mode: 'driving', stepFree: false },
      alternatives: 1,
    });
    expect(found.map((route) => names(route).sort().join(', ')).sort()).toEqual([
      'East Walk, South Drive',
      'North Walk, West Walk',
    ]);
  });

  it('looks for none through an intermediate waypoint (as OSRM)', () => {
    expect(
      routes(ladder, { coordinates: [...ends.slice(0, 1), at(100, 0), at(200, 0)], alternatives: 2 }),
    ).toHaveLength(1);
  });
});

describe('continue_straight: no u-turn at an intermediate waypoint', () => {
  // East along South Drive to a waypoint at (60, 0), then to (30, 0), behind it.
  const backtrack = [at(10, 0), at(60, 0), at(30, 0)];
  const cycling = { mode: 'cycling', stepFree: false } as const;
  const driving = { mode: 'driving', stepFree: false } as const;

  it('turns back at the waypoint when allowed: the default on foot and by bicycle', () => {
    expect(routes(square, { coordinates: backtrack, profile: cycling })[0]?.distance).toBeCloseTo(80, 0);
    expect(
      routes(square, { coordinates: backtrack, profile: cycling, continueStraight: false })[0]?.distance,
    ).toBeCloseTo(80, 0);
  });

  it('goes on and round the square instead when asked, and by default when driving', () => {
    for (const request of [
      { profile: cycling, continueStraight: true },
      { profile: driving },
    ] satisfies Partial<DirectionsRequest>[]) {
      const [route] = routes(square, { coordinates: backtrack, ...request });
      // 50 m to the waypoint, then on east 40 m and round the square (300 m) back to (30, 0).
      expect(Math.abs((route?.distance ?? 0) - 420)).toBeLessThan(2);
      expect(route?.legs[1]?.steps.map((step) => step.name)).toEqual([
        'South Drive',
        'East Walk',
        'North Walk',
        'West Walk',
        'South Drive',
        'South Drive',
      ]);
    }
    expect(
      routes(square, { coordinates: backtrack, profile: driving, continueStraight: false })[0]?.distance,
    ).toBeCloseTo(80, 0);
  });

  it('turns at the end of a dead-end path, where going on is impossible', () => {
    const [route] = routes(square, { coordinates: [at(10, 0), at(140, 0), at(30, 0)], profile: driving });
    // 130 m out, 10 m on to the end of the Spur and 10 m back, 110 m back west.
    expect(Math.abs((route?.distance ?? 0) - 260)).toBeLessThan(2);
  });
});
