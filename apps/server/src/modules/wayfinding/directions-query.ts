import polyline from '@mapbox/polyline';
import type { TravelMode } from '@meridian/contracts';
import { z } from 'zod';
import { describeZodError } from '../../http/http-error.ts';
import type { LngLat } from '../../maps/path-network.ts';
import type { AnnotationName, AnswerOptions } from '../../maps/route-format.ts';
import type { DirectionsRequest } from '../../maps/router.ts';

/** Both APIs take 2 to 25 coordinates a route (Mapbox's documented limit; OSRM's is set per server). */
export const MAX_WAYPOINTS = 25;

/** OSRM's default `max_alternatives`: asking more is `TooBig`. */
export const MAX_ALTERNATIVES = 3;

/** Why a request cannot be answered, before any routing; each API turns it into its own code and status. */
export type QueryProblem = 'profile' | 'coordinates' | 'range' | 'count' | 'options';
export type ParsedDirections =
  { ok: true; request: DirectionsRequest } | { ok: false; problem: QueryProblem; message: string };

const PROFILES: Record<string, TravelMode> = {
  walking: 'walking',
  foot: 'walking',
  cycling: 'cycling',
  bike: 'cycling',
  bicycle: 'cycling',
  driving: 'driving',
  car: 'driving',
  // Campus roads carry no live traffic, so the traffic-aware profile is the driving one.
  'driving-traffic': 'driving',
};

/** A profile of either API: Mapbox's four, and OSRM's usual foot, bike and car besides. */
export function profileMode(name: string): TravelMode | undefined {
  return Object.hasOwn(PROFILES, name) ? PROFILES[name] : undefined;
}

/**
 * `exclude` classes: `steps` is Meridian's (stairs and stepped entrances, for a step-free route);
 * the others are Mapbox's and OSRM's road classes, which campus paths never carry, so excluding
 * them changes nothing.
 */
const EXCLUDABLE = ['steps', 'ferry', 'toll', 'motorway', 'unpaved', 'tunnel', 'cash_only_tolls', 'restricted'];
/** Annotations the router reports; the others of the APIs (congestion, maxspeed, nodes...) are accepted and left out. */
const REPORTED: readonly AnnotationName[] = ['distance', 'duration', 'speed', 'weight'];
const ACCEPTED_ANNOTATIONS = [
  ...REPORTED,
  'congestion',
  'congestion_numeric',
  'maxspeed',
  'closure',
  'nodes',
  'datasources',
];

const flag = (name: string) => z.enum(['true', 'false'], { error: `${name} must be true or false` });
const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const optionsSchema = z.object({
  alternatives: z
    .string()
    .regex(/^(true|false|\d+)$/, 'alternatives must be true, false or a number')
    .optional(),
  steps: flag('steps').default('false'),
  geometries: z
    .enum(['polyline', 'polyline6', 'geojson'], { error: 'geometries must be polyline, polyline6 or geojson' })
    .default('polyline'),
  overview: z
    .enum(['full', 'simplified', 'false'], { error: 'overview must be full, simplified or false' })
    .default('simplified'),
  annotations: z
    .string()
    .transform((text) => (text === 'true' ? [...REPORTED] : text === 'false' ? [] : list(text)))
    .refine(
      (names) => names.every((name) => ACCEPTED_ANNOTATIONS.includes(name)),
      `annotations must be true, false or a list of ${ACCEPTED_ANNOTATIONS.join(', ')}`,
    )
    .optional(),
  continue_straight: z
    .enum(['default', 'true', 'false'], { error: 'continue_straight must be default, true or false' })
    .optional(),
  language: z.string().max(35).optional(),
  exclude: z
    .string()
    .transform(list)
    .refine((names) => names.every((name) => EXCLUDABLE.includes(name)), `exclude takes ${EXCLUDABLE.join(', ')}`)
    .optional(),
  radiuses: z
    .string()
    .transform((text) =>
      text.split(';').map((item) => (item === '' || item === 'unlimited' ? undefined : Number(item))),
    )
    .refine(
      (items) => items.every((item) => item === undefined || (Number.isFinite(item) && item >= 0)),
      'radiuses must be metres or unlimited, separated by ;',
    )
    .optional(),
  waypoint_names: z.string().max(2000, 'waypoint_names is too long').optional(),
  /** Meridian's older option, kept for the /api/v2 path: the same as exclude=steps. */
  step_free: flag('step_free').optional(),
});

/** `lng,lat;lng,lat...`, OSRM's `polyline(...)` / `polyline6(...)`, with an optional `.json` ending. */
export function parseCoordinates(text: string): LngLat[] | undefined {
  const bare = text.replace(/\.json$/, '');
  const encoded = /^polyline(6?)\((.+)\)$/.exec(bare);
  if (encoded) {
    try {
      return polyline.decode(encoded[2] ?? '', encoded[1] ? 6 : 5).map(([lat, lng]) => [lng, lat]);
    } catch {
      return undefined;
    }
  }
  const pairs = bare.split(';').map((pair) => /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(pair));
  if (pairs.some((pair) => pair === null)) return undefined;
  return pairs.map((pair) => [Number(pair?.[1]), Number(pair?.[2])]);
}

/** A Directions v5 / OSRM route request: profile, coordinates and query, checked in that order. */
export function parseDirections(
  profileName: string,
  coordinateText: string,
  query: unknown,
  weightName: (mode: TravelMode) => string,
  /** How many alternatives `alternatives=true` asks: Mapbox returns up to two, OSRM one. */
  alternativesWhenTrue = 1,
): ParsedDirections {
  const mode = profileMode(profileName);
  if (!mode) return { ok: false, problem: 'profile', message: `Profile ${profileName} not found` };
  const coordinates = parseCoordinates(coordinateText);
  if (!coordinates) {
    return {
      ok: false,
      problem: 'coordinates',
      message: 'Coordinates must be longitude,latitude pairs separated by ;',
    };
  }
  if (coordinates.length < 2 || coordinates.length > MAX_WAYPOINTS) {
    return {
      ok: false,
      problem: 'count',
      message: `Between 2 and ${MAX_WAYPOINTS} coordinates are needed; ${coordinates.length} were given`,
    };
  }
  const outside = coordinates.find(([lng, lat]) => !(Math.abs(lng) <= 180 && Math.abs(lat) <= 90));
  if (outside) {
    return {
      ok: false,
      problem: 'range',
      message: `Coordinate ${outside.join(',')} is outside ±180 longitude, ±90 latitude`,
    };
  }
  const parsed = optionsSchema.safeParse(query);
  if (!parsed.success) return { ok: false, problem: 'options', message: describeZodError(parsed.error) };
  const options = parsed.data;
  if (options.radiuses && options.radiuses.length !== coordinates.length) {
    return { ok: false, problem: 'options', message: 'radiuses must give one value per coordinate' };
  }
  const names = options.waypoint_names?.split(';');
  if (names && names.length !== coordinates.length) {
    return { ok: false, problem: 'options', message: 'waypoint_names must give one name per coordinate' };
  }
  const alternatives =
    options.alternatives === 'true'
      ? alternativesWhenTrue
      : options.alternatives === undefined || options.alternatives === 'false'
        ? 0
        : Number(options.alternatives);
  if (alternatives > MAX_ALTERNATIVES) {
    return { ok: false, problem: 'count', message: `At most ${MAX_ALTERNATIVES} alternatives can be asked for` };
  }
  const stepFree = options.exclude?.includes('steps') === true || options.step_free === 'true';
  const answer: AnswerOptions = {
    geometries: options.geometries,
    overview: options.overview,
    steps: options.steps === 'true',
    annotations: (options.annotations ?? []).filter((name): name is AnnotationName =>
      (REPORTED as readonly string[]).includes(name),
    ),
    weightName: weightName(mode),
  };
  return {
    ok: true,
    request: {
      coordinates,
      profile: { mode, stepFree },
      ...(options.language ? { language: options.language } : {}),
      ...(options.radiuses ? { radiuses: options.radiuses } : {}),
      ...(names ? { waypointNames: names } : {}),
      ...(alternatives > 0 ? { alternatives } : {}),
      ...(options.continue_straight === 'true' || options.continue_straight === 'false'
        ? { continueStraight: options.continue_straight === 'true' }
        : {}),
      answer,
    },
  };
}
