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

/**
 * Calls `visit` with each edge of the shape's rings (a ring's last point joins its first; repeated
 * points make no edge), until it returns true. A loop, not a generator of pairs: placing a campus's
 * names visits edges a few million times, and the pairs' garbage cost most of that time.
 */
function someEdge(shape: Shape, visit: (ax: number, ay: number, bx: number, by: number) => boolean): boolean {
  for (const ring of shape) {
    const count = ring.length;
    for (let index = 0; index < count; index += 1) {
      const a = ring[index] as Xy;
      const b = ring[index + 1 === count ? 0 : index + 1] as Xy;
      if ((a[0] !== b[0] || a[1] !== b[1]) && visit(a[0], a[1], b[0], b[1])) return true;
    }
  }
  return false;
}

/** Inside the outer ring and outside every hole (even–odd over all rings). */
export function insideShape([x, y]: Xy, shape: Shape): boolean {
  let inside = false;
  someEdge(shape, (ax, ay, bx, by) => {
    if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
    return false;
  });
  return inside;
}

/**
 * How far a box of half-size (hx, hy) centred on `at` may grow before it touches the shape's
 * outline: the largest k for which the box (k·hx, k·hy) touches no edge (a Chebyshev distance in
 * axes scaled by hx and hy, exact: the minimum of a convex piecewise-linear function lies at a
 * breakpoint or an end). Given `beat`, it may stop early with any value ≤ beat once the
 * clearance is known not to exceed it.
 */
export function boxClearance(at: Xy, shape: Shape, hx: number, hy: number, beat = -Infinity): number {
  let nearest = Infinity;
  someEdge(shape, (x0, y0, x1, y1) => {
    const ax = (x0 - at[0]) / hx;
    const ay = (y0 - at[1]) / hy;
    const dx = (x1 - x0) / hx;
    const dy = (y1 - y0) / hy;
    // The edge's ends and the breakpoints between them.
    nearest = Math.min(
      nearest,
      reachAt(0, ax, ay, dx, dy),
      reachAt(1, ax, ay, dx, dy),
      reachAt(-ax / dx, ax, ay, dx, dy),
      reachAt(-ay / dy, ax, ay, dx, dy),
      reachAt((ay - ax) / (dx - dy), ax, ay, dx, dy),
      reachAt((-ay - ax) / (dx + dy), ax, ay, dx, dy),
    );
    // A spot that cannot beat the best so far needs no more edges (roomiestSpot).
    return nearest <= beat;
  });
  return nearest;
}

/** The box size at which the edge's point at t (clamped to the edge) touches it; none for no t. */
function reachAt(t: number, ax: number, ay: number, dx: number, dy: number): number {
  if (!Number.isFinite(t)) return Infinity;
  const along = Math.min(1, Math.max(0, t));
  return Math.max(Math.abs(ax + along * dx), Math.abs(ay + along * dy));
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
    const room = boxClearance(at, shape, hx, hy, found.best?.room);
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
function segmentMeetsBox(ax: number, ay: number, bx: number, by: number, box: Box): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  const span = { low: 0, high: 1 };
  // One side of the box: false when the segment lies wholly outside it.
  const clip = (p: number, q: number) => {
    if (p === 0) return q >= 0;
    const r = q / p;
    if (p < 0) span.low = Math.max(span.low, r);
    else span.high = Math.min(span.high, r);
    return span.low <= span.high;
  };
  return clip(-dx, ax - box.minX) && clip(dx, box.maxX - ax) && clip(-dy, ay - box.minY) && clip(dy, box.maxY - ay);
}

/** Whether a box touches a footprint: an edge through it, or the box inside the footprint. */
export function boxTouchesShape(box: Box, shape: Shape): boolean {
  if (someEdge(shape, (ax, ay, bx, by) => segmentMeetsBox(ax, ay, bx, by, box))) return true;
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
  let min = Infinity;
  let max = -Infinity;
  const take = (value: number) => {
    min = Math.min(min, value);
    max = Math.max(max, value);
  };
  someEdge(shape.slice(0, 1), (ax, ay, bx, by) => {
    const [a0, b0, a1, b1] = axis === 'y' ? [ax, bx, ay, by] : [ay, by, ax, bx];
    const from = Math.max(lo, Math.min(a0, b0));
    const to = Math.min(hi, Math.max(a0, b0));
    if (from > to) return false;
    if (a0 === b0) {
      take(a1);
      take(b1);
    } else {
      take(a1 + ((from - a0) / (b0 - a0)) * (b1 - a1));
      take(a1 + ((to - a0) / (b0 - a0)) * (b1 - a1));
    }
    return false;
  });
  return min <= max ? { min, max } : null;
}
