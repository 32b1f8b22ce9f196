// Where place search's geocoder results come from: Meridian's Mapbox Geocoding v5 path on the
// tenant's host by default, or a real Mapbox Geocoding v5 API when the tenant's pack names one
// (maps_settings.geocoding_api: base URL and public token; docs/maps.md). Same answer shape, same
// parser; only the URL and the credentials differ.
import { geocodingResponse, type GeocodingResponse, type MapsSettings } from '@meridian/contracts';
import type { ApiClient } from '../../../lib/api-client.ts';

export type GeocodingService = { kind: 'meridian' } | { kind: 'mapbox'; baseUrl: string; token: string };

export interface GeocodingQuery {
  text: string;
  language: string;
  /** Results near here rank first: the campus centre. */
  proximity?: readonly [number, number] | undefined;
  signal?: AbortSignal | undefined;
}

const LIMIT = 5;
const EMPTY: GeocodingResponse = { type: 'FeatureCollection', features: [] };

export function geocodingService(settings: MapsSettings | null): GeocodingService {
  const api = settings?.geocoding_api;
  return api ? { kind: 'mapbox', baseUrl: api.url, token: api.access_token } : { kind: 'meridian' };
}

/** The forward-geocoding URL on a Mapbox Geocoding v5 API. */
export function mapboxGeocodingUrl(service: { baseUrl: string; token: string }, query: GeocodingQuery): string {
  const base = service.baseUrl.replace(/\/+$/, '');
  const url = new URL(`${base}/geocoding/v5/mapbox.places/${encodeURIComponent(query.text)}.json`);
  url.searchParams.set('limit', String(LIMIT));
  url.searchParams.set('language', query.language);
  if (query.proximity) url.searchParams.set('proximity', query.proximity.join(','));
  url.searchParams.set('access_token', service.token);
  return url.toString();
}

/**
 * The geocoder's answer. Meridian's goes through the API client (versioned, the tenant's
 * cookies); an outside geocoder gets no credentials, and when it fails the search still shows
 * the tenant's own places (its results are then none).
 */
export async function fetchGeocoding(
  api: ApiClient,
  service: GeocodingService,
  query: GeocodingQuery,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<GeocodingResponse> {
  if (service.kind === 'meridian') {
    return api.getVersioned(`/geocoding/v5/mapbox.places/${encodeURIComponent(query.text)}.json`, geocodingResponse, {
      params: { limit: LIMIT },
      ...(query.signal ? { signal: query.signal } : {}),
    });
  }
  try {
    const response = await fetchImpl(mapboxGeocodingUrl(service, query), {
      signal: query.signal ?? null,
      headers: { Accept: 'application/json' },
      credentials: 'omit',
    });
    if (!response.ok) return EMPTY;
    const parsed = geocodingResponse.safeParse(await response.json());
    return parsed.success ? parsed.data : EMPTY;
  } catch (error) {
    if (query.signal?.aborted) throw error;
    return EMPTY;
  }
}
