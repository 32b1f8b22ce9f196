import { z } from 'zod';
import { boundingBox, lngLat } from './common.ts';

/**
 * One result in the Mapbox Geocoding v5 shape. Meridian's embedded geocoder
 * answers with it and a real Mapbox, Photon-behind-an-adapter or Pelias answer
 * parses with it: only what the app reads is required.
 */
export const geocodingFeature = z.object({
  id: z.string(),
  type: z.literal('Feature'),
  place_type: z.array(z.string()),
  relevance: z.number().optional(),
  text: z.string(),
  place_name: z.string(),
  center: lngLat,
  /** [minLng, minLat, maxLng, maxLat] */
  bbox: boundingBox.optional(),
  language: z.string().optional(),
  geometry: z.object({ type: z.literal('Point'), coordinates: lngLat }),
  properties: z.record(z.string(), z.unknown()).optional(),
});
export type GeocodingFeature = z.infer<typeof geocodingFeature>;

export const geocodingResponse = z.object({
  type: z.literal('FeatureCollection'),
  query: z.array(z.union([z.string(), z.number()])).optional(),
  features: z.array(geocodingFeature),
  attribution: z.string().optional(),
});
export type GeocodingResponse = z.infer<typeof geocodingResponse>;
