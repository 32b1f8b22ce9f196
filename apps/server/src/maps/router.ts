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
import { shortestPath } from './route-search.ts';
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
    const legs: (FoundLeg & { snaps: [Snap, Snap] })[] = [];
    let origins = (ends[0] as End).snaps;
    for (let index = 1; index < ends.length; index += 1) {
      const end = ends[index] as End;
      const found = shortestPath(this.network, profile, origins, end.snaps);
      if (!found) {
        const how = profile.stepFree ? `step-free ${profile.mode}` : profile.mode;
        return { code: 'NoRoute', message: `No ${how} route joins these places` };
      }
      const start = origins[found.origin] as Snap;
      const finish = end.snaps[found.destination] as Snap;
      legs.push({
        hops: found.hops,
        start: start.location,
        end: finish.location,
        asked: coordinates[index] as LngLat,
        snaps: [start, finish],
        ...destinationName(request.waypointNames?.[index], end.building),
      });
      origins = [finish];
    }
    const snapsOfWaypoints = [legs[0]?.snaps[0] as Snap, ...legs.map((leg) => leg.snaps[1])];
    return {
      code: 'Ok',
      waypoints: snapsOfWaypoints.map((snap, index) => this.waypoint(snap, coordinates[index] as LngLat)),
      routes: [this.assemble(legs, profile, request.language, options)],
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
  nearest(at: LngLat, profile: TravelProfile, count: number): AnswerWaypoint[] {
    return this.network.nearest(at, profile, count).map((snap) => this.waypoint(snap, at));
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
