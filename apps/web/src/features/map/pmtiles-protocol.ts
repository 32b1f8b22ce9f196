// Registers the `pmtiles://` protocol with MapLibre, once per page and only for a tenant with a
// basemap (use-basemap.ts imports this module with import(), so the `pmtiles` reader, about 9 KB
// gzip, stays out of the map route's JS for the others). The reader fetches nothing by itself:
// only the archive URL MapLibre gives it, by byte ranges.
import { addProtocol } from 'maplibre-gl';
import { Protocol } from 'pmtiles';

let registered = false;

export function registerPmtilesProtocol(): void {
  if (registered) return;
  addProtocol('pmtiles', new Protocol().tile);
  registered = true;
}
