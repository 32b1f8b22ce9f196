import {
  buildingProperties,
  campusOutlineProperties,
  category,
  feature,
  osmBuildingProperties,
  placePointProperties,
  type Category,
  type MapsFeatureType,
  type SearchPlaceResult,
} from '@meridian/contracts';
import type { z } from 'zod';
import type { DocumentReader } from '../documents/document-reader.ts';
import { withVisiblePages } from '../documents/visible-references.ts';

export const campusOutlineFeature = feature(campusOutlineProperties);
export const buildingFeature = feature(buildingProperties);
export const placePointFeature = feature(placePointProperties);
export const osmBuildingFeature = feature(osmBuildingProperties);

export type BuildingFeature = z.infer<typeof buildingFeature>;
export type PlacePointFeature = z.infer<typeof placePointFeature>;

export interface FeatureCollection<F> {
  type: 'FeatureCollection';
  features: F[];
}

export function collection<F>(features: F[]): FeatureCollection<F> {
  return { type: 'FeatureCollection', features };
}

export async function allFeatures<T extends z.core.$ZodType>(
  reader: DocumentReader,
  kind: 'campus_outline' | 'building' | 'place_point' | 'osm_building',
  schema: T,
): Promise<z.infer<T>[]> {
  return (await reader.list(kind, schema)).items;
}

/** Buildings and place points name their place page only when the request may see it. */
export async function buildings(reader: DocumentReader): Promise<BuildingFeature[]> {
  return withVisiblePages(reader, await allFeatures(reader, 'building', buildingFeature));
}

export async function placePoints(reader: DocumentReader): Promise<PlacePointFeature[]> {
  return withVisiblePages(reader, await allFeatures(reader, 'place_point', placePointFeature));
}

/** Buildings that hold at least one place: the polygons the map makes clickable. */
export async function buildingsWithPlaces(reader: DocumentReader): Promise<BuildingFeature[]> {
  const [all, points] = await Promise.all([buildings(reader), placePoints(reader)]);
  const withPlaces = new Set(points.map((point) => point.properties.polygon_id));
  return all.filter((building) => withPlaces.has(building.properties.id) || building.properties.page_id !== null);
}

export function featureType(category: Category): MapsFeatureType {
  return { id: category.id, name: category.name, slug: category.slug, icon: category.icon };
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

export async function findCategory(
  reader: DocumentReader,
  key: { id: number } | { slug: string },
): Promise<Category | undefined> {
  return 'id' in key ? reader.byId('category', category, key.id) : reader.bySlug('category', category, key.slug);
}
