import type { LngLat } from '../../src/maps/path-network.ts';

const ORIGIN: LngLat = [-79.38, 43.65];
const METRES_PER_DEGREE_LAT = 110_574;
const METRES_PER_DEGREE_LNG = 111_320 * Math.cos((ORIGIN[1] * Math.PI) / 180);

/** A point x metres east and y metres north of a fixed spot on the test campus. */
export function at(x: number, y: number): LngLat {
  return [ORIGIN[0] + x / METRES_PER_DEGREE_LNG, ORIGIN[1] + y / METRES_PER_DEGREE_LAT];
}
