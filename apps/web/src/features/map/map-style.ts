// Meridian's offline map style, made from the tenant's own data (issue 15): inline GeoJSON sources
// and fill/line/circle layers only, so no glyphs, sprites or tiles are fetched from anywhere.
// Labels are drawn as DOM elements by the map component, where screen readers can reach them.
// A tenant with its own PMTiles basemap (maps_settings.basemap) gets its layers under the campus's.
import type { StyleSpecification } from 'maplibre-gl';
import type { MapsSettings } from '@meridian/contracts';
import type { CampusData } from './api/map-queries.ts';
import { BASEMAP_LAYERS, BASEMAP_SOURCE, basemapSource } from './basemap-style.ts';

export const DEFAULT_CENTER: [number, number] = [-79.3832, 43.6532];
const DEFAULT_CAMPUS_COLOR = '#d9e7d3';
const DEFAULT_BUILDINGS_COLOR = '#4a5d73';

export interface StyleColours {
  campus: string;
  buildings: string;
  route: string;
  selected: string;
}

export function styleColours(settings: MapsSettings | null, brandColour: string): StyleColours {
  return {
    campus: settings?.campus_color ?? DEFAULT_CAMPUS_COLOR,
    buildings: settings?.buildings_color ?? DEFAULT_BUILDINGS_COLOR,
    route: brandColour,
    selected: '#f5a623',
  };
}

/** The campus outlines' extent, to open the map on the whole campus. */
export function campusBounds(campus: CampusData): [number, number, number, number] | null {
  const points = campus.outlines.features.flatMap((feature) =>
    feature.geometry.type === 'Polygon' ? feature.geometry.coordinates.flat() : [],
  );
  if (points.length === 0) return null;
  const lngs = points.map((point) => point[0]);
  const lats = points.map((point) => point[1]);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

/** `basemapUrl`: the `pmtiles://` URL of the tenant's basemap, or null for none. */
export function campusStyle(
  campus: CampusData,
  colours: StyleColours,
  basemapUrl: string | null = null,
): StyleSpecification {
  return {
    version: 8,
    sources: {
      ...(basemapUrl ? { [BASEMAP_SOURCE]: basemapSource(basemapUrl) } : {}),
      outlines: { type: 'geojson', data: campus.outlines },
      buildings: { type: 'geojson', data: campus.buildings, promoteId: 'id' },
      surroundings: { type: 'geojson', data: campus.surroundings },
      places: { type: 'geojson', data: campus.places, promoteId: 'id' },
      paths: { type: 'geojson', data: campus.paths },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#eef1ee' } },
      ...(basemapUrl ? BASEMAP_LAYERS : []),
      { id: 'campus', type: 'fill', source: 'outlines', paint: { 'fill-color': colours.campus } },
      { id: 'campus-edge', type: 'line', source: 'outlines', paint: { 'line-color': '#7a8f74', 'line-width': 1.5 } },
      { id: 'surroundings', type: 'fill', source: 'surroundings', paint: { 'fill-color': '#cfd3d6' } },
      {
        id: 'roads',
        type: 'line',
        source: 'paths',
        filter: ['>=', ['index-of', 'driving', ['array', ['get', 'modes']]], 0],
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': '#ffffff', 'line-width': ['interpolate', ['linear'], ['zoom'], 14, 3, 18, 12] },
      },
      {
        id: 'walks',
        type: 'line',
        source: 'paths',
        filter: ['<', ['index-of', 'driving', ['array', ['get', 'modes']]], 0],
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: {
          // Stairs and steps stand out, so a visitor sees what the step-free option avoids.
          'line-color': ['case', ['==', ['get', 'steps'], true], '#b5562b', '#f7f4ea'],
          'line-width': ['interpolate', ['linear'], ['zoom'], 14, 1.5, 18, 6],
        },
      },
      {
        id: 'buildings',
        type: 'fill',
        source: 'buildings',
        paint: {
          'fill-color': [
            'case',
            ['boolean', ['feature-state', 'selected'], false],
            colours.selected,
            colours.buildings,
          ],
          'fill-opacity': 0.85,
        },
      },
      { id: 'buildings-edge', type: 'line', source: 'buildings', paint: { 'line-color': '#1d2733', 'line-width': 1 } },
      {
        id: 'places',
        type: 'circle',
        source: 'places',
        paint: {
          'circle-radius': ['case', ['boolean', ['feature-state', 'selected'], false], 9, 5],
          'circle-color': ['case', ['boolean', ['feature-state', 'selected'], false], colours.selected, '#ffffff'],
          'circle-stroke-color': colours.buildings,
          'circle-stroke-width': 2,
        },
      },
    ],
  };
}
