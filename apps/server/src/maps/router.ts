import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { point, polygon } from '@turf/helpers';
import type { DirectionsErrorCode, DirectionsRoutes } from '@meridian/contracts';
import { instructionLanguage } from './instructions.ts';
import { metres, PathNetwork, type LngLat, type NetworkPath, type Snap } from './path-network.ts';
import {
  DEFAULT_ANSWER,
  encodeLine,
  joinLines,
  round,
  simplifyLine,
  type AnswerOptions,
  type Geometry,
} from './route-format.ts';
import { alternativePaths } from './alternatives.ts';
import { shortestPath, type FoundPath, type Hop, type Origin } from './route-search.ts';
import { legSteps, summary, type AnswerStep, type FoundLeg } from './route-steps.ts';
import { SPEED_MPS, type TravelProfile } from './travel-modes.ts';

export interface NetworkBuilding {
  name: string;
  /** Rings of [lng, lat]; the first is the outline. */
  polygon: LngLat[][];
  entrances: { coordinates: LngLat; accessible: boolean }[];
}

/** A route from one place to another, as the web app asks for it. */
export interface RouteRequest {
  from: LngLat;
  to: LngLat;
  profile: TravelProfile;
  /** Any language tag; instructions fall back to English. */
  language?: string;
}

/** A route through 2 or more coordinates, with the answer options of the Directions v5 / OSRM APIs. */
export interface DirectionsRequest {
  coordinates: readonly LngLat[];
  profile: TravelProfile;
  language?: string;
  /** Per coordinate, the furthest its snap may be in metres (`radiuses`); undefined is the router's limit. */
  radiuses?: readonly (number | undefined)[];
  /** Per coordinate, the name its arrival instruction says (Mapbox's `waypoint_names`); a building's own name otherwise. */
  waypointNames?: readonly (string | undefined)[];
  /** How many alternative routes to look for (two coordinates only, as OSRM); 0 when absent. */
  alternatives?: number;
  /**
   * No u-turn at an intermediate waypoint on a path (`continue_straight`); the profile's default
   * when absent: true for driving, false on foot and by bicycle (Mapbox's defaults).
   */
  continueStraight?: boolean;
  answer?: Partial<AnswerOptions>;
}

export interface AnswerWaypoint {
  name: string;
  location: LngLat;
  /** Metres from the asked coordinate to where the route starts or ends for it. */
  distance: number;
  /** Where the coordinate met the network; a later request may pass it back (OSRM's `hints`). */
  hint: string;
}

/** A nearest-service waypoint: OSRM adds the ids of the snapped segment's two nodes (here, of the campus graph). */
export interface NearestWaypoint extends AnswerWaypoint {
  nodes: [number, number];
}

export interface AnswerLeg {
  distance: number;
  duration: number;
  weight: number;
  summary: string;
  steps: AnswerStep[];
  annotation?: Partial<Record<'distance' | 'duration' | 'speed' | 'weight', number[]>>;
}

export interface AnswerRoute {
  distance: number;
  duration: number;
  weight: number;
  weight_name: string;
  geometry?: Geometry;
  legs: AnswerLeg[];
}

export interface DirectionsAnswer {
  code: 'Ok';
  waypoints: AnswerWaypoint[];
  routes: AnswerRoute[];
}
export interface RouterFailure {
  code: Exclude<DirectionsErrorCode, 'ProfileNotFound'>;
  message: string;
}
export type RouterAnswer = DirectionsRoutes | RouterFailure;

/** A coordinate further than this from every usable path is not on the campus network. */
export const MAX_SNAP_METRES = 1000;

/** A leg as found, with the path search's answer and the snaps it joined. */
type LegFound = FoundLeg & { path: FoundPath; snaps: [Snap, Snap] };

const unheaded = (origins: readonly Origin[]): Snap[] =>
  origins.map(({ edge, location, offset, distance }) => ({ edge, location, offset, distance }));

interface End {
  snaps: Snap[];
  /** The building the coordinate is in, when the route starts or ends at its doors. */
  building?: NetworkBuilding;
}

/**
 * The embedded router over one tenant's path network: A* with per-mode edge
 * filters and speeds, buildings entered and left through their entrances
 * (accessible ones on step-free routes), answering in the OSRM / Mapbox
 * Directions v5 shape with instructions from osrm-text-instructions.
 */
export class CampusRouter {
  readonly network: PathNetwork;

  constructor(
    paths: readonly NetworkPath[],
    private readonly buildings: readonly NetworkBuilding[] = [],
  ) {
    this.network = new PathNetwork(paths);
  }

  /** Two ends, steps, full polyline overview: the web app's question and the contracts' answer. */
  route(request: RouteRequest): RouterAnswer {
    const answer = this.directions({ ...request, coordinates: [request.from, request.to], answer: DEFAULT_ANSWER });
    return answer.code === 'Ok' ? asPolylineRoutes(answer) : answer;
  }

  directions(request: DirectionsRequest): DirectionsAnswer | RouterFailure {
    const { coordinates, profile } = request;
    const options = { ...DEFAULT_ANSWER, ...request.answer };
    const invalid = coordinates.find(([lng, lat]) => !(Math.abs(lng) <= 180 && Math.abs(lat) <= 90));
    if (invalid)
      return { code: 'InvalidInput', message: `Coordinate ${invalid.join(',')} is not a longitude,latitude pair` };
    if (coordinates.length < 2) return { code: 'InvalidInput', message: 'At least two coordinates are needed' };
    const ends: End[] = [];
    for (const [index, at] of coordinates.entries()) {
      const end = this.resolveEnd(at, profile, request.radiuses?.[index]);
      if ('code' in end) return end;
      ends.push(end);
    }
    const found = this.findLegs(ends, request);
    if ('code' in found) return found;
    const routes = [found];
    const [from, to] = ends;
    const wanted = request.alternatives ?? 0;
    const [only] = found;
    if (wanted > 0 && from && to && only && ends.length === 2) {
      const others = alternativePaths(this.network, profile, from.snaps, to.snaps, only.path, wanted);
      routes.push(...others.map((path) => [this.foundLeg(path, from.snaps, to, request, 1)]));
    }
    const snapsOfWaypoints = [found[0]?.snaps[0] as Snap, ...found.map((leg) => leg.snaps[1])];
    return {
      code: 'Ok',
      waypoints: snapsOfWaypoints.map((snap, index) => this.waypoint(snap, coordinates[index] as LngLat)),
      routes: routes.map((legs) => this.assemble(legs, profile, request.language, options)),
    };
  }

  /**
   * The best legs through every end in turn. With `continue_straight`, a leg leaving a waypoint on
   * a path goes on the way the route arrived (no u-turn there) unless no route does; a waypoint
   * in a building is entered and left by its doors, so it takes no heading.
   */
  private findLegs(ends: readonly End[], request: DirectionsRequest): LegFound[] | RouterFailure {
    const { profile } = request;
    const straight = request.continueStraight ?? profile.mode === 'driving';
    const legs: LegFound[] = [];
    let origins: readonly Origin[] = (ends[0] as End).snaps;
    for (let index = 1; index < ends.length; index += 1) {
      const end = ends[index] as End;
      const found =
        shortestPath(this.network, profile, origins, end.snaps) ??
        (origins.some((origin) => origin.heading)
          ? shortestPath(this.network, profile, unheaded(origins), end.snaps)
          : undefined);
      if (!found) {
        const how = profile.stepFree ? `step-free ${profile.mode}` : profile.mode;
        return { code: 'NoRoute', message: `No ${how} route joins these places` };
      }
      const leg = this.foundLeg(found, origins, end, request, index);
      legs.push(leg);
      const headed = straight && !end.building ? this.heading(found.hops) : undefined;
      origins = [headed ?? leg.snaps[1]];
    }
    return legs;
  }

  private foundLeg(
    found: FoundPath,
    origins: readonly Snap[],
    end: End,
    request: DirectionsRequest,
    index: number,
  ): LegFound {
    const start = origins[found.origin] as Snap;
    const finish = end.snaps[found.destination] as Snap;
    return {
      path: found,
      hops: found.hops,
      start: start.location,
      end: finish.location,
      asked: request.coordinates[index] as LngLat,
      snaps: [start, finish],
      ...destinationName(request.waypointNames?.[index], end.building),
    };
  }

  /** Where a leg ended, as an origin that goes on along the edge it arrived by. */
  private heading(hops: readonly Hop[]): Origin | undefined {
    const last = hops.at(-1);
    const edge = last ? this.network.edges[last.edge] : undefined;
    if (!last || !edge) return undefined;
    const base = this.network.nodes[edge.from] as LngLat;
    const along = (at: LngLat) => Math.min(edge.length, metres(base, at));
    const offset = along(last.to);
    return {
      edge: last.edge,
      location: last.to,
      offset,
      distance: 0,
      heading: offset >= along(last.from) ? 'forward' : 'backward',
    };
  }

  private assemble(
    legs: readonly FoundLeg[],
    profile: TravelProfile,
    language: string | undefined,
    options: AnswerOptions,
  ): AnswerRoute {
    const speed = SPEED_MPS[profile.mode];
    const context = { network: this.network, profile, language: instructionLanguage(language), ...options };
    const answered = legs.map((leg, legIndex): AnswerLeg => {
      const steps = legSteps(leg, { ...context, leg: { legIndex, legCount: legs.length } });
      const lengths = leg.hops.map((hop) => hop.length);
      const distance = round(lengths.reduce((sum, length) => sum + length, 0));
      const duration = round(distance / speed);
      const annotation = Object.fromEntries(
        options.annotations.map((name) => [
          name,
          name === 'speed'
            ? lengths.map(() => speed)
            : lengths.map((length) => round(name === 'distance' ? length : length / speed)),
        ]),
      );
      return {
        distance,
        duration,
        weight: duration,
        summary: options.steps ? summary(steps) : '',
        steps: options.steps ? steps : [],
        ...(options.annotations.length > 0 ? { annotation } : {}),
      };
    });
    const line = joinLines(legs.map((leg) => [leg.start, ...leg.hops.map((hop) => hop.to)]));
    const sum = (key: 'distance' | 'duration') => round(answered.reduce((total, leg) => total + leg[key], 0));
    const overview = options.overview === 'simplified' ? simplifyLine(line) : line;
    return {
      distance: sum('distance'),
      duration: sum('duration'),
      weight: sum('duration'),
      weight_name: options.weightName,
      ...(options.overview === 'false' ? {} : { geometry: encodeLine(overview, options.geometries) }),
      legs: answered,
    };
  }

  /** OSRM's nearest service: the `count` nearest points of the profile's network, nearest first. */
  nearest(at: LngLat, profile: TravelProfile, count: number): NearestWaypoint[] {
    return this.network.nearest(at, profile, count).map((snap) => {
      const edge = this.network.edges[snap.edge];
      return { ...this.waypoint(snap, at), nodes: edge ? [edge.from, edge.to] : [0, 0] };
    });
  }

  private waypoint(snap: Snap, asked: LngLat): AnswerWaypoint {
    return {
      name: this.network.edges[snap.edge]?.name ?? '',
      location: snap.location,
      distance: round(metres(asked, snap.location)),
      hint: Buffer.from(`${snap.edge}:${round(snap.offset)}`).toString('base64url'),
    };
  }

  private resolveEnd(at: LngLat, profile: TravelProfile, radius = MAX_SNAP_METRES): End | RouterFailure {
    const building = this.buildings.find(
      (candidate) => candidate.entrances.length > 0 && booleanPointInPolygon(point(at), polygon(candidate.polygon)),
    );
    const doors = building?.entrances.filter((door) => door.accessible || !profile.stepFree);
    if (building && doors?.length === 0) {
      return { code: 'NoRoute', message: `${building.name} has no step-free entrance` };
    }
    const limit = Math.min(radius, MAX_SNAP_METRES);
    const wanted = doors?.map((door) => door.coordinates) ?? [at];
    const snaps = wanted
      .map((coordinate) => this.network.snap(coordinate, profile))
      .filter((snap): snap is Snap => snap !== undefined && snap.distance <= limit);
    if (snaps.length === 0) {
      return { code: 'NoSegment', message: `No ${profile.mode} path within ${limit} m of ${at.join(',')}` };
    }
    return { snaps, building };
  }
}

function destinationName(asked: string | undefined, building: NetworkBuilding | undefined) {
  const name = asked || building?.name;
  return name ? { destinationName: name } : {};
}

/** The answer with polyline geometries (what DEFAULT_ANSWER asks), typed as the contracts read it. */
function asPolylineRoutes(answer: DirectionsAnswer): DirectionsRoutes {
  const text = (geometry: Geometry | undefined) => {
    if (typeof geometry !== 'string') throw new Error('a polyline answer was expected');
    return geometry;
  };
  return {
    ...answer,
    routes: answer.routes.map((route) => ({
      ...route,
      geometry: text(route.geometry),
      legs: route.legs.map((leg) => ({
        ...leg,
        steps: leg.steps.map((step) => ({ ...step, geometry: text(step.geometry) })),
      })),
    })),
  };
}
