import { instructionFor, type LegPosition } from './instructions.ts';
import { intersectionAt, type Intersection } from './intersections.ts';
import { arrivalSide, planSteps } from './maneuvers.ts';
import type { LngLat, PathNetwork } from './path-network.ts';
import { encodeLine, round, type Geometry, type GeometryFormat } from './route-format.ts';
import type { Hop } from './route-search.ts';
import { SPEED_MPS, type TravelProfile } from './travel-modes.ts';

export interface StepManeuver {
  type: string;
  modifier?: string;
  bearing_before: number;
  bearing_after: number;
  location: LngLat;
  instruction: string;
}

/** A RouteStep of the OSRM / Mapbox Directions v5 answer. */
export interface AnswerStep {
  distance: number;
  duration: number;
  weight: number;
  geometry: Geometry;
  name: string;
  mode: string;
  driving_side: 'right';
  maneuver: StepManeuver;
  intersections: Intersection[];
}

/** One leg as found: its hops between the snapped start and end, and what was asked for its end. */
export interface FoundLeg {
  hops: Hop[];
  start: LngLat;
  end: LngLat;
  /** The coordinate the leg was asked to end at (inside a building, the route ends at its door). */
  asked: LngLat;
  destinationName?: string;
}

export interface StepContext {
  network: PathNetwork;
  profile: TravelProfile;
  /** An instruction language from instructionLanguage. */
  language: string;
  geometries: GeometryFormat;
  leg: LegPosition;
}

/** The steps of one leg: a depart, a step per path or sharp bend, and an arrive. */
export function legSteps(found: FoundLeg, context: StepContext): AnswerStep[] {
  const { network, profile, language, geometries, leg } = context;
  const { mode } = profile;
  const speed = SPEED_MPS[mode];
  const plans = planSteps(found.hops, network);
  const step = (
    line: LngLat[],
    length: number,
    name: string,
    maneuver: Omit<StepManeuver, 'instruction'>,
    intersections: Intersection[],
    destinationName?: string,
  ): AnswerStep => {
    const duration = round(length / speed);
    return {
      distance: round(length),
      duration,
      weight: duration,
      geometry: encodeLine(line, geometries),
      name,
      mode,
      driving_side: 'right',
      maneuver: { ...maneuver, instruction: instructionFor(language, { name, mode, maneuver }, destinationName, leg) },
      intersections,
    };
  };

  const travelled = plans.map((plan, index) => {
    const length = plan.hops.reduce((sum, hop) => sum + hop.length, 0);
    const cameFrom = index === 0 ? undefined : plans[index - 1]?.hops.at(-1)?.from;
    const first = intersectionAt(network, profile, plan.location, cameFrom, plan.hops[0]?.to);
    const passed = plan.hops.flatMap((hop, at) =>
      at > 0 && network.isCrossing(hop.from)
        ? [intersectionAt(network, profile, hop.from, plan.hops[at - 1]?.from, hop.to)]
        : [],
    );
    const maneuver = {
      type: plan.type,
      ...(plan.modifier ? { modifier: plan.modifier } : {}),
      bearing_before: plan.bearingBefore,
      bearing_after: plan.bearingAfter,
      location: plan.location,
    };
    return step([plan.location, ...plan.hops.map((hop) => hop.to)], length, plan.name, maneuver, [first, ...passed]);
  });

  const name = plans.at(-1)?.name ?? '';
  const departAt =
    travelled.length === 0
      ? [
          step([found.start], 0, name, { type: 'depart', bearing_before: 0, bearing_after: 0, location: found.start }, [
            intersectionAt(network, profile, found.start, undefined, undefined),
          ]),
        ]
      : [];
  const lastHop = found.hops.at(-1);
  // At a building the route ends at its door, which is the destination itself.
  const modifier = arrivalSide(lastHop, found.end, found.destinationName === undefined ? found.asked : found.end);
  const arrive = {
    type: 'arrive',
    ...(modifier ? { modifier } : {}),
    bearing_before: travelled.at(-1)?.maneuver.bearing_after ?? 0,
    bearing_after: 0,
    location: found.end,
  };
  const arrival = step(
    [found.end],
    0,
    name,
    arrive,
    [intersectionAt(network, profile, found.end, lastHop?.from, undefined)],
    found.destinationName,
  );
  return [...departAt, ...travelled, arrival];
}

/** OSRM's leg summary: the names of the two longest steps, in route order. */
export function summary(steps: readonly AnswerStep[]): string {
  const longest = steps
    .map((step, index) => ({ step, index }))
    .filter(({ step }) => step.name !== '')
    .sort((a, b) => b.step.distance - a.step.distance)
    .slice(0, 2)
    .sort((a, b) => a.index - b.index);
  return [...new Set(longest.map(({ step }) => step.name))].join(', ');
}
