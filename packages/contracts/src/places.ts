import * as z from 'zod/mini';
import { imageRef, listResponse, lngLat, pageMeta } from './common.ts';

export const mapsFeatureType = z.object({ id: z.int(), name: z.string(), slug: z.string(), icon: z.string() });
export type MapsFeatureType = z.infer<typeof mapsFeatureType>;

export const placePage = z.object({
  id: z.int(),
  title: z.string(),
  meta: z.extend(pageMeta, { html_path: z.string(), show_in_menus: z.boolean(), parent: z.nullable(z.int()) }),
  maps_feature_type: z.nullable(mapsFeatureType),
  /** Every category the place is listed in. */
  categories: z.array(mapsFeatureType),
  content_type: z.string(),
  is_building: z.boolean(),
  get_image: z.nullable(imageRef),
  coordinates: z.nullable(lngLat),
  body: z.string(),
  address: z.string(),
});
export type PlacePage = z.infer<typeof placePage>;
export const placePageListResponse = listResponse(placePage);

export const searchPlaceResult = z.object({
  title: z.string(),
  id: z.string(),
  page_id: z.nullable(z.int()),
  coordinates: lngLat,
  maps_feature_type: z.nullable(mapsFeatureType),
  thumbnail: z.nullable(z.string()),
  content_type: z.string(),
  source: z.enum(['circuit', 'mapbox']),
  is_building: z.boolean(),
});
export type SearchPlaceResult = z.infer<typeof searchPlaceResult>;

export const category = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  icon: z.string(),
  place_count: z.int().check(z.nonnegative()),
});
export type Category = z.infer<typeof category>;
export const categoryListResponse = listResponse(category);
