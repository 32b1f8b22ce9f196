// Fetches directions for one mode and turns any provider's answer into the spec's per-mode
// record (section 3: coordinates, duration, steps, error; section 8: a failure is empty
// coordinates, zero duration, no steps and an error with the HTTP status, the provider's code as
// title and its message). One parser for Meridian, OSRM, Valhalla (format=osrm) and Mapbox.
import polyline from '@mapbox/polyline';
import * as z from 'zod/mini';
import { directionsResponse, hasRoutes, type RouteStep } from '@meridian/contracts';
import {
  directionsUrl,
  geometryPrecision,
  type DirectionsQuery,
  type DirectionsService,
  type LngLat,
} from './directions-service.ts';

/** Valhalla answers errors in its own shape even when asked for OSRM output. */
const valhallaError = z.object({ error_code: z.number(), error: z.string() });

export interface DirectionsError {
  status: number;
  title: string;
  message: string;
}

export interface ModeDirections {
  coordinates: LngLat[];
  /** Seconds. */
  duration: number;
  /** Metres. */
  distance: number;
  steps: RouteStep[];
  error: DirectionsError | null;
}

export const EMPTY_DIRECTIONS: ModeDirections = { coordinates: [], duration: 0, distance: 0, steps: [], error: null };

function failed(status: number, title: string, message: string): ModeDirections {
  return { ...EMPTY_DIRECTIONS, error: { status, title, message } };
}

/** Reads a provider's answer (already JSON) with the HTTP status it came with. */
export function parseDirections(status: number, body: unknown, precision: 5 | 6 = 5): ModeDirections {
  const parsed = directionsResponse.safeParse(body);
  if (!parsed.success) {
    const valhalla = valhallaError.safeParse(body);
    if (valhalla.success) return failed(status, String(valhalla.data.error_code), valhalla.data.error);
    return failed(status, 'InvalidResponse', 'The directions service sent an answer the map cannot read');
  }
  const answer = parsed.data;
  if (!hasRoutes(answer)) return failed(status, answer.code, answer.message ?? answer.code);
  const [route] = answer.routes;
  if (!route) return failed(status, 'NoRoute', 'No route');
  return {
    coordinates: polyline.decode(route.geometry, precision).map(([lat, lng]) => [lng, lat]),
    duration: route.duration,
    distance: route.distance,
    steps: route.legs[0]?.steps ?? [],
    error: null,
  };
}

/**
 * Requests directions for one mode. An abort is rethrown (the caller ignores it); a network
 * failure becomes an error record with status 0 so the panel can say so.
 */
export async function fetchDirections(
  service: DirectionsService,
  query: DirectionsQuery,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<ModeDirections> {
  let response: Response;
  try {
    response = await fetchImpl(directionsUrl(service, query), {
      signal: signal ?? null,
      headers: { Accept: 'application/json' },
      credentials: service.kind === 'meridian' ? 'include' : 'omit',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return failed(0, 'NetworkError', error instanceof Error ? error.message : String(error));
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return failed(response.status, `HTTP ${response.status}`, response.statusText || 'The answer was not JSON');
  }
  return parseDirections(response.status, body, geometryPrecision(service));
}
