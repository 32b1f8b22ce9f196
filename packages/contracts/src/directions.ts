import * as z from 'zod/mini';
import { lngLat } from './common.ts';

/**
 * Directions in the Mapbox Directions v5 / OSRM route v1 shape. Meridian's
 * embedded router answers in it, and the web app parses a real OSRM,
 * Valhalla (format=osrm) or Mapbox answer with the same schemas, so unknown
 * fields are allowed and only what the app reads is required.
 */
export const travelModes = ['walking', 'cycling', 'driving'] as const;
export const travelMode = z.enum(travelModes);
export type TravelMode = z.infer<typeof travelMode>;

export const maneuver = z.object({
  type: z.string(),
  modifier: z.optional(z.string()),
  instruction: z.optional(z.string()),
  bearing_before: z.number(),
  bearing_after: z.number(),
  location: lngLat,
});
export type Maneuver = z.infer<typeof maneuver>;

export const routeStep = z.object({
  distance: z.number(),
  duration: z.number(),
  /** Encoded polyline (precision 5) of the step. */
  geometry: z.string(),
  name: z.string(),
  mode: z.string(),
  maneuver,
});
export type RouteStep = z.infer<typeof routeStep>;

export const routeLeg = z.object({
  distance: z.number(),
  duration: z.number(),
  summary: z.optional(z.string()),
  steps: z.array(routeStep),
});

export const route = z.object({
  distance: z.number(),
  duration: z.number(),
  /** Encoded polyline (precision 5) of the whole route. */
  geometry: z.string(),
  legs: z.array(routeLeg).check(z.minLength(1)),
});
export type Route = z.infer<typeof route>;

export const waypoint = z.object({ name: z.string(), location: lngLat, distance: z.optional(z.number()) });

/** A found route: code Ok and at least one route. */
export const directionsRoutes = z.object({
  code: z.literal('Ok'),
  routes: z.array(route).check(z.minLength(1)),
  waypoints: z.optional(z.array(waypoint)),
});
export type DirectionsRoutes = z.infer<typeof directionsRoutes>;
/** Every other code (NoRoute, InvalidInput, ...) carries a message. */
export const directionsFailure = z.object({
  code: z.string().check(z.refine((code) => code !== 'Ok', 'an Ok answer needs a route')),
  message: z.optional(z.string()),
});
export const directionsResponse = z.union([directionsRoutes, directionsFailure]);
export type DirectionsResponse = z.infer<typeof directionsResponse>;

export function hasRoutes(answer: DirectionsResponse): answer is DirectionsRoutes {
  return answer.code === 'Ok' && 'routes' in answer;
}

/** The codes Meridian's own router answers with besides Ok. */
export const directionsErrorCode = z.enum(['NoRoute', 'NoSegment', 'InvalidInput', 'ProfileNotFound']);
export type DirectionsErrorCode = z.infer<typeof directionsErrorCode>;
