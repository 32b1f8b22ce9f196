import * as z from 'zod/mini';
import { feature, featureCollection } from './geojson.ts';
import { mapsFeatureType, searchPlaceResult } from './places.ts';

export const campusOutlineProperties = z.object({ id: z.int(), name: z.string() });
/** GET maps/campus-outlines/ */
export const campusOutlinesResponse = featureCollection(campusOutlineProperties);

export const buildingProperties = z.object({
  id: z.int(),
  name: z.string(),
  /** The building's place page, when it has one. */
  page_id: z.nullable(z.int()),
  levels: z.int().check(z.nonnegative()),
  /** Doors of the building (routing ends there); written by the importer. */
  entrances: z.optional(
    z.array(z.object({ coordinates: z.tuple([z.number(), z.number()]), name: z.string(), accessible: z.boolean() })),
  ),
});
/** GET maps/campus-buildings/ and maps/places/polygons/ */
export const buildingsResponse = featureCollection(buildingProperties);

export const placePointProperties = z.object({
  id: z.int(),
  title: z.string(),
  page_id: z.nullable(z.int()),
  /** Building polygon the place belongs to. */
  polygon_id: z.nullable(z.int()),
  maps_feature_type: z.nullable(mapsFeatureType),
  /** Every category (maps feature type) id the place is listed in. */
  category_ids: z.array(z.int()),
  /** Kept as the CMS sends it: may be a JSON string and is parsed by the client. */
  page: z.nullable(z.string()),
  thumbnail: z.nullable(z.string()),
  is_building: z.boolean(),
});
/** GET maps/places/points/{polygonId} and maps/wayfinding/places/ */
export const placePointsResponse = featureCollection(placePointProperties);

export const osmBuildingProperties = z.object({ id: z.int(), name: z.nullable(z.string()) });
/** GET maps/osm/buildings — surrounding buildings that are not the tenant's own. */
export const osmBuildingsResponse = featureCollection(osmBuildingProperties);

/** GET maps/directory/{slug or id}/ — the category's places as GeoJSON plus search-shaped results. */
export const directoryCategoryResponse = z.extend(featureCollection(placePointProperties), {
  category: mapsFeatureType,
  feature_type_results: z.array(searchPlaceResult),
});

export const pathProperties = z.object({
  id: z.int(),
  name: z.string(),
  modes: z.array(z.enum(['walking', 'cycling', 'driving'])),
  /** The path has stairs or steps: step-free routes avoid it. */
  steps: z._default(z.boolean(), false),
});
/** A stored path of the tenant's network (the router's input). */
export const pathFeature = feature(pathProperties);
/** GET maps/paths/ — the walks and roads the offline map draws. */
export const pathsResponse = featureCollection(pathProperties);
