/**
 * The part of @mapbox/mapbox-sdk the contract tests call. DefinitelyTyped's types narrow
 * `exclude` and `geometries` per profile beyond what the SDK itself checks at run time; these
 * follow the SDK's own validators (services/directions.js, services/geocoding.js).
 */
declare module '@mapbox/mapbox-sdk' {
  export interface MapiResponse {
    statusCode: number;
    body: unknown;
  }
  export interface MapiRequest {
    send(): Promise<MapiResponse>;
  }
  export interface MapiError {
    type: string;
    statusCode?: number;
    body?: unknown;
  }
  export interface MapiClient {
    readonly origin: string;
  }
  export default function mbxClient(config: { accessToken: string; origin?: string }): MapiClient;
}

declare module '@mapbox/mapbox-sdk/services/directions' {
  import type { MapiClient, MapiRequest } from '@mapbox/mapbox-sdk';
  export type DirectionsProfile = 'walking' | 'cycling' | 'driving' | 'driving-traffic';
  export interface DirectionsWaypoint {
    coordinates: [number, number];
    waypointName?: string;
    radius?: number | 'unlimited';
  }
  export interface DirectionsRequest {
    profile?: DirectionsProfile;
    waypoints: DirectionsWaypoint[];
    alternatives?: boolean;
    annotations?: ('duration' | 'distance' | 'speed' | 'congestion')[];
    continueStraight?: boolean;
    exclude?: string;
    geometries?: string;
    language?: string;
    overview?: string;
    steps?: boolean;
  }
  export default function mbxDirections(client: MapiClient): {
    getDirections(request: DirectionsRequest): MapiRequest;
  };
}

declare module '@mapbox/mapbox-sdk/services/geocoding' {
  import type { MapiClient, MapiRequest } from '@mapbox/mapbox-sdk';
  interface CommonGeocodeRequest {
    mode?: 'mapbox.places' | 'mapbox.places-permanent';
    countries?: string[];
    types?: string[];
    limit?: number;
    language?: string[];
  }
  export default function mbxGeocoding(client: MapiClient): {
    forwardGeocode(
      request: CommonGeocodeRequest & {
        query: string;
        proximity?: [number, number];
        bbox?: [number, number, number, number];
        autocomplete?: boolean;
        fuzzyMatch?: boolean;
      },
    ): MapiRequest;
    reverseGeocode(request: CommonGeocodeRequest & { query: [number, number] }): MapiRequest;
  };
}
