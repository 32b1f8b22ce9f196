// Meridian's offline map style, made from the tenant's own data (issue 15): inline GeoJSON sources
// and no glyphs or sprites URL, so nothing is fetched from anywhere. Building names are a symbol
// layer whose letters MapLibre draws with the browser's own fonts (no glyphs URL: it rasterises
// them locally, Arabic shaping included) at the points building-labels.ts chose for each zoom
// (inside or beside their building, clear of every outline), and places by its collision rules,
// so no two overlap (issue 34). The directory lists the same places for screen readers and keyboards.
// A tenant with its own PMTiles basemap (maps_settings.basemap) gets its layers under the campus's,
// and its campus grounds (fields, water, trees) over the campus lawn.
import type { CircleLayerSpecification, ExpressionSpecification, StyleSpecification } from 'maplibre-gl';
import type { MapsSettings } from '@meridian/contracts';
import type { CampusData } from './api/map-queries.ts';
import { BASEMAP_LAYERS, BASEMAP_SOURCE, basemapSource, GROUNDS_LAYERS } from './basemap-style.ts';
import { buildingLabels, LABEL_LINE_HEIGHT, LABEL_SIZE_STOPS, type BuildingLabels } from './building-labels.ts';

export const DEFAULT_CENTER: [number, number] = [-79.3832, 43.6532];
const DEFAULT_CAMPUS_COLOR = '#d9e7d3';
const DEFAULT_BUILDINGS_COLOR = '#cdc3b5';

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

const ROADS: ExpressionSpecification = ['>=', ['index-of', 'driving', ['array', ['get', 'modes']]], 0];
const byZoom = (at14: number, at18: number): ExpressionSpecification => [
  'interpolate',
  ['exponential', 1.5],
  ['zoom'],
  14,
  at14,
  18,
  at18,
];

/** The building names' source: one point per building and zoom band (building-labels.ts), by place id. */
export const LABELS_SOURCE = 'building-labels';

/** Non-building places show as dots from this zoom (below it, only chosen ones: see campusStyle). */
export const PLACE_DOTS_ZOOM = 17;
const MARKED: ExpressionSpecification = [
  'any',
  ['boolean', ['feature-state', 'selected'], false],
  ['boolean', ['feature-state', 'highlighted'], false],
];
const MARKED_ONLY: ExpressionSpecification = ['case', MARKED, 1, 0];

/** The dots of the places that are not buildings, with a chosen place and category standing out. */
const placeDots = (colours: StyleColours) =>
  ({
    type: 'circle',
    source: 'places',
    filter: ['!', ['get', 'is_building']],
    paint: {
      'circle-radius': [
        'case',
        ['boolean', ['feature-state', 'selected'], false],
        9,
        ['boolean', ['feature-state', 'highlighted'], false],
        7,
        4,
      ],
      'circle-color': [
        'case',
        ['boolean', ['feature-state', 'selected'], false],
        colours.selected,
        ['boolean', ['feature-state', 'highlighted'], false],
        colours.route,
        '#ffffff',
      ],
      'circle-stroke-color': ['case', ['boolean', ['feature-state', 'highlighted'], false], '#ffffff', '#6f6557'],
      'circle-stroke-width': ['case', ['boolean', ['feature-state', 'highlighted'], false], 2, 1.2],
      'circle-opacity': ['case', ['boolean', ['feature-state', 'dimmed'], false], 0.35, 1],
      'circle-stroke-opacity': ['case', ['boolean', ['feature-state', 'dimmed'], false], 0.35, 1],
    },
  }) satisfies Omit<CircleLayerSpecification, 'id'>;

/**
 * The names' places per campus answer: planning them takes tens of milliseconds of main thread, and
 * the style is made again whenever the map mounts (the map screen, the viewer's map panel) or the
 * tenant's style arrives, always from the same cached answer until the language changes.
 */
const plannedLabels = new WeakMap<CampusData, BuildingLabels>();
function labelsOf(campus: CampusData): BuildingLabels {
  const known = plannedLabels.get(campus);
  if (known) return known;
  const labels = buildingLabels(campus);
  plannedLabels.set(campus, labels);
  return labels;
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
      [LABELS_SOURCE]: { type: 'geojson', data: labelsOf(campus), promoteId: 'id' },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#eeece6' } },
      ...(basemapUrl ? BASEMAP_LAYERS : []),
      { id: 'campus', type: 'fill', source: 'outlines', paint: { 'fill-color': colours.campus } },
      { id: 'campus-edge', type: 'line', source: 'outlines', paint: { 'line-color': '#a9b89c', 'line-width': 1 } },
      ...(basemapUrl ? GROUNDS_LAYERS : []),
      { id: 'surroundings', type: 'fill', source: 'surroundings', paint: { 'fill-color': '#dcd6cc' } },
      {
        id: 'roads-casing',
        type: 'line',
        source: 'paths',
        filter: ROADS,
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': '#d2ccbf', 'line-width': byZoom(4, 16) },
      },
      {
        id: 'roads',
        type: 'line',
        source: 'paths',
        filter: ROADS,
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': '#ffffff', 'line-width': byZoom(2.6, 12) },
      },
      {
        id: 'walks',
        type: 'line',
        source: 'paths',
        filter: ['!', ROADS],
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: {
          // Stairs and steps stand out, so a visitor sees what the step-free option avoids.
          'line-color': ['case', ['==', ['get', 'steps'], true], '#b5562b', '#fbf9f3'],
          'line-width': byZoom(1.4, 6),
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
            ['boolean', ['feature-state', 'highlighted'], false],
            colours.route,
            colours.buildings,
          ],
          // A chosen category's buildings stand out; the others fade.
          'fill-opacity': ['case', ['boolean', ['feature-state', 'dimmed'], false], 0.4, 1],
        },
      },
      {
        id: 'buildings-edge',
        type: 'line',
        source: 'buildings',
        paint: {
          'line-color': '#8f8373',
          'line-width': byZoom(0.7, 1.6),
          'line-opacity': ['case', ['boolean', ['feature-state', 'dimmed'], false], 0.4, 1],
        },
      },
      // What is inside or outside the buildings (a building is its own marker: outline and name).
      // At the campus-wide zoom a dot would sit on its building's name, so only a chosen place or
      // one of a chosen category shows there (and is not a click target: the building under it is);
      // from zoom 17, where names and dots have room, every dot shows and answers clicks.
      { ...placeDots(colours), id: 'places', minzoom: PLACE_DOTS_ZOOM },
      {
        ...placeDots(colours),
        id: 'places-marked',
        maxzoom: PLACE_DOTS_ZOOM,
        paint: { ...placeDots(colours).paint, 'circle-opacity': MARKED_ONLY, 'circle-stroke-opacity': MARKED_ONLY },
      },
      {
        id: 'place-labels',
        type: 'symbol',
        source: LABELS_SOURCE,
        // Each name's point for the zoom band it was placed for (a filter sees the tile's integer zoom).
        filter: ['all', ['>=', ['zoom'], ['get', 'min_zoom']], ['<', ['zoom'], ['get', 'max_zoom']]],
        layout: {
          // Broken into lines where it was placed: MapLibre must not break it again.
          'text-field': ['get', 'title'],
          'text-max-width': 40,
          // Beside a building, the letters hang from the side of the name nearest it.
          'text-anchor': ['get', 'anchor'],
          // The app's bundled faces (components/fonts.css): MapLibre loads them before it draws.
          'text-font': ['Mulish Variable', 'Noto Sans Arabic Variable', 'sans-serif'],
          'text-size': ['interpolate', ['linear'], ['zoom'], ...LABEL_SIZE_STOPS.flat()],
          'text-line-height': LABEL_LINE_HEIGHT,
          'text-padding': 2,
        },
        paint: {
          'text-color': ['case', ['boolean', ['feature-state', 'dimmed'], false], '#8a8276', '#2b2620'],
          'text-halo-color': 'rgba(255, 255, 255, 0.9)',
          'text-halo-width': 1.4,
        },
      },
    ],
  };
}
