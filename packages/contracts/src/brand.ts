import * as z from 'zod/mini';
import { contentBlock } from './blocks.ts';
import { imageRef, listResponse, lngLat } from './common.ts';
import { cta } from './ctas.ts';

export const mapsSettings = z.object({
  /** A MapLibre style URL, or null for Meridian's offline style. */
  style: z.nullable(z.string()),
  /**
   * The tenant's own PMTiles basemap (vector tiles), a URL on the tenant's own origin served by byte
   * ranges, drawn under the campus by the offline style; null: none.
   */
  basemap: z.nullable(z.string()),
  center: lngLat,
  zoom: z.number(),
  campus_color: z.string(),
  buildings_color: z.string(),
  places: z.boolean(),
  search_directory: z.boolean(),
  outdoor_directions: z.boolean(),
  /**
   * A real directions engine the map asks instead of Meridian's router: `url` is its base URL,
   * `access_token` a public Mapbox token (docs/maps.md). Absent or null: Meridian's own.
   */
  directions_api: z.optional(
    z.nullable(
      z.object({
        kind: z.enum(['mapbox', 'osrm', 'valhalla']),
        url: z.string(),
        access_token: z.nullable(z.string()),
      }),
    ),
  ),
  /** A Mapbox Geocoding v5 API the place search asks beside the tenant's own places. Absent or null: Meridian's. */
  geocoding_api: z.optional(z.nullable(z.object({ url: z.string(), access_token: z.string() }))),
});
export type MapsSettings = z.infer<typeof mapsSettings>;

export const brand = z.object({
  id: z.int(),
  name: z.string(),
  title: z.string(),
  home_url: z.nullable(z.string()),
  primary_color: z.nullable(z.object({ hex_value: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)) })),
  logo: z.nullable(z.string()),
  /**
   * The logo's size in pixels (Meridian's own; absent in older data): the header holds its width
   * before the image arrives, so the brand's title beside it does not move when it does.
   */
  logo_size: z.optional(z.nullable(z.object({ width: z.int(), height: z.int() }))),
  explore_tours: z.boolean(),
  personalization: z.boolean(),
  /** Language codes this brand is offered in, default first. */
  languages: z.array(z.string()),
  introduction: z.array(contentBlock),
  /** Every CTA of the brand (timed and button CTAs). */
  brand_ctas: z.array(cta),
  /** End-of-tour CTAs. */
  call_to_action: z.array(cta),
  /** Timing -1 CTAs, in display order. */
  on_entry_ctas: z.array(cta),
  image: z.nullable(imageRef),
  image_small: z.nullable(imageRef),
  search_description: z.string(),
  tour_guide: z.nullable(imageRef),
  tour_guide_name: z.string(),
  ga_cross_domains: z.array(z.string()),
  policy_links: z.array(z.object({ text: z.string(), url: z.string() })),
  cookies_notice: z.array(z.object({ paragraph: z.string(), dismiss_text: z.string(), cookie_name: z.string() })),
  panorama_tutorial: z.boolean(),
  tour_menu_tutorial: z.boolean(),
  mobile_guide_card_tutorial: z.boolean(),
  finished_tour: z.boolean(),
  maps: z.boolean(),
  maps_settings: z.nullable(mapsSettings),
  guide_audio: z.boolean(),
  open_to_splash: z.boolean(),
  unit_system: z.enum(['metric', 'imperial']),
  gallery_size: z.enum(['docked', 'full']),
  gallery_theme: z.enum(['light', 'dark']),
  google_analytics: z.nullable(z.string()),
  client_google_analytics: z.nullable(z.string()),
  ga4_measurement_id: z.nullable(z.string()),
  client_ga4_measurement_id: z.nullable(z.string()),
  google_tag_manager: z.nullable(z.string()),
});
export type Brand = z.infer<typeof brand>;
/** GET brand/ — items[0] is the brand; an empty list means "use the default brand". */
export const brandListResponse = listResponse(brand);

export const labelChild = z.object({
  id: z.int(),
  name: z.string(),
  /** Scene ids carrying this label. */
  locations: z.array(z.int()),
});
export const label = z.object({
  id: z.int(),
  name: z.string(),
  depth: z.int(),
  children: z.array(labelChild),
});
export type Label = z.infer<typeof label>;
export const labelListResponse = listResponse(label);
