import distance from '@turf/distance';
import { point } from '@turf/helpers';
import type { TravelMode } from '@meridian/contracts';
import { edgeAllowed, type TravelProfile } from './travel-modes.ts';

export type LngLat = [number, number];

/** One path of the tenant's network, as the pack describes it. */
export interface NetworkPath {
  name: string;
  modes: readonly TravelMode[];
  steps: boolean;
  coordinates: readonly LngLat[];
}

/** A straight piece of a path between two graph nodes; paths are walkable both ways. */
export interface Edge {
  from: number;
  to: number;
  /** Metres. */
  length: number;
  name: string;
  modes: readonly TravelMode[];
  steps: boolean;
  /** The path it is part of (its index in the network's paths): two paths may share a name. */
  path: number;
}

/** Where a coordinate meets the network: a point on an edge, `offset` metres from its `from` node. */
export interface Snap {
  edge: number;
  location: LngLat;
  offset: number;
  /** Metres between the asked coordinate and the network. */
  distance: number;
}

/** Nodes shared by paths are merged when they agree to about a centimetre. */
const nodeKey = ([lng, lat]: LngLat) => `${lng.toFixed(7)},${lat.toFixed(7)}`;

export function metres(a: LngLat, b: LngLat): number {
  return distance(point(a), point(b), { units: 'meters' });
}

/** The tenant's path network as an undirected graph of nodes and straight edges. */
export class PathNetwork {
  readonly nodes: LngLat[] = [];
  readonly edges: Edge[] = [];
  /** Edge indexes touching each node. */
  readonly adjacency: number[][] = [];
  private readonly nodeIndex = new Map<string, number>();
  /** Metres per degree of longitude and latitude at the network's first point, on turf's spherical Earth. */
  private readonly scale: [number, number];

  constructor(paths: readonly NetworkPath[]) {
    const latitude = paths[0]?.coordinates[0]?.[1] ?? 0;
    const perDegree = (6_371_008.8 * Math.PI) / 180;
    this.scale = [perDegree * Math.cos((latitude * Math.PI) / 180), perDegree];
    paths.forEach((path, pathIndex) => {
      for (let i = 1; i < path.coordinates.length; i += 1) {
        const a = path.coordinates[i - 1] as LngLat;
        const b = path.coordinates[i] as LngLat;
        const from = this.node(a);
        const to = this.node(b);
        if (from === to) continue;
        const edge =
          this.edges.push({
            from,
            to,
            length: metres(a, b),
            name: path.name,
            modes: path.modes,
            steps: path.steps,
            path: pathIndex,
          }) - 1;
        this.adjacency[from]?.push(edge);
        this.adjacency[to]?.push(edge);
      }
    });
  }

  /** Whether a route passing a point meets other paths there: a node with more than two ways. */
  isCrossing(at: LngLat): boolean {
    const node = this.nodeAt(at);
    return node !== undefined && (this.adjacency[node]?.length ?? 0) > 2;
  }

  /** The nearest point of any edge the profile may use, or undefined when it may use none. */
  snap(at: LngLat, profile: TravelProfile): Snap | undefined {
    let best: Snap | undefined;
    this.edges.forEach((edge, index) => {
      if (!edgeAllowed(edge, profile)) return;
      const snap = this.snapToEdge(at, index);
      if (!best || snap.distance < best.distance) best = snap;
    });
    return best;
  }

  /** The nearest points of the `count` nearest usable edges, nearest first, one per distinct point (OSRM's nearest). */
  nearest(at: LngLat, profile: TravelProfile, count: number): Snap[] {
    const snaps = this.edges.flatMap((edge, index) => (edgeAllowed(edge, profile) ? [this.snapToEdge(at, index)] : []));
    snaps.sort((a, b) => a.distance - b.distance);
    const seen = new Set<string>();
    return snaps
      .filter((snap) => {
        const key = nodeKey(snap.location);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, count);
  }

  /**
   * The nearest point of an edge in a local flat projection: plain arithmetic, so snapping
   * stays in microseconds over a thousand edges; over a campus it is within millimetres of
   * the great-circle answer.
   */
  private snapToEdge(at: LngLat, index: number): Snap {
    const edge = this.edges[index] as Edge;
    const a = this.nodes[edge.from] as LngLat;
    const b = this.nodes[edge.to] as LngLat;
    const [kx, ky] = this.scale;
    const [ex, ey] = [(b[0] - a[0]) * kx, (b[1] - a[1]) * ky];
    const [px, py] = [(at[0] - a[0]) * kx, (at[1] - a[1]) * ky];
    const squared = ex * ex + ey * ey;
    const along = squared === 0 ? 0 : Math.max(0, Math.min(1, (px * ex + py * ey) / squared));
    const location: LngLat = [a[0] + (b[0] - a[0]) * along, a[1] + (b[1] - a[1]) * along];
    return {
      edge: index,
      location,
      offset: edge.length * along,
      distance: Math.hypot(px - along * ex, py - along * ey),
    };
  }

  /** Straight-line metres in the same flat projection, a little short of the true distance: A*'s heuristic. */
  flatMetres(a: LngLat, b: LngLat): number {
    const [kx, ky] = this.scale;
    return Math.hypot((b[0] - a[0]) * kx, (b[1] - a[1]) * ky) * 0.995;
  }

  /** The graph node at a coordinate, when one is there (a snap point on an edge is none). */
  nodeAt(at: LngLat): number | undefined {
    return this.nodeIndex.get(nodeKey(at));
  }

  private node(at: LngLat): number {
    const key = nodeKey(at);
    const known = this.nodeIndex.get(key);
    if (known !== undefined) return known;
    const index = this.nodes.push([at[0], at[1]]) - 1;
    this.adjacency.push([]);
    this.nodeIndex.set(key, index);
    return index;
  }
}
