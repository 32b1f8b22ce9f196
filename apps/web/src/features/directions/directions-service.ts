// Where directions come from (spec section 7, "Maps directions service"): Meridian's embedded
// router, at the Mapbox Directions v5 path of the tenant's host, by default; a build may point the
// app at a real OSRM, Valhalla (OSRM output) or Mapbox instead (docs/maps.md).
import type { TravelMode } from '@meridian/contracts';

export type LngLat = [number, number];

export type DirectionsService =
  | { kind: 'meridian'; origin: string }
  | { kind: 'osrm'; baseUrl: string }
  | { kind: 'valhalla'; baseUrl: string }
  | { kind: 'mapbox'; token: string; baseUrl?: string };

export interface DirectionsQuery {
  mode: TravelMode;
  from: LngLat;
  to: LngLat;
  /** The app's language; sent as the provider expects (zh-hans as zh). */
  language: string;
  /** Meridian's own option; other providers have no step-free profile and ignore it. */
  stepFree: boolean;
}

/** The language a directions provider is sent: zh-hans as zh (spec section 7), default en. */
export function providerLanguage(language: string): string {
  const lower = language.trim().toLowerCase();
  if (lower === '') return 'en';
  return lower === 'zh-hans' ? 'zh' : lower;
}

const VALHALLA_COSTING: Record<TravelMode, string> = { walking: 'pedestrian', cycling: 'bicycle', driving: 'auto' };
const coordinates = ({ from, to }: DirectionsQuery) => `${from.join(',')};${to.join(',')}`;
const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Polyline precision of the answers: Valhalla's OSRM output encodes with 6 digits, the others with 5. */
export function geometryPrecision(service: DirectionsService): 5 | 6 {
  return service.kind === 'valhalla' ? 6 : 5;
}

/** The request URL: steps, full overview, polyline geometry and language (spec section 7). */
export function directionsUrl(service: DirectionsService, query: DirectionsQuery): string {
  const language = providerLanguage(query.language);
  const common = { steps: 'true', overview: 'full', geometries: 'polyline', language };
  switch (service.kind) {
    case 'meridian': {
      // Meridian serves the Mapbox Directions v5 API on the tenant's host; the step-free route is
      // its `exclude=steps` class (docs/maps.md).
      const url = new URL(`/directions/v5/mapbox/${query.mode}/${coordinates(query)}`, service.origin);
      for (const [name, value] of Object.entries(common)) url.searchParams.set(name, value);
      if (query.stepFree) url.searchParams.set('exclude', 'steps');
      return url.toString();
    }
    case 'osrm': {
      const url = new URL(`${trimSlash(service.baseUrl)}/route/v1/${query.mode}/${coordinates(query)}`);
      for (const [name, value] of Object.entries(common)) if (name !== 'language') url.searchParams.set(name, value);
      return url.toString();
    }
    case 'mapbox': {
      const base = trimSlash(service.baseUrl ?? 'https://api.mapbox.com');
      const url = new URL(`${base}/directions/v5/mapbox/${query.mode}/${coordinates(query)}`);
      for (const [name, value] of Object.entries({ ...common, access_token: service.token })) {
        url.searchParams.set(name, value);
      }
      return url.toString();
    }
    case 'valhalla': {
      const request = {
        locations: [query.from, query.to].map(([lon, lat]) => ({ lat, lon })),
        costing: VALHALLA_COSTING[query.mode],
        format: 'osrm',
        directions_options: { language },
      };
      const url = new URL(`${trimSlash(service.baseUrl)}/route`);
      url.searchParams.set('json', JSON.stringify(request));
      return url.toString();
    }
  }
}
