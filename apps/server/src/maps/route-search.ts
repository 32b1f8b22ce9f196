import TinyQueue from 'tinyqueue';
import { metres, type LngLat, type PathNetwork, type Snap } from './path-network.ts';
import { edgeAllowed, type TravelProfile } from './travel-modes.ts';

/** One straight stretch of a found route, named after the path it follows. */
export interface Hop {
  from: LngLat;
  to: LngLat;
  length: number;
  name: string;
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
  origins: readonly Snap[],
  destinations: readonly Snap[],
): FoundPath | undefined {
  const { nodes, edges, adjacency } = network;
  const heuristic = (at: LngLat) => Math.min(...destinations.map((goal) => network.flatMetres(at, goal.location)));
  const best = new Map<number, number>();
  const arrivals = new Map<number, Arrival>();
  let goalArrival: GoalArrival | undefined;
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
    offer(edge.from, origin.offset, { via: 'origin', origin: index, edge: origin.edge });
    offer(edge.to, edge.length - origin.offset, { via: 'origin', origin: index, edge: origin.edge });
    offerGoalsOnEdge(origin.edge, (goal) => Math.abs(goal.offset - origin.offset), 'origin', index);
  });

  for (let next = queue.pop(); next; next = queue.pop()) {
    if (next.cost > (best.get(next.node) ?? Infinity)) continue;
    if (next.node === GOAL) break;
    for (const index of adjacency[next.node] ?? []) {
      const edge = edges[index];
      if (!edge || !edgeAllowed(edge, profile)) continue;
      const forward = edge.from === next.node;
      offer(forward ? edge.to : edge.from, next.cost + edge.length, { via: 'node', node: next.node, edge: index });
      offerGoalsOnEdge(
        index,
        (goal) => next.cost + (forward ? goal.offset : edge.length - goal.offset),
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
  const push = (from: LngLat, to: LngLat, name: string) => hops.unshift({ from, to, length: metres(from, to), name });

  let origin: number;
  if (goalArrival.via === 'origin') {
    origin = goalArrival.origin;
    push((origins[origin] as Snap).location, goal.location, nameOf(goal.edge));
  } else {
    push(network.nodes[goalArrival.node] as LngLat, goal.location, nameOf(goal.edge));
    let node = goalArrival.node;
    for (;;) {
      const arrival = arrivals.get(node) as Arrival;
      const at = network.nodes[node] as LngLat;
      if (arrival.via === 'origin') {
        origin = arrival.origin;
        push((origins[origin] as Snap).location, at, nameOf(arrival.edge));
        break;
      }
      push(network.nodes[arrival.node] as LngLat, at, nameOf(arrival.edge));
      node = arrival.node;
    }
  }
  return { hops: hops.filter((hop) => hop.length > 0), origin, destination: goalArrival.goal };
}
