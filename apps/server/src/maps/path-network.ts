import distance from '@turf/distance';
import { lineString, point } from '@turf/helpers';
import nearestPointOnLine from '@turf/nearest-point-on-line';
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

  constructor(paths: readonly NetworkPath[]) {
    for (const path of paths) {
      for (let i = 1; i < path.coordinates.length; i += 1) {
        const a = path.coordinates[i - 1] as LngLat;
        const b = path.coordinates[i] as LngLat;
        const from = this.node(a);
        const to = this.node(b);
        if (from === to) continue;
        const edge =
          this.edges.push({ from, to, length: metres(a, b), name: path.name, modes: path.modes, steps: path.steps }) -
          1;
        this.adjacency[from]?.push(edge);
        this.adjacency[to]?.push(edge);
      }
    }
  }

  /** The nearest point of any edge the profile may use, or undefined when it may use none. */
  snap(at: LngLat, profile: TravelProfile): Snap | undefined {
    let best: Snap | undefined;
    this.edges.forEach((edge, index) => {
      if (!edgeAllowed(edge, profile)) return;
      const start = this.nodes[edge.from] as LngLat;
      const nearest = nearestPointOnLine(lineString([start, this.nodes[edge.to] as LngLat]), point(at), {
        units: 'meters',
      });
      const gap = nearest.properties.pointDistance;
      if (best && gap >= best.distance) return;
      const location = nearest.geometry.coordinates as LngLat;
      best = { edge: index, location, offset: Math.min(edge.length, metres(start, location)), distance: gap };
    });
    return best;
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
