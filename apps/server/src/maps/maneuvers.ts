import bearing from '@turf/bearing';
import { point } from '@turf/helpers';
import type { LngLat, PathNetwork } from './path-network.ts';
import type { Hop } from './route-search.ts';

/** A bearing in degrees clockwise from north, 0 to 360, as OSRM reports it. */
export function compassBearing(from: LngLat, to: LngLat): number {
  const degrees = bearing(point(from), point(to));
  return Math.round((degrees + 360) % 360);
}

/** The turn from one bearing to the next, -180 (hard left) to 180 (hard right). */
export function turnAngle(before: number, after: number): number {
  const angle = ((((after - before) % 360) + 540) % 360) - 180;
  return angle === -180 ? 180 : angle;
}

/** OSRM's manoeuvre modifier for a turn angle. */
export function modifierFor(angle: number): string {
  const size = Math.abs(angle);
  if (size < 20) return 'straight';
  if (size >= 170) return 'uturn';
  const side = angle > 0 ? 'right' : 'left';
  if (size < 60) return `slight ${side}`;
  if (size < 140) return side;
  return `sharp ${side}`;
}

/** A bend on the same path smaller than this stays inside one step. */
const BEND_WITHIN_STEP = 35;

export interface StepPlan {
  hops: Hop[];
  name: string;
  type: 'depart' | 'turn' | 'new name' | 'continue';
  modifier?: string;
  bearingBefore: number;
  bearingAfter: number;
  location: LngLat;
}

/** What planSteps asks of the network: which path an edge is part of, and where paths meet. */
export type StepNetwork = Pick<PathNetwork, 'edges' | 'isCrossing'>;

/**
 * Groups a route's hops into steps, as OSRM does at intersections:
 * - onto a path of another name: a turn (or a "new name" when going straight on);
 * - onto another path of the same name (a walk crossing the one it left, both called "Quad
 *   Walk"): a turn when it turns ("Turn left onto Quad Walk"), nothing when it goes straight on;
 * - along the same path where it bends at a junction: a "continue" with its modifier ("Continue
 *   left to stay on Quad Walk"). A bend where no other path meets is no decision and no step,
 *   however sharp: the walker can only follow the path.
 * Without a network every hop of a name counts as one path and every point as a junction.
 */
export function planSteps(hops: readonly Hop[], network?: StepNetwork): StepPlan[] {
  const pathOf = (hop: Hop) => network?.edges[hop.edge]?.path ?? hop.name;
  const steps: StepPlan[] = [];
  hops.forEach((hop, index) => {
    const after = compassBearing(hop.from, hop.to);
    const current = steps.at(-1);
    const previous = hops[index - 1];
    if (!current || !previous) {
      steps.push({
        hops: [hop],
        name: hop.name,
        type: 'depart',
        bearingBefore: 0,
        bearingAfter: after,
        location: hop.from,
      });
      return;
    }
    const before = compassBearing(previous.from, previous.to);
    const angle = turnAngle(before, after);
    const renamed = hop.name !== current.name;
    const samePath = !renamed && pathOf(hop) === pathOf(previous);
    const junction = network?.isCrossing(hop.from) ?? true;
    const bend = Math.abs(angle) < BEND_WITHIN_STEP;
    if (!renamed && (bend || (samePath && !junction))) {
      current.hops.push(hop);
      return;
    }
    const modifier = modifierFor(angle);
    const type = renamed ? (modifier === 'straight' ? 'new name' : 'turn') : samePath ? 'continue' : 'turn';
    steps.push({
      hops: [hop],
      name: hop.name,
      type,
      modifier,
      bearingBefore: before,
      bearingAfter: after,
      location: hop.from,
    });
  });
  return steps;
}

/** Which side the destination lies on when it is off the path: OSRM's arrive modifier. */
export function arrivalSide(lastHop: Hop | undefined, snapped: LngLat, asked: LngLat): string | undefined {
  if (!lastHop || (snapped[0] === asked[0] && snapped[1] === asked[1])) return undefined;
  const angle = turnAngle(compassBearing(lastHop.from, lastHop.to), compassBearing(snapped, asked));
  if (Math.abs(angle) < 20 || Math.abs(angle) > 160) return 'straight';
  return angle > 0 ? 'right' : 'left';
}
