// Plane geometry for placing building names (building-labels.ts): footprints in local metres, the
// roomiest spot of a footprint for a box of a given shape, and whether a box touches an outline.
// MapLibre draws a name as a box upright on the screen; the campus map does not rotate, so a box
// upright in metres is the name's box on screen at every zoom, scaled.

export type Xy = readonly [number, number];
/** A footprint: its outer ring, then its holes (courtyards). */
export type Shape = readonly (readonly Xy[])[];
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The sphere MapLibre's Web Mercator world is drawn on. */
const EARTH_RADIUS = 6_378_137;
const RADIANS = Math.PI / 180;

/** Metres east and north of an origin: flat enough over a campus (a kilometre is within a millimetre). */
export function localProjection(origin: Xy) {
  const [lng0, lat0] = origin;
  const ky = RADIANS * EARTH_RADIUS;
  const kx = ky * Math.cos(lat0 * RADIANS);
  return {
    toXy: ([lng, lat]: Xy): Xy => [(lng - lng0) * kx, (lat - lat0) * ky],
    toLngLat: ([x, y]: Xy): [number, number] => [lng0 + x / kx, lat0 + y / ky],
  };
}

/** Ground metres per screen pixel at a zoom and latitude (MapLibre's world is 512 px wide at zoom 0). */
export function metresPerPixel(zoom: number, latitude: number): number {
  return (2 * Math.PI * EARTH_RADIUS * Math.cos(latitude * RADIANS)) / (512 * 2 ** zoom);
}

function* edges(shape: Shape): Generator<[Xy, Xy]> {
  for (const ring of shape) {
    for (let index = 0; index < ring.length; index += 1) {
      const a = ring[index] as Xy;
      const b = ring[(index + 1) % ring.length] as Xy;
      if (a[0] !== b[0] || a[1] !== b[1]) yield [a, b];
    }
  }
}

/** Inside the outer ring and outside every hole (even–odd over all rings). */
export function insideShape([x, y]: Xy, shape: Shape): boolean {
  let inside = false;
  for (const [a, b] of edges(shape)) {
    if (a[1] > y !== b[1] > y && x < ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
  }
  return inside;
}

/**
 * How far a box of half-size (hx, hy) centred on `at` may grow before it touches the shape's
 * outline: the largest k for which the box (k·hx, k·hy) touches no edge (a Chebyshev distance in
 * axes scaled by hx and hy, exact: the minimum of a convex piecewise-linear function lies at a
 * breakpoint or an end).
 */
export function boxClearance(at: Xy, shape: Shape, hx: number, hy: number): number {
  let nearest = Infinity;
  for (const [a, b] of edges(shape)) {
    const ax = (a[0] - at[0]) / hx;
    const ay = (a[1] - at[1]) / hy;
    const dx = (b[0] - a[0]) / hx;
    const dy = (b[1] - a[1]) / hy;
    for (const t of [0, 1, -ax / dx, -ay / dy, (ay - ax) / (dx - dy), (-ay - ax) / (dx + dy)]) {
      if (!Number.isFinite(t)) continue;
      const along = Math.min(1, Math.max(0, t));
      nearest = Math.min(nearest, Math.max(Math.abs(ax + along * dx), Math.abs(ay + along * dy)));
    }
  }
  return nearest;
}

export function boundsOf(points: readonly Xy[]): Box {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

/**
 * The spot of a footprint where a box of the proportions hx:hy has the most room, and that room
 * (its clearance, as boxClearance): a grid over the footprint, refined three times round the best
 * spot (the way polylabel finds a pole of inaccessibility, for a box instead of a circle).
 */
export function roomiestSpot(shape: Shape, hx: number, hy: number): { at: Xy; room: number } | null {
  const outer = shape[0];
  if (!outer || outer.length < 3) return null;
  const bounds = boundsOf(outer);
  // Held in an object: TypeScript does not follow assignments made inside `consider`.
  const found: { best: { at: Xy; room: number } | null } = { best: null };
  const consider = (at: Xy) => {
    if (!insideShape(at, shape)) return;
    const room = boxClearance(at, shape, hx, hy);
    if (!found.best || room > found.best.room) found.best = { at, room };
  };
  const span = Math.max(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY);
  let step = span / 16;
  for (let x = bounds.minX + step / 2; x < bounds.maxX; x += step) {
    for (let y = bounds.minY + step / 2; y < bounds.maxY; y += step) consider([x, y]);
  }
  for (let round = 0; round < 3 && found.best; round += 1) {
    const centre = found.best.at;
    step /= 4;
    for (let i = -4; i <= 4; i += 1) {
      for (let j = -4; j <= 4; j += 1) consider([centre[0] + i * step, centre[1] + j * step]);
    }
  }
  return found.best;
}

export function boxesOverlap(a: Box, b: Box): boolean {
  return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;
}

/** Whether a segment passes through a box (Liang–Barsky clipping). */
function segmentMeetsBox([a, b]: [Xy, Xy], box: Box): boolean {
  let low = 0;
  let high = 1;
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const sides: [number, number][] = [
    [-dx, a[0] - box.minX],
    [dx, box.maxX - a[0]],
    [-dy, a[1] - box.minY],
    [dy, box.maxY - a[1]],
  ];
  for (const [p, q] of sides) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const r = q / p;
    if (p < 0) low = Math.max(low, r);
    else high = Math.min(high, r);
    if (low > high) return false;
  }
  return true;
}

/** Whether a box touches a footprint: an edge through it, or the box inside the footprint. */
export function boxTouchesShape(box: Box, shape: Shape): boolean {
  for (const edge of edges(shape)) if (segmentMeetsBox(edge, box)) return true;
  return insideShape([(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2], shape);
}

/**
 * How far the outer ring reaches along one axis within a band of the other: e.g. for axis 'y' and
 * the band lo ≤ x ≤ hi, the lowest and highest y of the outline there. Null when the band misses it.
 */
export function reachInBand(
  shape: Shape,
  axis: 'x' | 'y',
  lo: number,
  hi: number,
): { min: number; max: number } | null {
  const across = axis === 'y' ? 0 : 1;
  const along = axis === 'y' ? 1 : 0;
  let min = Infinity;
  let max = -Infinity;
  for (const [a, b] of edges(shape.slice(0, 1))) {
    const [a0, b0] = [a[across], b[across]];
    const from = Math.max(lo, Math.min(a0, b0));
    const to = Math.min(hi, Math.max(a0, b0));
    if (from > to) continue;
    const values =
      a0 === b0
        ? [a[along], b[along]]
        : [from, to].map((cut) => a[along] + ((cut - a0) / (b0 - a0)) * (b[along] - a[along]));
    for (const value of values) {
      min = Math.min(min, value);
      max = Math.max(max, value);
    }
  }
  return min <= max ? { min, max } : null;
}
