import { category, type Category, type MapsFeatureType } from '@meridian/contracts';
import type { DocumentReader } from '../../documents/document-reader.ts';
import {
  allFeatures,
  buildingFeature,
  placePointFeature,
  type BuildingFeature,
  type PlacePointFeature,
} from '../../documents/map-features.ts';
import { withVisiblePages } from '../../documents/visible-references.ts';

export interface FeatureCollection<F> {
  type: 'FeatureCollection';
  features: F[];
}

export function collection<F>(features: F[]): FeatureCollection<F> {
  return { type: 'FeatureCollection', features };
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

export async function findCategory(
  reader: DocumentReader,
  key: { id: number } | { slug: string },
): Promise<Category | undefined> {
  return 'id' in key ? reader.byId('category', category, key.id) : reader.bySlug('category', category, key.slug);
}
