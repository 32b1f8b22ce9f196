// A small campus for component tests of the map screen: one outline, two buildings with their
// places, one walk, one category and the search answers, all contract-valid.
import type { Category, SearchPlaceResult } from '@meridian/contracts';
import { list } from './fixtures.ts';

const square = (lng: number, lat: number, size: number) => ({
  type: 'Polygon' as const,
  coordinates: [
    [
      [lng, lat],
      [lng + size, lat],
      [lng + size, lat + size],
      [lng, lat + size],
      [lng, lat],
    ],
  ],
});

const LIBRARIES = { id: 3, name: 'Libraries', slug: 'libraries', icon: 'book' };

function place(id: number, title: string, at: [number, number], category: typeof LIBRARIES | null) {
  return {
    type: 'Feature' as const,
    id,
    geometry: { type: 'Point' as const, coordinates: at },
    properties: {
      id,
      title,
      page_id: null,
      polygon_id: id,
      maps_feature_type: category,
      category_ids: category ? [category.id] : [],
      page: null,
      thumbnail: null,
      is_building: true,
    },
  };
}

export const LIBRARY = place(101, 'Harriet Library', [-79.4, 43.66], LIBRARIES);
export const HALL = place(102, 'Mercer Hall', [-79.398, 43.661], null);

const asResult = (feature: typeof LIBRARY): SearchPlaceResult => ({
  title: feature.properties.title,
  id: `place.${feature.properties.id}`,
  page_id: null,
  coordinates: feature.geometry.coordinates,
  maps_feature_type: feature.properties.maps_feature_type,
  thumbnail: null,
  content_type: 'place',
  source: 'circuit',
  is_building: true,
});

const collection = (features: unknown[]) => ({ type: 'FeatureCollection', features });

const CATEGORIES: Category[] = [
  { ...LIBRARIES, place_count: 1 },
  { id: 4, name: 'Parking', slug: 'parking', icon: 'car', place_count: 0 },
];

/** Answers for the map calls of spec section 7, by pathname; undefined when the path is not a map call. */
export function mapAnswer(url: URL): { status: number; body: unknown } | undefined {
  const path = url.pathname;
  const ok = (body: unknown) => ({ status: 200, body });
  if (path === '/api/v2/maps/campus-outlines/') {
    return ok(
      collection([
        { type: 'Feature', id: 1, geometry: square(-79.401, 43.659, 0.004), properties: { id: 1, name: 'Main' } },
      ]),
    );
  }
  if (path === '/api/v2/maps/campus-buildings/') {
    return ok(
      collection(
        [LIBRARY, HALL].map((point) => ({
          type: 'Feature',
          id: point.id,
          geometry: square(point.geometry.coordinates[0], point.geometry.coordinates[1], 0.0005),
          properties: { id: point.id, name: point.properties.title, page_id: null, levels: 3 },
        })),
      ),
    );
  }
  if (path === '/api/v2/maps/osm/buildings') return ok(collection([]));
  if (path === '/api/v2/maps/wayfinding/places/') return ok(collection([LIBRARY, HALL]));
  if (path === '/api/v2/maps/paths/') {
    return ok(
      collection([
        {
          type: 'Feature',
          id: 1,
          geometry: { type: 'LineString', coordinates: [LIBRARY.geometry.coordinates, HALL.geometry.coordinates] },
          properties: { id: 1, name: 'Mall', modes: ['walking'], steps: false },
        },
      ]),
    );
  }
  if (path === '/api/v2/maps/directory/') return ok(list(CATEGORIES));
  if (path === '/api/v2/maps/directory/libraries/') {
    return ok({ ...collection([LIBRARY]), category: LIBRARIES, feature_type_results: [asResult(LIBRARY)] });
  }
  if (path === '/api/v2/maps/search/') {
    const text = (url.searchParams.get('search') ?? '').toLowerCase();
    return ok(list([LIBRARY, HALL].filter((p) => p.properties.title.toLowerCase().includes(text)).map(asResult)));
  }
  if (path.startsWith('/geocoding/v5/mapbox.places/')) return ok(collection([]));
  return undefined;
}
