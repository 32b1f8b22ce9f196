// Which directions service the app uses: Meridian's embedded router on the tenant's own origin,
// unless the build names a real engine (VITE_DIRECTIONS_KIND osrm | valhalla | mapbox, with
// VITE_DIRECTIONS_URL, and VITE_MAPBOX_TOKEN for Mapbox).
import type { DirectionsService } from './directions-service.ts';

export interface DirectionsEnv {
  VITE_DIRECTIONS_KIND?: string;
  VITE_DIRECTIONS_URL?: string;
  VITE_MAPBOX_TOKEN?: string;
}

export function directionsService(env: DirectionsEnv, origin: string): DirectionsService {
  const url = env.VITE_DIRECTIONS_URL ?? '';
  switch (env.VITE_DIRECTIONS_KIND) {
    case 'osrm':
      return url ? { kind: 'osrm', baseUrl: url } : { kind: 'meridian', origin };
    case 'valhalla':
      return url ? { kind: 'valhalla', baseUrl: url } : { kind: 'meridian', origin };
    case 'mapbox':
      return env.VITE_MAPBOX_TOKEN
        ? { kind: 'mapbox', token: env.VITE_MAPBOX_TOKEN, ...(url ? { baseUrl: url } : {}) }
        : { kind: 'meridian', origin };
    default:
      return { kind: 'meridian', origin };
  }
}
