import { compassBearing } from './maneuvers.ts';
import type { LngLat, PathNetwork } from './path-network.ts';
import { edgeAllowed, type TravelProfile } from './travel-modes.ts';

/** OSRM's Intersection object: the ways at a point, which may be entered, and the ones taken in and out. */
export interface Intersection {
  location: LngLat;
  bearings: number[];
  entry: boolean[];
  in?: number;
  out?: number;
}

const angleBetween = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);
const nearestIndex = (bearings: readonly number[], wanted: number) =>
  bearings.reduce(
    (best, bearing, index) =>
      angleBetween(bearing, wanted) < angleBetween(bearings[best] as number, wanted) ? index : best,
    0,
  );

/**
 * The intersection at a point of a route: at a graph node every path leaving it (entry says
 * whether the profile may take it); elsewhere (a snap point, a door) only the way in and out.
 * `from` is where travel came from, `to` where it goes; either is absent at a depart or arrive.
 */
export function intersectionAt(
  network: PathNetwork,
  profile: TravelProfile,
  at: LngLat,
  from: LngLat | undefined,
  to: LngLat | undefined,
): Intersection {
  const back = from ? compassBearing(at, from) : undefined;
  const ahead = to ? compassBearing(at, to) : undefined;
  const node = network.nodeAt(at);
  const ways = (node === undefined ? [] : (network.adjacency[node] ?? [])).flatMap((index) => {
    const edge = network.edges[index];
    if (!edge) return [];
    const other = network.nodes[edge.from === node ? edge.to : edge.from] as LngLat;
    return [{ bearing: compassBearing(at, other), entry: edgeAllowed(edge, profile) }];
  });
  if (ways.length === 0) {
    if (back !== undefined) ways.push({ bearing: back, entry: true });
    if (ahead !== undefined) ways.push({ bearing: ahead, entry: true });
  }
  ways.sort((a, b) => a.bearing - b.bearing);
  const bearings = ways.map((way) => way.bearing);
  return {
    location: at,
    bearings,
    entry: ways.map((way) => way.entry),
    ...(back === undefined ? {} : { in: nearestIndex(bearings, back) }),
    ...(ahead === undefined ? {} : { out: nearestIndex(bearings, ahead) }),
  };
}
