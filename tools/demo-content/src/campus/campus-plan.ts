/**
 * What a demo campus plan says (issue 34): a master plan in metres round the pack's centre, which
 * build-campus.ts turns into the pack's map, places, scenes, tour stops and grounds.
 */
import type { Xy } from './geometry.ts';
import type { Footprint } from './shapes.ts';

export type Mode = 'walking' | 'cycling' | 'driving';

export interface PlannedBuilding {
  shape: Footprint;
  at: Xy;
  /** Degrees, counter-clockwise. */
  angle: number;
  mirror?: boolean;
  /** Where the doors should be (nearest points of the outline), main door first; else the sides nearest a walk. */
  doors?: Xy[];
}

export interface PlannedPath {
  key: string;
  /** The English name of a street or walk the pack already names (its translations are kept). */
  name?: string;
  modes: Mode[];
  points: Xy[];
  /** A curve through the points (default), or straight lines between them. */
  straight?: boolean;
  closed?: boolean;
}

export interface CampusPlan {
  /** [lng, lat] of the plan's (0, 0). */
  origin: Xy;
  /** Control points of the campus outline (a closed curve through them). */
  outline: Xy[];
  /** The outline straight from point to point (streets' edges) rather than a curve through them. */
  straightOutline?: boolean;
  /** By the key of the building's place. */
  buildings: Record<string, PlannedBuilding>;
  /** Every footprint's size times this (the plan's boxes are drawn at 1). */
  buildingScale?: number;
  paths: PlannedPath[];
  grounds: { kind: string; ring: Xy[] }[];
  /** A river's centre line and width, drawn as water over the campus and its surroundings. */
  river?: { line: Xy[]; width: number };
  /** The harbour's shore (`waterfront` in grounds.yaml): a quay along the south of the outline and piers. */
  waterfront?: boolean;
  /** Outdoor points by the key of the scene or tour stop that stands there. */
  spots: Record<string, Xy>;
}
