/**
 * Plane geometry for the demo campus generator (issue 34), in metres on a local frame: x east, y
 * north. Pure arithmetic, so the same plan gives the same coordinates on every machine.
 */
import type { Position } from 'geojson';

export type Xy = [number, number];

/** An equirectangular frame round a point: good to centimetres over a campus. */
export function localFrame([lng0, lat0]: Xy) {
  const kx = Math.cos((lat0 * Math.PI) / 180) * 111_320;
  const ky = 110_540;
  return {
    toM: ([lng = 0, lat = 0]: Position): Xy => [(lng - lng0) * kx, (lat - lat0) * ky],
    toLngLat: ([x, y]: Xy): Xy => [Math.round((lng0 + x / kx) * 1e7) / 1e7, Math.round((lat0 + y / ky) * 1e7) / 1e7],
  };
}

export const add = ([ax, ay]: Xy, [bx, by]: Xy): Xy => [ax + bx, ay + by];
export const sub = ([ax, ay]: Xy, [bx, by]: Xy): Xy => [ax - bx, ay - by];
export const scale = ([x, y]: Xy, k: number): Xy => [x * k, y * k];
export const dist = (a: Xy, b: Xy) => Math.hypot(a[0] - b[0], a[1] - b[1]);
export const lerp = (a: Xy, b: Xy, t: number): Xy => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

export function rotate([x, y]: Xy, degrees: number): Xy {
  const r = (degrees * Math.PI) / 180;
  return [x * Math.cos(r) - y * Math.sin(r), x * Math.sin(r) + y * Math.cos(r)];
}

/** Twice the signed area (positive counter-clockwise). */
export function signedArea(ring: Xy[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i += 1) {
    const [ax, ay] = ring[i] as Xy;
    const [bx, by] = ring[(i + 1) % ring.length] as Xy;
    sum += ax * by - bx * ay;
  }
  return sum;
}

export function inside([x, y]: Xy, ring: Xy[]): boolean {
  let hit = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i] as Xy;
    const [xj, yj] = ring[j] as Xy;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/** Inside the first ring and outside the others (holes). */
export const insidePolygon = (point: Xy, rings: Xy[][]) =>
  rings.length > 0 && inside(point, rings[0] as Xy[]) && rings.slice(1).every((hole) => !inside(point, hole));

/** The nearest point of segment ab to p, and where along ab it is (0–1). */
export function project(p: Xy, a: Xy, b: Xy): { point: Xy; t: number; distance: number } {
  const [dx, dy] = sub(b, a);
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy || 1)));
  const point = lerp(a, b, t);
  return { point, t, distance: dist(p, point) };
}

/** The distance from p to a closed ring's edges. */
export function distanceToRing(p: Xy, ring: Xy[]): number {
  let best = Infinity;
  for (let i = 0; i < ring.length; i += 1)
    best = Math.min(best, project(p, ring[i] as Xy, ring[(i + 1) % ring.length] as Xy).distance);
  return best;
}

/** Where segments ab and cd cross (strictly inside both), as the parameters along each. */
export function crossing(a: Xy, b: Xy, c: Xy, d: Xy): { t: number; u: number } | null {
  const r = sub(b, a);
  const s = sub(d, c);
  const denominator = r[0] * s[1] - r[1] * s[0];
  if (Math.abs(denominator) < 1e-9) return null;
  const ca = sub(c, a);
  const t = (ca[0] * s[1] - ca[1] * s[0]) / denominator;
  const u = (ca[0] * r[1] - ca[1] * r[0]) / denominator;
  return t > 1e-6 && t < 1 - 1e-6 && u > 1e-6 && u < 1 - 1e-6 ? { t, u } : null;
}

export function lineLength(line: Xy[]): number {
  return line.slice(1).reduce((sum, point, i) => sum + dist(line[i] as Xy, point), 0);
}

/**
 * A smooth curve through the points (centripetal-free uniform Catmull-Rom), one vertex about every
 * `spacing` metres; the ends are kept exactly. A closed curve wraps round.
 */
export function smooth(points: Xy[], spacing = 10, closed = false): Xy[] {
  if (points.length < 3) return densify(points, spacing);
  const at = (i: number): Xy =>
    closed
      ? (points[(i + points.length) % points.length] as Xy)
      : (points[Math.max(0, Math.min(points.length - 1, i))] as Xy);
  const out: Xy[] = [];
  const spans = closed ? points.length : points.length - 1;
  for (let i = 0; i < spans; i += 1) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const steps = Math.max(1, Math.round(dist(p1, p2) / spacing));
    for (let k = 0; k < steps; k += 1) {
      const t = k / steps;
      const t2 = t * t;
      const t3 = t2 * t;
      const axis = (index: 0 | 1) =>
        0.5 *
        (2 * p1[index] +
          (-p0[index] + p2[index]) * t +
          (2 * p0[index] - 5 * p1[index] + 4 * p2[index] - p3[index]) * t2 +
          (-p0[index] + 3 * p1[index] - 3 * p2[index] + p3[index]) * t3);
      out.push([axis(0), axis(1)]);
    }
  }
  if (!closed) out.push(at(points.length - 1));
  return out;
}

/** Straight segments cut into pieces of about `spacing` metres. */
export function densify(points: Xy[], spacing = 10): Xy[] {
  const out: Xy[] = [];
  points.forEach((point, i) => {
    if (i === 0) return out.push(point);
    const from = points[i - 1] as Xy;
    const steps = Math.max(1, Math.round(dist(from, point) / spacing));
    for (let k = 1; k <= steps; k += 1) out.push(lerp(from, point, k / steps));
    return out.length;
  });
  return out;
}

/** A blob: an ellipse whose radius wobbles, for ponds and lakes. */
export function blob(centre: Xy, rx: number, ry: number, angle: number, wobble: number[], steps = 36): Xy[] {
  return Array.from({ length: steps }, (_, i) => {
    const a = (i / steps) * Math.PI * 2;
    const k = 1 + wobble.reduce((sum, w, n) => sum + w * Math.sin((n + 2) * a + n), 0);
    return add(centre, rotate([Math.cos(a) * rx * k, Math.sin(a) * ry * k], angle));
  });
}

/** A rectangle of w × h centred on a point, turned by `angle` degrees, optionally with round ends. */
export function box(centre: Xy, w: number, h: number, angle = 0, roundEnds = false): Xy[] {
  if (!roundEnds)
    return (
      [
        [-w / 2, -h / 2],
        [w / 2, -h / 2],
        [w / 2, h / 2],
        [-w / 2, h / 2],
      ] as Xy[]
    ).map((p) => add(centre, rotate(p, angle)));
  // A running track: two straights and two half circles.
  const r = h / 2;
  const straight = w / 2 - r;
  const ring: Xy[] = [];
  for (let i = 0; i <= 16; i += 1) {
    const a = -Math.PI / 2 + (i / 16) * Math.PI;
    ring.push([straight + Math.cos(a) * r, Math.sin(a) * r]);
  }
  for (let i = 0; i <= 16; i += 1) {
    const a = Math.PI / 2 + (i / 16) * Math.PI;
    ring.push([-straight + Math.cos(a) * r, Math.sin(a) * r]);
  }
  return ring.map((p) => add(centre, rotate(p, angle)));
}
