import TinyQueue from 'tinyqueue';
import { metres, type LngLat, type PathNetwork, type Snap } from './path-network.ts';
import { edgeAllowed, type TravelProfile } from './travel-modes.ts';

/** One straight stretch of a found route, named after the path it follows. */
export interface Hop {
  from: LngLat;
  to: LngLat;
  length: number;
  name: string;
  /** The network edge the stretch lies on. */
  edge: number;
}

/**
 * Where a search may start: a snap, and for a route through a waypoint that must not turn back
 * there (`continue_straight`), the way along its edge the route arrived in.
 */
export interface Origin extends Snap {
  heading?: 'forward' | 'backward';
}

export interface SearchOptions {
  /** Multiplies an edge's length in the search's cost (the penalty method of alternatives); 1 when absent. */
  penalty?: (edge: number) => number;
}

export interface FoundPath {
  hops: Hop[];
  /** Which origin and which destination the shortest path joins. */
  origin: number;
  destination: number;
}

const GOAL = -1;

/** How the search reached a node: from an origin snap or from another node, along an edge. */
type Arrival = { via: 'origin'; origin: number; edge: number } | { via: 'node'; node: number; edge: number };
type GoalArrival = { via: 'origin'; origin: number; goal: number } | { via: 'node'; node: number; goal: number };

/**
 * A* over the network from any of the origins to the nearest of the destinations
 * (a building's entrances are several destinations). Origins and destinations
 * are snaps onto edges, entered as virtual nodes; the heuristic is the straight
 * distance to the closest destination, so the path found is the shortest.
 */
export function shortestPath(
  network: PathNetwork,
  profile: TravelProfile,
  origins: readonly Origin[],
  destinations: readonly Snap[],
  options: SearchOptions = {},
): FoundPath | undefined {
  const { nodes, edges, adjacency } = network;
  const factor = options.penalty ?? (() => 1);
  const heuristic = (at: LngLat) => Math.min(...destinations.map((goal) => network.flatMetres(at, goal.location)));
  const best = new Map<number, number>();
  const arrivals = new Map<number, Arrival>();
  let goalArrival: GoalArrival | undefined;
  const usable = (node: number) =>
    (adjacency[node] ?? []).filter((index) => {
      const edge = edges[index];
      return edge !== undefined && edgeAllowed(edge, profile);
    }).length;
  const queue = new TinyQueue<{ node: number; cost: number; estimate: number }>([], (a, b) => a.estimate - b.estimate);

  const offer = (node: number, cost: number, arrival: Arrival | GoalArrival) => {
    if (cost >= (best.get(node) ?? Infinity)) return;
    best.set(node, cost);
    if (node === GOAL) goalArrival = arrival as GoalArrival;
    else arrivals.set(node, arrival as Arrival);
    queue.push({ node, cost, estimate: cost + (node === GOAL ? 0 : heuristic(nodes[node] as LngLat)) });
  };
  /** Destinations on an edge, reached from one of its ends or from a point on it. */
  const offerGoalsOnEdge = (edge: number, costAt: (goal: Snap) => number, from: GoalArrival['via'], id: number) => {
    destinations.forEach((goal, index) => {
      if (goal.edge !== edge) return;
      offer(
        GOAL,
        costAt(goal),
        from === 'origin' ? { via: from, origin: id, goal: index } : { via: from, node: id, goal: index },
      );
    });
  };

  origins.forEach((origin, index) => {
    const edge = edges[origin.edge];
    if (!edge) return;
    const k = factor(origin.edge);
    const arrival = { via: 'origin', origin: index, edge: origin.edge } as const;
    if (origin.heading !== 'forward') offer(edge.from, origin.offset * k, arrival);
    if (origin.heading !== 'backward') offer(edge.to, (edge.length - origin.offset) * k, arrival);
    offerGoalsOnEdge(
      origin.edge,
      (goal) => {
        const ahead = goal.offset - origin.offset;
        const allowed = origin.heading === undefined || (origin.heading === 'forward' ? ahead >= 0 : ahead <= 0);
        return allowed ? Math.abs(ahead) * k : Infinity;
      },
      'origin',
      index,
    );
  });

  for (let next = queue.pop(); next; next = queue.pop()) {
    if (next.cost > (best.get(next.node) ?? Infinity)) continue;
    if (next.node === GOAL) break;
    const from = arrivals.get(next.node);
    // No turning back onto the edge a headed origin left by, unless the path ends there.
    const noUturn =
      from?.via === 'origin' && origins[from.origin]?.heading !== undefined && usable(next.node) > 1 ? from.edge : -1;
    for (const index of adjacency[next.node] ?? []) {
      const edge = edges[index];
      if (!edge || index === noUturn || !edgeAllowed(edge, profile)) continue;
      const forward = edge.from === next.node;
      const k = factor(index);
      offer(forward ? edge.to : edge.from, next.cost + edge.length * k, { via: 'node', node: next.node, edge: index });
      offerGoalsOnEdge(
        index,
        (goal) => next.cost + (forward ? goal.offset : edge.length - goal.offset) * k,
        'node',
        next.node,
      );
    }
  }
  return goalArrival ? unwind(network, origins, destinations, goalArrival, arrivals) : undefined;
}

function unwind(
  network: PathNetwork,
  origins: readonly Snap[],
  destinations: readonly Snap[],
  goalArrival: GoalArrival,
  arrivals: Map<number, Arrival>,
): FoundPath {
  const goal = destinations[goalArrival.goal] as Snap;
  const nameOf = (edge: number) => network.edges[edge]?.name ?? '';
  const hops: Hop[] = [];
  const push = (from: LngLat, to: LngLat, edge: number) =>
    hops.unshift({ from, to, length: metres(from, to), name: nameOf(edge), edge });

  let origin: number;
  if (goalArrival.via === 'origin') {
    origin = goalArrival.origin;
    push((origins[origin] as Snap).location, goal.location, goal.edge);
  } else {
    push(network.nodes[goalArrival.node] as LngLat, goal.location, goal.edge);
    let node = goalArrival.node;
    for (;;) {
      const arrival = arrivals.get(node) as Arrival;
      const at = network.nodes[node] as LngLat;
      if (arrival.via === 'origin') {
        origin = arrival.origin;
        push((origins[origin] as Snap).location, at, arrival.edge);
        break;
      }
      push(network.nodes[arrival.node] as LngLat, at, arrival.edge);
      node = arrival.node;
    }
  }
  return { hops: hops.filter((hop) => hop.length > 0), origin, destination: goalArrival.goal };
}
