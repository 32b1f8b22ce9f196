import polyline from '@mapbox/polyline';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { point, polygon } from '@turf/helpers';
import type { DirectionsErrorCode, DirectionsRoutes, RouteStep } from '@meridian/contracts';
import { instructionFor, instructionLanguage } from './instructions.ts';
import { arrivalSide, planSteps } from './maneuvers.ts';
import { PathNetwork, type LngLat, type NetworkPath, type Snap } from './path-network.ts';
import { shortestPath, type Hop } from './route-search.ts';
import { SPEED_MPS, type TravelProfile } from './travel-modes.ts';

export interface NetworkBuilding {
  name: string;
  /** Rings of [lng, lat]; the first is the outline. */
  polygon: LngLat[][];
  entrances: { coordinates: LngLat; accessible: boolean }[];
}

export interface RouteRequest {
  from: LngLat;
  to: LngLat;
  profile: TravelProfile;
  /** Any language tag; instructions fall back to English. */
  language?: string;
}

export type RouterAnswer = DirectionsRoutes | { code: DirectionsErrorCode; message: string };

/** A coordinate further than this from every usable path is not on the campus network. */
const MAX_SNAP_METRES = 1000;

const round = (value: number) => Math.round(value * 10) / 10;
const encode = (line: readonly LngLat[]) => polyline.encode(line.map(([lng, lat]) => [lat, lng]));

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
  private readonly network: PathNetwork;

  constructor(
    paths: readonly NetworkPath[],
    private readonly buildings: readonly NetworkBuilding[] = [],
  ) {
    this.network = new PathNetwork(paths);
  }

  route(request: RouteRequest): RouterAnswer {
    const invalid = [request.from, request.to].find(([lng, lat]) => !(Math.abs(lng) <= 180 && Math.abs(lat) <= 90));
    if (invalid)
      return { code: 'InvalidInput', message: `Coordinate ${invalid.join(',')} is not a longitude,latitude pair` };
    const origin = this.resolveEnd(request.from, request.profile);
    if ('code' in origin) return origin;
    const destination = this.resolveEnd(request.to, request.profile);
    if ('code' in destination) return destination;
    const found = shortestPath(this.network, request.profile, origin.snaps, destination.snaps);
    if (!found) {
      const how = request.profile.stepFree ? `step-free ${request.profile.mode}` : request.profile.mode;
      return { code: 'NoRoute', message: `No ${how} route joins these places` };
    }
    const start = origin.snaps[found.origin] as Snap;
    const end = destination.snaps[found.destination] as Snap;
    const steps = this.steps(found.hops, request, start.location, end.location, destination.building?.name);
    const distance = round(steps.reduce((sum, step) => sum + step.distance, 0));
    const duration = round(steps.reduce((sum, step) => sum + step.duration, 0));
    const line = [start.location, ...found.hops.map((hop) => hop.to)];
    return {
      code: 'Ok',
      waypoints: [
        { name: steps[0]?.name ?? '', location: start.location, distance: round(start.distance) },
        { name: steps.at(-1)?.name ?? '', location: end.location, distance: round(end.distance) },
      ],
      routes: [
        {
          distance,
          duration,
          geometry: encode(line.length > 1 ? line : [start.location, start.location]),
          legs: [{ distance, duration, summary: summary(steps), steps }],
        },
      ],
    };
  }

  private resolveEnd(at: LngLat, profile: TravelProfile): End | { code: DirectionsErrorCode; message: string } {
    const building = this.buildings.find(
      (candidate) => candidate.entrances.length > 0 && booleanPointInPolygon(point(at), polygon(candidate.polygon)),
    );
    const doors = building?.entrances.filter((door) => door.accessible || !profile.stepFree);
    if (building && doors?.length === 0) {
      return { code: 'NoRoute', message: `${building.name} has no step-free entrance` };
    }
    const wanted = doors?.map((door) => door.coordinates) ?? [at];
    const snaps = wanted
      .map((coordinate) => this.network.snap(coordinate, profile))
      .filter((snap): snap is Snap => snap !== undefined && snap.distance <= MAX_SNAP_METRES);
    if (snaps.length === 0) {
      return { code: 'NoSegment', message: `No ${profile.mode} path within ${MAX_SNAP_METRES} m of ${at.join(',')}` };
    }
    return { snaps, building };
  }

  private steps(hops: Hop[], request: RouteRequest, start: LngLat, end: LngLat, destinationName?: string): RouteStep[] {
    const { mode } = request.profile;
    const language = instructionLanguage(request.language);
    const speed = SPEED_MPS[mode];
    const plans = planSteps(hops);
    const travelled: RouteStep[] = plans.map((plan) => {
      const length = plan.hops.reduce((sum, hop) => sum + hop.length, 0);
      const maneuver = {
        type: plan.type,
        ...(plan.modifier ? { modifier: plan.modifier } : {}),
        bearing_before: plan.bearingBefore,
        bearing_after: plan.bearingAfter,
        location: plan.location,
      };
      return {
        distance: round(length),
        duration: round(length / speed),
        geometry: encode([plan.location, ...plan.hops.map((hop) => hop.to)]),
        name: plan.name,
        mode,
        maneuver: { ...maneuver, instruction: instructionFor(language, { name: plan.name, mode, maneuver }) },
      };
    });
    const lastHop = hops.at(-1);
    // At a building the route ends at its door, which is the destination itself.
    const modifier = arrivalSide(lastHop, end, destinationName === undefined ? request.to : end);
    const arrive = {
      type: 'arrive',
      ...(modifier ? { modifier } : {}),
      bearing_before: travelled.at(-1)?.maneuver.bearing_after ?? 0,
      bearing_after: 0,
      location: end,
    };
    const name = plans.at(-1)?.name ?? '';
    const departAt = travelled.length === 0 ? [departInPlace(start, name, mode, language)] : [];
    return [
      ...departAt,
      ...travelled,
      {
        distance: 0,
        duration: 0,
        geometry: encode([end, end]),
        name,
        mode,
        maneuver: {
          ...arrive,
          instruction: instructionFor(language, { name, mode, maneuver: arrive }, destinationName),
        },
      },
    ];
  }
}

/** Both ends at the same spot: a depart with no distance keeps the depart-then-arrive shape clients expect. */
function departInPlace(at: LngLat, name: string, mode: string, language: string): RouteStep {
  const maneuver = { type: 'depart', bearing_before: 0, bearing_after: 0, location: at };
  return {
    distance: 0,
    duration: 0,
    geometry: encode([at, at]),
    name,
    mode,
    maneuver: { ...maneuver, instruction: instructionFor(language, { name, mode, maneuver }) },
  };
}

/** OSRM's leg summary: the names of the two longest steps, in route order. */
function summary(steps: readonly RouteStep[]): string {
  const longest = steps
    .map((step, index) => ({ step, index }))
    .filter(({ step }) => step.name !== '')
    .sort((a, b) => b.step.distance - a.step.distance)
    .slice(0, 2)
    .sort((a, b) => a.index - b.index);
  return [...new Set(longest.map(({ step }) => step.name))].join(', ');
}
