import { z } from 'zod';

/**
 * The Directions v5 / OSRM v5 answer as their reference docs describe it, every field the
 * issue names required: what a client of either API may read from Meridian.
 */
const lngLat = z.tuple([z.number(), z.number()]);
export const geometry = z.union([
  z.string(),
  z.object({ type: z.literal('LineString'), coordinates: z.array(lngLat) }),
]);

const intersection = z.object({
  location: lngLat,
  bearings: z.array(z.number().int().min(0).max(359)),
  entry: z.array(z.boolean()),
  in: z.number().int().optional(),
  out: z.number().int().optional(),
});
export const step = z.object({
  distance: z.number(),
  duration: z.number(),
  weight: z.number(),
  geometry,
  name: z.string(),
  mode: z.string(),
  driving_side: z.enum(['left', 'right']),
  maneuver: z.object({
    type: z.string(),
    modifier: z.string().optional(),
    instruction: z.string(),
    bearing_before: z.number(),
    bearing_after: z.number(),
    location: lngLat,
  }),
  intersections: z.array(intersection).min(1),
});
const leg = z.object({
  distance: z.number(),
  duration: z.number(),
  weight: z.number(),
  summary: z.string(),
  steps: z.array(step),
  annotation: z.record(z.string(), z.array(z.number())).optional(),
});
export const route = z.object({
  distance: z.number(),
  duration: z.number(),
  weight: z.number(),
  weight_name: z.string(),
  geometry: geometry.optional(),
  legs: z.array(leg).min(1),
});
export const waypoint = z.object({ name: z.string(), location: lngLat, distance: z.number(), hint: z.string() });
export const routeAnswer = z.object({
  code: z.literal('Ok'),
  routes: z.array(route).min(1),
  waypoints: z.array(waypoint).min(2),
  uuid: z.string().optional(),
});
export const failure = z.object({ code: z.string(), message: z.string().min(1) });

/** How the SDK rejects: an HttpError with the status and the parsed body. */
export const mapiError = z.object({ type: z.string(), statusCode: z.number().optional(), body: z.unknown() });
export const rejection = (error: unknown) => mapiError.parse(error);
