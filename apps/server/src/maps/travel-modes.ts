import type { TravelMode } from '@meridian/contracts';

/** What a visitor asks the router for: a mode and whether the route must be step-free. */
export interface TravelProfile {
  mode: TravelMode;
  /** Avoid stairs and steps, and enter and leave buildings only through accessible entrances. */
  stepFree: boolean;
}

/**
 * Campus speeds in metres per second: a walking pace of 5 km/h, an easy 15 km/h
 * on a bicycle, and a 30 km/h campus speed limit for cars.
 */
export const SPEED_MPS: Record<TravelMode, number> = { walking: 1.4, cycling: 4.2, driving: 8.3 };

export interface EdgeAccess {
  modes: readonly TravelMode[];
  steps: boolean;
}

/** The per-mode edge filter: the path must carry the mode, and nobody cycles, drives or rolls up a stair. */
export function edgeAllowed(edge: EdgeAccess, profile: TravelProfile): boolean {
  if (!edge.modes.includes(profile.mode)) return false;
  if (edge.steps && (profile.stepFree || profile.mode !== 'walking')) return false;
  return true;
}
