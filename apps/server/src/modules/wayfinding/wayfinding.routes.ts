import { pathFeature, travelMode, type DirectionsErrorCode, type SearchPlaceResult } from '@meridian/contracts';
import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import { z } from 'zod';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../../maps/geocoder.ts';
import type { LngLat } from '../../maps/path-network.ts';
import { documentReader } from '../../documents/document-reader.ts';
import { describeZodError, parseQuery } from '../../http/http-error.ts';
import { listOf, type ListResponse } from '../../http/list-response.ts';
import { directions, geocode, searchPlaces } from './wayfinding.service.ts';

const flag = z.enum(['true', 'false'], { error: 'must be true or false' });
const directionsQuery = z.object({
  steps: flag.optional(),
  overview: z.enum(['full', 'simplified', 'false'], { error: 'overview must be full, simplified or false' }).optional(),
  geometries: z.literal('polyline', { error: 'geometries must be polyline (encoded, precision 5)' }).optional(),
  language: z.string().max(35).optional(),
  /** Meridian's own option: avoid stairs and steps, use accessible entrances. */
  step_free: flag.optional(),
});

const lngLatText = z
  .string()
  .regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/, 'each coordinate must be longitude,latitude')
  .transform((text) => text.split(',').map(Number) as LngLat)
  .refine(
    ([lng, lat]) => Math.abs(lng) <= 180 && Math.abs(lat) <= 90,
    'longitude must be within ±180 and latitude ±90',
  );
const twoCoordinates = z
  .string()
  .transform((text) => text.split(';'))
  .pipe(z.tuple([lngLatText, lngLatText], { error: 'exactly two coordinates are needed: lng,lat;lng,lat' }));

const bboxText = z
  .string()
  .transform((text) => text.split(',').map(Number))
  .pipe(
    z
      .tuple([z.number(), z.number(), z.number(), z.number()], { error: 'bbox must be minLng,minLat,maxLng,maxLat' })
      .refine(
        ([minLng, minLat, maxLng, maxLat]) => minLng <= maxLng && minLat <= maxLat,
        'bbox minimums must not exceed its maximums',
      ),
  );
const searchQuery = z.object({
  bbox: bboxText.optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, `limit must be between 1 and ${MAX_LIMIT}`)
    .max(MAX_LIMIT, `limit must be between 1 and ${MAX_LIMIT}`)
    .default(DEFAULT_LIMIT),
});
const placeSearchQuery = searchQuery.extend({ search: z.string().max(200, 'search is too long').default('') });
const geocodingParams = z.object({
  query: z
    .string()
    .regex(/\.json$/, 'the query must end in .json')
    .transform((text) => text.slice(0, -'.json'.length))
    .pipe(z.string().max(200, 'the query is too long')),
});

const statusOf: Record<DirectionsErrorCode, number> = {
  InvalidInput: 400,
  ProfileNotFound: 400,
  NoSegment: 404,
  NoRoute: 404,
};

function directionsError(reply: FastifyReply, code: DirectionsErrorCode, message: string) {
  return reply.code(statusOf[code]).send({ code, message });
}

/**
 * The embedded directions and geocoding services (Mapbox Directions v5 /
 * OSRM and Mapbox geocoding shapes, so the web app can be pointed at a real
 * engine instead) and maps/search/ of spec section 7.
 */
const wayfindingRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get<{ Params: { profile: string; coordinates: string } }>(
    '/maps/directions/:profile/:coordinates',
    async (request, reply) => {
      const mode = travelMode.safeParse(request.params.profile);
      if (!mode.success)
        return directionsError(
          reply,
          'ProfileNotFound',
          `Unknown profile ${request.params.profile}: use walking, cycling or driving`,
        );
      const ends = twoCoordinates.safeParse(request.params.coordinates);
      if (!ends.success) return directionsError(reply, 'InvalidInput', describeZodError(ends.error));
      const query = directionsQuery.safeParse(request.query);
      if (!query.success) return directionsError(reply, 'InvalidInput', describeZodError(query.error));
      const [from, to] = ends.data;
      const answer = await directions(documentReader(request), request.preview !== null, {
        from,
        to,
        profile: { mode: mode.data, stepFree: query.data.step_free === 'true' },
        language: query.data.language ?? request.contentLanguage,
      });
      return answer.code === 'Ok' ? answer : directionsError(reply, answer.code, answer.message);
    },
  );

  /** The path network as GeoJSON, so the offline map can draw the campus's walks and roads. */
  app.get('/maps/paths/', async (request) => ({
    type: 'FeatureCollection' as const,
    features: (await documentReader(request).list('path', pathFeature)).items,
  }));

  app.get<{ Params: { query: string } }>('/maps/geocoding/:query', async (request) => {
    const { query } = parseQuery(geocodingParams, request.params);
    const options = parseQuery(searchQuery, request.query);
    return geocode(documentReader(request), request.preview !== null, { query, ...options });
  });

  app.get('/maps/search/', async (request): Promise<ListResponse<SearchPlaceResult>> => {
    const { search, ...options } = parseQuery(placeSearchQuery, request.query);
    return listOf(await searchPlaces(documentReader(request), request.preview !== null, { query: search, ...options }));
  });
  done();
};

export default wayfindingRoutes;
