import { z } from 'zod';
import { imageRef, listResponse, lngLat, pageMeta } from './common.ts';

export const mapsFeatureType = z.object({ id: z.number().int(), name: z.string(), slug: z.string(), icon: z.string() });
export type MapsFeatureType = z.infer<typeof mapsFeatureType>;

export const placePage = z.object({
  id: z.number().int(),
  title: z.string(),
  meta: pageMeta.extend({ html_path: z.string(), show_in_menus: z.boolean(), parent: z.number().int().nullable() }),
  maps_feature_type: mapsFeatureType.nullable(),
  /** Every category the place is listed in. */
  categories: z.array(mapsFeatureType),
  content_type: z.string(),
  is_building: z.boolean(),
  get_image: imageRef.nullable(),
  coordinates: lngLat.nullable(),
  body: z.string(),
  address: z.string(),
});
export type PlacePage = z.infer<typeof placePage>;
export const placePageListResponse = listResponse(placePage);

export const searchPlaceResult = z.object({
  title: z.string(),
  id: z.string(),
  page_id: z.number().int().nullable(),
  coordinates: lngLat,
  maps_feature_type: mapsFeatureType.nullable(),
  thumbnail: z.string().nullable(),
  content_type: z.string(),
  source: z.enum(['circuit', 'mapbox']),
  is_building: z.boolean(),
});
export type SearchPlaceResult = z.infer<typeof searchPlaceResult>;

export const category = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  icon: z.string(),
  place_count: z.number().int().nonnegative(),
});
export type Category = z.infer<typeof category>;
export const categoryListResponse = listResponse(category);
