// The map editor's geometry, apart from the map engine: positions rounded as the pack stores them,
// a building's ring (its corners, closed when written), and which path a click or the cross is on.

export type LngLat = [number, number];
/** A point on screen, in CSS pixels. */
export type Xy = [number, number];

/**
 * Degrees rounded to 6 decimals: about 11 cm on the ground, finer than a click can aim at any zoom
 * the map offers, and short enough to keep a file readable.
 */
export const roundDegrees = (degrees: number) => Math.round(degrees * 1e6) / 1e6 + 0;

export const roundLngLat = ([lng, lat]: readonly number[]): LngLat => [roundDegrees(lng ?? 0), roundDegrees(lat ?? 0)];

const same = (a: readonly number[] | undefined, b: readonly number[] | undefined) =>
  a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1];

/** A position the map can show: a hand-written `[-200, 43]` is an error to fix, not a place to go to. */
export const onEarth = (at: LngLat | null): at is LngLat =>
  at !== null && Math.abs(at[0]) <= 180 && Math.abs(at[1]) <= 90;

/** A ring's corners: without the closing position that repeats the first. */
export function openRing(ring: readonly LngLat[]): LngLat[] {
  return ring.length > 1 && same(ring[0], ring.at(-1)) ? ring.slice(0, -1) : [...ring];
}

/** The ring as GeoJSON and the pack write it: the corners, then the first again. */
export function closedRing(corners: readonly LngLat[]): LngLat[] {
  const first = corners[0];
  return first ? [...corners, first] : [];
}

/** An outline needs three corners that are not all on one line (no area: nothing to draw, nothing to route into). */
export function canClose(corners: readonly LngLat[]): boolean {
  if (corners.length < 3) return false;
  let twiceArea = 0;
  corners.forEach(([x, y], index) => {
    const [nx, ny] = corners[(index + 1) % corners.length] as LngLat;
    twiceArea += x * ny - nx * y;
  });
  return Math.abs(twiceArea) > 1e-14;
}

/**
 * The next corner of an outline being drawn: a corner on the first one closes the outline (a click
 * or the cross back where it started), one on the last is no corner.
 */
export function nextCorner(corners: readonly LngLat[], at: LngLat): { corners: LngLat[]; closes: boolean } {
  const corner = roundLngLat(at);
  if (corners.length >= 3 && same(corner, corners[0])) return { corners: [...corners], closes: true };
  if (same(corner, corners.at(-1))) return { corners: [...corners], closes: false };
  return { corners: [...corners, corner], closes: false };
}

/** The middle of each side, after its first corner: where a new corner can be pulled out. */
export function sideMiddles(corners: readonly LngLat[]): { after: number; at: LngLat }[] {
  if (corners.length < 3) return [];
  return corners.map((corner, index) => {
    const next = corners[(index + 1) % corners.length] as LngLat;
    return { after: index, at: roundLngLat([(corner[0] + next[0]) / 2, (corner[1] + next[1]) / 2]) };
  });
}

/** The centre of the corners' extent: where a new place's marker may start. */
export function middleOf(corners: readonly LngLat[]): LngLat | null {
  if (corners.length === 0) return null;
  const lngs = corners.map(([lng]) => lng);
  const lats = corners.map(([, lat]) => lat);
  return roundLngLat([(Math.min(...lngs) + Math.max(...lngs)) / 2, (Math.min(...lats) + Math.max(...lats)) / 2]);
}

/** The corners' extent [west, south, east, north], null for none. */
export function boundsOf(points: readonly LngLat[]): [number, number, number, number] | null {
  if (points.length === 0) return null;
  const lngs = points.map(([lng]) => lng);
  const lats = points.map(([, lat]) => lat);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

function distanceToSegment(point: Xy, a: Xy, b: Xy): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0
      ? 0
      : Math.max(0, Math.min(1, ((point[0] - a[0]) * dx + (point[1] - a[1]) * dy) / lengthSquared));
  return Math.hypot(point[0] - (a[0] + t * dx), point[1] - (a[1] + t * dy));
}

/**
 * The line (its index) passing nearest `point` on screen, when one passes within `within` pixels: a
 * click on a path selects it, though a walk is drawn only a few pixels wide. `project` puts a
 * position on screen (the map's own projection).
 */
export function nearestLine(
  lines: readonly (readonly LngLat[])[],
  point: Xy,
  project: (at: LngLat) => Xy,
  within: number,
): number | null {
  let best: { index: number; distance: number } | null = null;
  lines.forEach((line, index) => {
    const onScreen = line.map(project);
    for (let i = 1; i < onScreen.length; i++) {
      const distance = distanceToSegment(point, onScreen[i - 1] as Xy, onScreen[i] as Xy);
      if (distance <= within && (!best || distance < best.distance)) best = { index, distance };
    }
  });
  return (best as { index: number } | null)?.index ?? null;
}
