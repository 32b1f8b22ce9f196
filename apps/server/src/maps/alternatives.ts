import type { PathNetwork, Snap } from './path-network.ts';
import { shortestPath, type FoundPath, type Origin } from './route-search.ts';
import type { TravelProfile } from './travel-modes.ts';

/** An alternative is at most this much longer than the best route (OSRM's "at most 25 % longer"). */
export const MAX_STRETCH = 1.25;
/** ...and shares at most this fraction of its length with any route listed before it. */
export const MAX_SHARED = 0.75;
/** Each time a route uses an edge, the next search sees that edge this much longer. */
const PENALTY = 1.4;

export const pathLength = (path: FoundPath) => path.hops.reduce((sum, hop) => sum + hop.length, 0);

/** Metres of `path` that lie on edges `other` also uses. */
function sharedMetres(path: FoundPath, other: FoundPath): number {
  const edges = new Set(other.hops.map((hop) => hop.edge));
  return path.hops.reduce((sum, hop) => sum + (edges.has(hop.edge) ? hop.length : 0), 0);
}

/**
 * Up to `count` routes besides `best` between the same ends, by the penalty method: each route
 * found makes its edges dearer, and the search is run again. A candidate is kept when it is at
 * most MAX_STRETCH times the best route's length and shares at most MAX_SHARED of its length with
 * every route kept before it, so each is a genuinely different way, not the best one with a
 * detour. Shortest first; the campus graph may have none.
 */
export function alternativePaths(
  network: PathNetwork,
  profile: TravelProfile,
  origins: readonly Origin[],
  destinations: readonly Snap[],
  best: FoundPath,
  count: number,
): FoundPath[] {
  const limit = pathLength(best) * MAX_STRETCH;
  const weights = new Map<number, number>();
  const penalise = (path: FoundPath) => {
    for (const edge of new Set(path.hops.map((hop) => hop.edge))) weights.set(edge, (weights.get(edge) ?? 1) * PENALTY);
  };
  penalise(best);
  const kept = [best];
  for (let tries = 0; kept.length <= count && tries < 4 * count + 4; tries += 1) {
    const candidate = shortestPath(network, profile, origins, destinations, {
      penalty: (edge) => weights.get(edge) ?? 1,
    });
    if (!candidate) break;
    penalise(candidate);
    const length = pathLength(candidate);
    if (length > limit) continue;
    if (kept.every((route) => sharedMetres(candidate, route) <= MAX_SHARED * length)) kept.push(candidate);
  }
  return kept.slice(1).sort((a, b) => pathLength(a) - pathLength(b));
}
