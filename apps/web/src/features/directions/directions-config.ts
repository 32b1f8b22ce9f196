// Which directions service the app uses: Meridian's embedded router on the tenant's own origin,
// unless the tenant's pack names a real engine (maps_settings.directions_api: Mapbox, OSRM or
// Valhalla, with its base URL and, for Mapbox, a public token). The server lets the tenant's pages
// reach that origin (CSP connect-src) only then; see docs/maps.md.
import type { MapsSettings } from '@meridian/contracts';
import type { DirectionsService } from './directions-service.ts';

export type DirectionsApiSetting = NonNullable<MapsSettings['directions_api']>;

export function directionsService(setting: DirectionsApiSetting | null | undefined, origin: string): DirectionsService {
  switch (setting?.kind) {
    case 'osrm':
      return { kind: 'osrm', baseUrl: setting.url };
    case 'valhalla':
      return { kind: 'valhalla', baseUrl: setting.url };
    case 'mapbox':
      return setting.access_token
        ? { kind: 'mapbox', token: setting.access_token, baseUrl: setting.url }
        : { kind: 'meridian', origin };
    default:
      return { kind: 'meridian', origin };
  }
}
