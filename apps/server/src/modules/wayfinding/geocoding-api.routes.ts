import { matchLanguage } from '@meridian/contracts/language-match';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { describeZodError } from '../../http/http-error.ts';
import { DEFAULT_LIMIT, MAX_LIMIT, type PlaceType, type RankedEntry } from '../../maps/geocoder.ts';
import type { LngLat } from '../../maps/path-network.ts';
import { requireTenant } from '../../tenancy/require-tenant.ts';
import { DocumentReader } from '../../documents/document-reader.ts';
import { campusGeocoder } from './wayfinding.service.ts';

/** Mapbox's place types; a campus has places (poi) and streets (address), the larger ones find nothing. */
const MAPBOX_TYPES = [
  'country',
  'region',
  'postcode',
  'district',
  'place',
  'locality',
  'neighborhood',
  'address',
  'poi',
];
const numberList = (count: number, what: string) =>
  z
    .string()
    .transform((text) => text.split(',').map(Number))
    .refine((items) => items.length === count && items.every(Number.isFinite), what);

const geocodingQuery = z.object({
  proximity: z.union([z.literal('ip'), numberList(2, 'proximity must be longitude,latitude or ip')]).optional(),
  bbox: numberList(4, 'bbox must be minLng,minLat,maxLng,maxLat').optional(),
  types: z
    .string()
    .transform((text) => text.split(',').map((type) => (type === 'poi.landmark' ? 'poi' : type)))
    .refine((types) => types.every((type) => MAPBOX_TYPES.includes(type)), `types takes ${MAPBOX_TYPES.join(', ')}`)
    .optional(),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT, `limit must be between 1 and ${MAX_LIMIT}`).optional(),
  autocomplete: z.enum(['true', 'false'], { error: 'autocomplete must be true or false' }).default('true'),
  language: z.string().max(100).optional(),
  /** Accepted and not used: every result is on the tenant's campus, in whatever country it is. */
  country: z.string().max(200).optional(),
});
const reverseText = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/;

/** Mapbox Geocoding v5 answers bad input with 422 and a message. */
const invalid = (reply: FastifyReply, message: string) => reply.code(422).send({ message });

/** The requested languages the tenant has, with the tags they were asked by (`fr,en` → fr-ca as fr, en). */
function languagesOf(request: FastifyRequest, asked: string | undefined): { tag: string; language: string }[] {
  const tenant = requireTenant(request);
  return (asked ?? '').split(',').flatMap((tag) => {
    const language = tag.trim() === '' ? null : matchLanguage([tag.trim()], tenant.languages);
    return language ? [{ tag: tag.trim(), language }] : [];
  });
}

/** Mapbox Geocoding v5 forward and reverse on each tenant's host (see docs/maps.md). */
const geocodingApiRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get<{ Params: { mode: string; query: string } }>('/geocoding/v5/:mode/:query', async (request, reply) => {
    if (!['mapbox.places', 'mapbox.places-permanent'].includes(request.params.mode)) {
      return reply.code(404).send({ message: 'Not Found' });
    }
    if (!request.params.query.endsWith('.json')) return invalid(reply, 'The query must end in .json');
    const text = request.params.query.slice(0, -'.json'.length);
    if (text.length > 256) return invalid(reply, 'Query too long');
    const parsed = geocodingQuery.safeParse(request.query);
    if (!parsed.success) return invalid(reply, describeZodError(parsed.error));
    const options = parsed.data;
    const tenant = requireTenant(request);
    const languages = languagesOf(request, options.language);
    const primary = languages[0]?.language ?? request.contentLanguage;
    const geocoderIn = (language: string) =>
      campusGeocoder(new DocumentReader(app.db, tenant, language, request.preview), request.preview !== null);
    const geocoder = await geocoderIn(primary);
    const types = options.types?.filter((type): type is PlaceType => type === 'poi' || type === 'address');
    const reverse = reverseText.exec(text);
    let ranked: RankedEntry[];
    let query: (string | number)[];
    if (reverse) {
      if (options.limit !== undefined && options.types?.length !== 1) {
        return invalid(reply, 'limit must be combined with a single type when reverse geocoding');
      }
      const at: LngLat = [Number(reverse[1]), Number(reverse[2])];
      query = at;
      ranked = geocoder.reverse({ at, ...(types ? { types } : {}), limit: options.limit ?? 1 });
    } else {
      query = text.trim().toLowerCase().split(/\s+/);
      ranked = geocoder.search({
        query: text,
        limit: options.limit ?? DEFAULT_LIMIT,
        autocomplete: options.autocomplete === 'true',
        ...(types ? { types } : {}),
        ...(options.bbox ? { bbox: options.bbox as [number, number, number, number] } : {}),
        ...(Array.isArray(options.proximity) ? { proximity: options.proximity as LngLat } : {}),
      });
    }
    const answer = geocoder.collection(query, ranked);
    // Each asked language's text, place_name and language, under its own suffix (`text_fr`), as Mapbox does.
    const translations = await Promise.all(
      languages.map(async (asked) => ({ ...asked, geocoder: await geocoderIn(asked.language) })),
    );
    return {
      ...answer,
      features: answer.features.map((feature) => ({
        ...feature,
        ...Object.fromEntries(
          translations.flatMap(({ tag, language, geocoder: other }) => {
            const entry = other.entry(feature.id);
            return entry
              ? [
                  [`text_${tag}`, entry.text],
                  [`place_name_${tag}`, entry.placeName],
                  [`language_${tag}`, language],
                ]
              : [];
          }),
        ),
      })),
    };
  });
  done();
};

export default geocodingApiRoutes;
