import {
  buildingProperties,
  campusOutlineProperties,
  feature,
  osmBuildingProperties,
  placePointProperties,
  type SearchPlaceResult,
} from '@meridian/contracts';
import type { z } from 'zod';
import type { DocumentReader } from './document-reader.ts';

// The campus map's features as an import stores them (one document per feature): the maps module
// serves them as GeoJSON, wayfinding routes and geocodes over them. Shared, so in the core.

export const campusOutlineFeature = feature(campusOutlineProperties);
export const buildingFeature = feature(buildingProperties);
export const placePointFeature = feature(placePointProperties);
export const osmBuildingFeature = feature(osmBuildingProperties);

export type BuildingFeature = z.infer<typeof buildingFeature>;
export type PlacePointFeature = z.infer<typeof placePointFeature>;

export async function allFeatures<T extends z.core.$ZodType>(
  reader: DocumentReader,
  kind: 'campus_outline' | 'building' | 'place_point' | 'osm_building',
  schema: T,
): Promise<z.infer<T>[]> {
  return (await reader.list(kind, schema)).items;
}

/** A point's position: its own coordinates, or the first vertex of other geometries. */
function pointOf(point: PlacePointFeature): [number, number] {
  const { geometry } = point;
  let position: number[] | undefined;
  if (geometry.type === 'Point') position = geometry.coordinates;
  else if (geometry.type === 'LineString') position = geometry.coordinates[0];
  else if (geometry.type === 'Polygon') position = geometry.coordinates[0]?.[0];
  else position = geometry.coordinates[0]?.[0]?.[0];
  return [position?.[0] ?? 0, position?.[1] ?? 0];
}

/** The directory's search-shaped result for a place (`source: circuit`, Meridian's own data). */
export function searchResult(point: PlacePointFeature): SearchPlaceResult {
  const { properties } = point;
  return {
    title: properties.title,
    id: `place.${properties.id}`,
    page_id: properties.page_id,
    coordinates: pointOf(point),
    maps_feature_type: properties.maps_feature_type,
    thumbnail: properties.thumbnail,
    content_type: properties.page_id === null ? 'maps.place' : 'place.placepage',
    source: 'circuit',
    is_building: properties.is_building,
  };
}
