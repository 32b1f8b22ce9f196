import { z } from 'zod';
import { ctaSchemas } from './schema/cta-schemas.ts';
import { placeSchemas } from './schema/place-schemas.ts';
import { hexColor, lngLat, mediaPath, sharedSchemas, type TextRules } from './schema/shared-schemas.ts';
import { tourSchemas } from './schema/tour-schemas.ts';

/**
 * The content-pack format (documented in docs/content-packs.md). A pack is a
 * directory: `pack.yaml` (tenant, languages, brand, maps settings) plus one
 * file (or a folder of files) per entity kind. Entities carry a stable `key`
 * that other entities reference and that keeps the entity's numeric id stable
 * across imports. The entity schemas live in `schema/`.
 */
export {
  EMBED_ALLOWED_HOSTS,
  KEY_PATTERN,
  embedUrl,
  key,
  mediaPath,
  slug,
  textFor,
  type Text,
  type TextRules,
} from './schema/shared-schemas.ts';

/** Every schema that contains translatable text, built for one tenant's languages. */
export function createPackSchemas(rules: TextRules) {
  const shared = sharedSchemas(rules);
  return { ...shared, ...tourSchemas(shared), ...ctaSchemas(shared), ...placeSchemas(shared) };
}

/** pack.yaml: the tenant. Its `brand` is checked separately, once the languages are known. */
export const language = z.strictObject({
  language: z
    .string()
    .regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/, 'must be a lower-case language code like en, fr-ca, zh-hans'),
  name: z.string().min(1),
  name_local: z.string().min(1),
  bidi: z.boolean().default(false),
  default: z.boolean().default(false),
});

/**
 * One site allowed to frame the tenant's pages, as a CSP source: scheme, host (a leading `*.` for
 * every sub-domain) and optional port, nothing else (no path, no quotes, no spaces that would
 * smuggle in another directive).
 */
export const embedder = z
  .string()
  .regex(
    /^https?:\/\/(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::(?:\d{1,5}|\*))?$/,
    'must be an origin like https://www.example.org, https://*.example.org or http://localhost:8080 (no path)',
  );

/**
 * A map style URL: a path on the tenant's own origin, or an http(s) URL whose origin is a plain
 * CSP source (it goes into the tenant's CSP, so nothing there may smuggle in another directive).
 */
const styleUrl = z.string().refine(
  // `//host/…` is another site's URL without a scheme, not a path.
  (value) =>
    /^\/(?!\/)/.test(value) ||
    (URL.canParse(value) &&
      /^https?:$/.test(new URL(value).protocol) &&
      embedder.safeParse(new URL(value).origin).success),
  { message: "must be an http(s) URL or a path on the tenant's own site starting with /" },
);

/** Mapbox's own API host: a Mapbox directions or geocoding setting without a `url` asks it. */
export const MAPBOX_API = 'https://api.mapbox.com';

/**
 * The base URL of a directions or geocoding API the tenant's map asks instead of Meridian: http(s),
 * no query, and an origin that is a plain CSP source (it goes into the tenant's `connect-src`).
 */
const serviceUrl = z
  .string()
  .refine(
    (value) =>
      URL.canParse(value) &&
      /^https?:$/.test(new URL(value).protocol) &&
      new URL(value).search === '' &&
      new URL(value).hash === '' &&
      embedder.safeParse(new URL(value).origin).success,
    { message: 'must be an http(s) base URL, like https://api.mapbox.com or https://osrm.example.edu/osrm' },
  );
/** Every visitor's browser sends it: only a public Mapbox token (pk.…), never a secret one (sk.…). */
const publicToken = z
  .string()
  .regex(/^pk\.[A-Za-z0-9_.-]+$/, 'must be a public Mapbox token (pk.…): every visitor’s browser sends it');

/**
 * Directions from a real engine instead of Meridian's router (docs/maps.md): Mapbox Directions v5
 * (`url` defaults to Mapbox's host, `access_token` required), an OSRM v5 server or Valhalla with
 * OSRM output (`url` required).
 */
const directionsApi = z
  .strictObject({
    kind: z.enum(['mapbox', 'osrm', 'valhalla']),
    url: serviceUrl.optional(),
    access_token: publicToken.optional(),
  })
  .superRefine((api, context) => {
    if (api.kind === 'mapbox' && !api.access_token) {
      context.addIssue({ code: 'custom', path: ['access_token'], message: 'Mapbox needs a public access token' });
    }
    if (api.kind !== 'mapbox' && !api.url) {
      context.addIssue({ code: 'custom', path: ['url'], message: `${api.kind} needs the server's url` });
    }
  });
/** Place search from a Mapbox Geocoding v5 API instead of Meridian's geocoder (`url` defaults to Mapbox's host). */
const geocodingApi = z.strictObject({ url: serviceUrl.default(MAPBOX_API), access_token: publicToken });

export const mapsSettings = z.strictObject({
  /** A MapLibre style URL, or null for Meridian's offline style. */
  style: styleUrl.nullable().default(null),
  /**
   * Other hosts that style loads from (tiles, glyphs, sprites), added with the style URL's own
   * origin to this tenant's CSP `connect-src` and `img-src` (security.md). Same form as `embedders`.
   */
  style_origins: z.array(embedder).default([]),
  /**
   * A PMTiles archive (vector tiles) in the pack's media, drawn under the campus by the offline
   * style: served from the tenant's own origin, by byte ranges. Null: no basemap.
   */
  basemap: mediaPath.nullable().default(null),
  center: lngLat.default([-79.3832, 43.6532]),
  zoom: z.number().min(0).max(22).default(16),
  campus_color: hexColor.default('#c8d7c0'),
  buildings_color: hexColor.default('#9aa5b1'),
  places: z.boolean().default(true),
  search_directory: z.boolean().default(true),
  outdoor_directions: z.boolean().default(true),
  /** Null: Meridian's own router on the tenant's host (no request leaves it). */
  directions_api: directionsApi.nullable().default(null),
  /** Null: Meridian's own geocoder on the tenant's host. */
  geocoding_api: geocodingApi.nullable().default(null),
});

/** The base URL a directions setting asks: its own, or Mapbox's host. */
export function directionsApiUrl(api: z.output<typeof directionsApi>): string {
  return api.url ?? MAPBOX_API;
}

/**
 * The origins a tenant's map fetches from besides its own: its style's (when on another site), the
 * declared `style_origins`, and the directions and geocoding APIs it is configured to ask. Empty
 * by default (the offline style, Meridian's router and geocoder).
 */
export function mapOrigins(settings: z.output<typeof mapsSettings> | null): string[] {
  if (!settings) return [];
  const origins = settings.style && !settings.style.startsWith('/') ? [new URL(settings.style).origin] : [];
  const apis = [
    ...(settings.directions_api ? [directionsApiUrl(settings.directions_api)] : []),
    ...(settings.geocoding_api ? [settings.geocoding_api.url] : []),
  ].map((url) => new URL(url).origin);
  return [...new Set([...origins, ...settings.style_origins, ...apis])];
}

export const packFile = z.strictObject({
  schema_name: z
    .string()
    .regex(/^[a-z][a-z0-9_-]{1,40}$/, 'must be lower-case letters, digits, - or _ (the site name)'),
  name: z.string().min(1),
  /** Real host names serving this tenant, besides `<schema_name>.<APP_HOST>`. */
  hosts: z.array(z.string().regex(/^[a-z0-9.-]+$/, 'must be a lower-case host name without port')).default([]),
  languages: z
    .array(language)
    .min(1)
    .refine((list) => list.filter((l) => l.default).length === 1, 'exactly one language must have default: true'),
  brand: z.unknown(),
  maps_settings: mapsSettings.nullable().default(null),
  /**
   * The sites allowed to embed this tenant (its pages' `frame-ancestors`, beside the tenant itself).
   * Absent or null: any https site may (the default); an empty list: none but the tenant itself.
   */
  embedders: z.array(embedder).nullable().default(null),
});

type PackSchemas = ReturnType<typeof createPackSchemas>;
export type PackFile = Omit<z.output<typeof packFile>, 'brand'>;
export type PackLanguage = z.output<typeof language>;
export type PackMapsSettings = z.output<typeof mapsSettings>;
export type PackBrand = z.output<PackSchemas['brand']>;
export type PackScene = z.output<PackSchemas['scene']>;
export type PackTour = z.output<PackSchemas['tour']>;
export type PackGroup = z.output<PackSchemas['group']>;
/** A group at any level (levels 1 and 2 carry child `groups`). */
export type PackGroupNode = Omit<z.output<PackSchemas['groupLevel3']>, 'groups'> & { groups?: PackGroupNode[] };
export type PackLabel = z.output<PackSchemas['label']>;
export type PackWalkthrough = z.output<PackSchemas['walkthrough']>;
export type PackCta = z.output<PackSchemas['cta']>;
export type PackForm = z.output<PackSchemas['form']>;
export type PackCategory = z.output<PackSchemas['category']>;
export type PackPlace = z.output<PackSchemas['place']>;
export type PackMap = z.output<PackSchemas['map']>;
export type PackBlock = z.output<PackSchemas['block']>;
export type PackVideo = z.output<PackSchemas['video']>;
export type PackAudio = z.output<PackSchemas['audio']>;
export type PackImage = z.output<PackSchemas['image']>;

/** Where an entity was written: for error messages after parsing. */
export interface Source {
  file: string;
  path: (string | number)[];
}

/** A validated pack: everything the importer needs. */
export interface ContentPack {
  dir: string;
  tenant: PackFile;
  defaultLanguage: string;
  brand: PackBrand;
  scenes: PackScene[];
  tours: PackTour[];
  groups: PackGroup[];
  labels: PackLabel[];
  walkthroughs: PackWalkthrough[];
  ctas: PackCta[];
  forms: PackForm[];
  categories: PackCategory[];
  places: PackPlace[];
  map: PackMap;
  /** Absolute path of every media file the pack references, by the path written in the pack. */
  media: Map<string, string>;
}

const OUTSIDE_VIDEO_PROVIDERS = new Set(['youtube', 'vimeo', 'qq']);

/**
 * The outside video players a pack's content embeds (groups' videos, scenes, CTA blocks, the brand:
 * wherever a video is), found by walking the parsed pack, so a new place for a video needs no
 * change here. Sorted; empty when every video is an uploaded file.
 */
export function videoProviders(pack: Pick<ContentPack, 'brand' | 'scenes' | 'tours' | 'groups' | 'ctas'>): string[] {
  const found = new Set<string>();
  const seen = new Set<object>();
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    const record = value as Record<string, unknown>;
    const provider = record.provider;
    if (typeof provider === 'string' && OUTSIDE_VIDEO_PROVIDERS.has(provider) && 'code' in record) found.add(provider);
    for (const child of Object.values(record)) visit(child);
  };
  visit([pack.brand, pack.scenes, pack.tours, pack.groups, pack.ctas]);
  return [...found].sort();
}
