import type { LngLat, NetworkPath } from '../../src/maps/path-network.ts';

const ORIGIN: LngLat = [-79.38, 43.65];
const METRES_PER_DEGREE_LAT = 110_574;
const METRES_PER_DEGREE_LNG = 111_320 * Math.cos((ORIGIN[1] * Math.PI) / 180);

/** A point x metres east and y metres north of a fixed spot on the test campus. */
export function at(x: number, y: number): LngLat {
  return [ORIGIN[0] + x / METRES_PER_DEGREE_LNG, ORIGIN[1] + y / METRES_PER_DEGREE_LAT];
}

const ALL_MODES = ['walking', 'cycling', 'driving'] as const;

/** A path of the test campus through points given in metres (see `at`), open to every mode unless told. */
export function gridPath(name: string, points: [number, number][], extra: Partial<NetworkPath> = {}): NetworkPath {
  return { name, modes: ALL_MODES, steps: false, coordinates: points.map(([x, y]) => at(x, y)), ...extra };
}

/**
 * A 100 m square of walks and a drive, with a diagonal on foot only:
 *
 *  D(0,100) ── North Walk ── C(100,100)
 *     │                    ╱    │
 *  West Walk   Diagonal (foot)  East Walk
 *     │          ╱              │
 *  A(0,0) ── South Drive ── B(100,0)
 */
export function squareCampus(): NetworkPath[] {
  return [
    gridPath('South Drive', [
      [0, 0],
      [100, 0],
    ]),
    gridPath('East Walk', [
      [100, 0],
      [100, 100],
    ]),
    gridPath('West Walk', [
      [0, 0],
      [0, 100],
    ]),
    gridPath('North Walk', [
      [0, 100],
      [100, 100],
    ]),
    gridPath(
      'Diagonal',
      [
        [0, 0],
        [100, 100],
      ],
      { modes: ['walking'] },
    ),
  ];
}
