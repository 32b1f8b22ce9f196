import { randomUUID } from 'node:crypto';
import type { TravelMode } from '@meridian/contracts';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { describeZodError } from '../../http/http-error.ts';
import { documentReader } from '../../documents/document-reader.ts';
import { parseCoordinates, parseDirections, profileMode, type QueryProblem } from './directions-query.ts';
import geocodingApiRoutes from './geocoding-api.routes.ts';
import { campusRouter, engineDirections } from './wayfinding.service.ts';

type Params = { profile: string; coordinates: string };

/** Mapbox names a route's weight after the profile's cost model. */
const MAPBOX_WEIGHT: Record<TravelMode, string> = { walking: 'pedestrian', cycling: 'cyclability', driving: 'auto' };

/**
 * Mapbox Directions v5's codes and statuses: bad input is 422, an unknown profile 404, and a
 * place the network cannot serve is a 200 whose `code` says so (the SDK then resolves with it).
 */
const MAPBOX_FAILURE: Record<QueryProblem | 'NoRoute' | 'NoSegment' | 'InvalidInput', [string, number]> = {
  profile: ['ProfileNotFound', 404],
  coordinates: ['InvalidInput', 422],
  range: ['InvalidInput', 422],
  count: ['InvalidInput', 422],
  options: ['InvalidInput', 422],
  InvalidInput: ['InvalidInput', 422],
  NoRoute: ['NoRoute', 200],
  NoSegment: ['NoSegment', 200],
};
/** OSRM's: every failure is a 400 with its code (docs/http.md, "Responses"). */
const OSRM_FAILURE: Record<keyof typeof MAPBOX_FAILURE, string> = {
  profile: 'InvalidUrl',
  coordinates: 'InvalidUrl',
  range: 'InvalidValue',
  count: 'TooBig',
  options: 'InvalidOptions',
  InvalidInput: 'InvalidValue',
  NoRoute: 'NoRoute',
  NoSegment: 'NoSegment',
};

function fail(reply: FastifyReply, api: 'mapbox' | 'osrm', why: keyof typeof MAPBOX_FAILURE, message: string) {
  if (api === 'osrm') return reply.code(400).send({ code: OSRM_FAILURE[why], message });
  const [code, status] = MAPBOX_FAILURE[why];
  return reply.code(status).send({ code, message });
}

async function answerRoute(request: FastifyRequest<{ Params: Params }>, reply: FastifyReply, api: 'mapbox' | 'osrm') {
  const { profile, coordinates } = request.params;
  const weightName = (mode: TravelMode) => (api === 'mapbox' ? MAPBOX_WEIGHT[mode] : 'duration');
  const parsed = parseDirections(profile, coordinates, request.query, weightName, api === 'mapbox' ? 2 : 1);
  if (!parsed.ok) return fail(reply, api, parsed.problem, parsed.message);
  const answer = await engineDirections(documentReader(request), request.preview !== null, {
    ...parsed.request,
    language: parsed.request.language ?? request.contentLanguage,
  });
  if (answer.code !== 'Ok') return fail(reply, api, answer.code, answer.message);
  // Mapbox names every answer with a uuid; OSRM has none.
  return api === 'mapbox' ? { ...answer, uuid: randomUUID() } : answer;
}

const nearestQuery = z.object({
  number: z.coerce.number({ error: 'number must be a whole number from 1' }).int().min(1).max(100).default(1),
});

/**
 * The directions engines' own HTTP APIs on each tenant's host, so their official clients
 * (@mapbox/mapbox-sdk, OSRM clients) work unmodified: Mapbox Directions v5 and OSRM v5's route
 * and nearest services, and Mapbox Geocoding v5 (geocoding-api.routes.ts). See docs/maps.md.
 */
const engineApiRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get<{ Params: Params }>('/directions/v5/mapbox/:profile/:coordinates', (request, reply) =>
    answerRoute(request, reply, 'mapbox'),
  );
  app.get<{ Params: Params }>('/route/v1/:profile/:coordinates', (request, reply) =>
    answerRoute(request, reply, 'osrm'),
  );
  app.get<{ Params: Params }>('/nearest/v1/:profile/:coordinates', async (request, reply) => {
    const mode = profileMode(request.params.profile);
    if (!mode) return fail(reply, 'osrm', 'profile', `Profile ${request.params.profile} not found`);
    const [at, ...more] = parseCoordinates(request.params.coordinates) ?? [];
    if (!at || more.length > 0) return fail(reply, 'osrm', 'coordinates', 'nearest takes one longitude,latitude pair');
    if (!(Math.abs(at[0]) <= 180 && Math.abs(at[1]) <= 90)) {
      return fail(reply, 'osrm', 'range', `Coordinate ${at.join(',')} is outside ±180 longitude, ±90 latitude`);
    }
    const query = nearestQuery.safeParse(request.query);
    if (!query.success) return fail(reply, 'osrm', 'options', describeZodError(query.error));
    const router = await campusRouter(documentReader(request), request.preview !== null);
    const waypoints = router.nearest(at, { mode, stepFree: false }, query.data.number);
    if (waypoints.length === 0) return fail(reply, 'osrm', 'NoSegment', 'No path of this profile to snap to');
    return { code: 'Ok', waypoints };
  });
  void app.register(geocodingApiRoutes);
  done();
};

export default engineApiRoutes;
