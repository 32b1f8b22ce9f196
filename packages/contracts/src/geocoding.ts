import * as z from 'zod/mini';
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
  relevance: z.optional(z.number()),
  text: z.string(),
  place_name: z.string(),
  center: lngLat,
  /** [minLng, minLat, maxLng, maxLat] */
  bbox: z.optional(boundingBox),
  language: z.optional(z.string()),
  geometry: z.object({ type: z.literal('Point'), coordinates: lngLat }),
  properties: z.optional(z.record(z.string(), z.unknown())),
  /** What the result lies in or on, smallest first: its street, its campus. */
  context: z.optional(z.array(z.object({ id: z.string(), text: z.string() }))),
});
export type GeocodingFeature = z.infer<typeof geocodingFeature>;

export const geocodingResponse = z.object({
  type: z.literal('FeatureCollection'),
  query: z.optional(z.array(z.union([z.string(), z.number()]))),
  features: z.array(geocodingFeature),
  attribution: z.optional(z.string()),
});
export type GeocodingResponse = z.infer<typeof geocodingResponse>;
