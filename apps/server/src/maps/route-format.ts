import polyline from '@mapbox/polyline';
import type { LngLat } from './path-network.ts';

/** The `geometries` of both APIs: Google polyline at precision 5 or 6 ([lat, lng] order), or a GeoJSON LineString. */
export type GeometryFormat = 'polyline' | 'polyline6' | 'geojson';
/** `overview`: the whole route's line in full, simplified for display, or left out. */
export type Overview = 'full' | 'simplified' | 'false';
export type AnnotationName = 'distance' | 'duration' | 'speed' | 'weight';

export type Geometry = string | { type: 'LineString'; coordinates: LngLat[] };

/** What the caller asked of the answer; the route found is the same whatever these say. */
export interface AnswerOptions {
  geometries: GeometryFormat;
  overview: Overview;
  steps: boolean;
  annotations: readonly AnnotationName[];
  /** OSRM names its weight `duration` (the foot profile's); Mapbox names it after the profile. */
  weightName: string;
}

export const DEFAULT_ANSWER: AnswerOptions = {
  geometries: 'polyline',
  overview: 'full',
  steps: true,
  annotations: [],
  weightName: 'duration',
};

/** A line in the asked format; a single point is doubled, as OSRM does, so a polyline still decodes to a line. */
export function encodeLine(line: readonly LngLat[], format: GeometryFormat): Geometry {
  const points = line.length === 1 ? [line[0] as LngLat, line[0] as LngLat] : [...line];
  if (format === 'geojson') return { type: 'LineString', coordinates: points.map(([lng, lat]) => [lng, lat]) };
  return polyline.encode(
    points.map(([lng, lat]) => [lat, lng]),
    format === 'polyline6' ? 6 : 5,
  );
}

/** Metres per degree near a latitude, for the flat approximation a campus-sized line allows. */
function scaleAt(lat: number): [number, number] {
  return [111_320 * Math.cos((lat * Math.PI) / 180), 110_574];
}

function offLine(point: LngLat, start: LngLat, end: LngLat, scale: [number, number]): number {
  const [px, py] = [(point[0] - start[0]) * scale[0], (point[1] - start[1]) * scale[1]];
  const [ex, ey] = [(end[0] - start[0]) * scale[0], (end[1] - start[1]) * scale[1]];
  const length = Math.hypot(ex, ey);
  if (length === 0) return Math.hypot(px, py);
  const along = Math.max(0, Math.min(1, (px * ex + py * ey) / (length * length)));
  return Math.hypot(px - along * ex, py - along * ey);
}

/**
 * Douglas–Peucker with a tolerance in metres: OSRM's `overview=simplified` keeps what shows at
 * the highest zoom the whole route fits, and on a campus two metres is below a pixel there.
 */
export function simplifyLine(line: readonly LngLat[], toleranceMetres = 2): LngLat[] {
  if (line.length <= 2) return [...line];
  const scale = scaleAt(line[0]?.[1] ?? 0);
  const keep = new Array<boolean>(line.length).fill(false);
  keep[0] = true;
  keep[line.length - 1] = true;
  const stack: [number, number][] = [[0, line.length - 1]];
  for (let span = stack.pop(); span; span = stack.pop()) {
    const [first, last] = span;
    let furthest = -1;
    let gap = toleranceMetres;
    for (let i = first + 1; i < last; i += 1) {
      const distance = offLine(line[i] as LngLat, line[first] as LngLat, line[last] as LngLat, scale);
      if (distance > gap) [furthest, gap] = [i, distance];
    }
    if (furthest < 0) continue;
    keep[furthest] = true;
    stack.push([first, furthest], [furthest, last]);
  }
  return line.filter((_, index) => keep[index]);
}

/** Consecutive lines joined, the shared point between them kept once. */
export function joinLines(lines: readonly (readonly LngLat[])[]): LngLat[] {
  const joined: LngLat[] = [];
  for (const line of lines) {
    for (const point of line) {
      const last = joined.at(-1);
      if (!last || last[0] !== point[0] || last[1] !== point[1]) joined.push(point);
    }
  }
  return joined;
}

export const round = (value: number) => Math.round(value * 10) / 10;
