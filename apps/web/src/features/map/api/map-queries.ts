// The map calls of spec section 7, as TanStack queries keyed by tenant, language and version.
// Every request takes the query's AbortSignal: selecting another category or typing on in the
// search box cancels the request that is no longer wanted.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  buildingsResponse,
  campusOutlinesResponse,
  categoryListResponse,
  directoryCategoryResponse,
  listResponse,
  osmBuildingsResponse,
  pathsResponse,
  placePointsResponse,
  searchPlaceResult,
  type SearchPlaceResult,
} from '@meridian/contracts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { parseStyle, withToken } from '../tenant-style.ts';
import { fetchGeocoding, type GeocodingService } from './geocoding-service.ts';
import { contentKey, type ContentScope } from '../../../lib/tenant-context.tsx';

const placeSearchResponse = listResponse(searchPlaceResult);

/** Everything the default style draws, fetched together. */
export function campusQuery(api: ApiClient, scope: ContentScope) {
  return queryOptions({
    queryKey: contentKey(scope, 'map', 'campus'),
    queryFn: async ({ signal }) => {
      const [outlines, buildings, surroundings, places, paths] = await Promise.all([
        api.getVersioned('maps/campus-outlines/', campusOutlinesResponse, { signal }),
        api.getVersioned('maps/campus-buildings/', buildingsResponse, { signal }),
        api.getVersioned('maps/osm/buildings', osmBuildingsResponse, { signal }),
        api.getVersioned('maps/wayfinding/places/', placePointsResponse, { signal }),
        api.getVersioned('maps/paths/', pathsResponse, { signal }),
      ]);
      return { outlines, buildings, surroundings, places, paths };
    },
    staleTime: Infinity,
    meta: { context: 'map campus' },
  });
}
export type CampusData = Awaited<ReturnType<NonNullable<ReturnType<typeof campusQuery>['queryFn']>>>;

export function directoryQuery(api: ApiClient, scope: ContentScope) {
  return queryOptions({
    queryKey: contentKey(scope, 'map', 'directory'),
    queryFn: async ({ signal }) => (await api.getVersioned('maps/directory/', categoryListResponse, { signal })).items,
    staleTime: Infinity,
    meta: { context: 'map directory' },
  });
}

export function categoryQuery(api: ApiClient, scope: ContentScope, slug: string) {
  return queryOptions({
    queryKey: contentKey(scope, 'map', 'directory', slug),
    queryFn: async ({ signal }) =>
      (await api.getVersioned(`maps/directory/${encodeURIComponent(slug)}/`, directoryCategoryResponse, { signal }))
        .feature_type_results,
    staleTime: Infinity,
    meta: { context: 'map category' },
  });
}

/**
 * Both sources in one list: the tenant's own places (circuit) first, then geocoder results
 * (mapbox) from Meridian's geocoder or the tenant's configured one (geocoding-service.ts).
 */
export function searchQuery(
  api: ApiClient,
  scope: ContentScope,
  text: string,
  geocoding: GeocodingService = { kind: 'meridian' },
  proximity?: readonly [number, number],
) {
  return queryOptions({
    queryKey: contentKey(scope, 'map', 'search', geocoding.kind, text),
    queryFn: async ({ signal }): Promise<SearchPlaceResult[]> => {
      const [own, geocoded] = await Promise.all([
        api.getVersioned('maps/search/', placeSearchResponse, { params: { search: text }, signal }),
        fetchGeocoding(api, geocoding, { text, language: scope.language, proximity, signal }),
      ]);
      const titles = new Set(own.items.map((item) => item.title));
      const streets = geocoded.features
        .filter((feature) => !titles.has(feature.text))
        .map((feature): SearchPlaceResult => ({
          title: feature.text,
          id: feature.id,
          page_id: null,
          coordinates: feature.center,
          maps_feature_type: null,
          thumbnail: null,
          content_type: feature.place_type[0] ?? 'place',
          source: 'mapbox',
          is_building: false,
        }));
      return [...own.items, ...streets];
    },
    enabled: text.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    meta: { context: 'map search' },
  });
}

/** The tenant's own MapLibre style (maps_settings.style), when it has one: fetched from its host. */
export function tenantStyleQuery(styleUrl: string | null, token: string | undefined) {
  return queryOptions({
    queryKey: ['map', 'tenant-style', styleUrl, token ?? null],
    queryFn: async ({ signal }) => {
      const response = await fetch(withToken(styleUrl ?? '', styleUrl ?? '', token), { signal });
      if (!response.ok) throw new Error(`The map style answered ${String(response.status)}`);
      return parseStyle(await response.json());
    },
    enabled: styleUrl !== null,
    staleTime: Infinity,
    retry: false,
    meta: { context: 'map style' },
  });
}
