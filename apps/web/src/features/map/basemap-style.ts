// The tenant's own offline basemap (maps_settings.basemap, issue 15): a PMTiles archive of vector
// tiles on the tenant's own origin, read by byte ranges through the `pmtiles://` protocol
// (pmtiles-protocol.ts). Its layers go between the offline background and the campus layers. Fill
// and line layers only: no glyphs or sprites, so nothing is fetched from anywhere else.
// The archive's source layers are the ones tools/demo-content writes (docs/content-packs.md):
// earth, water, parks, roads (kind major|minor) and buildings; a layer an archive lacks is empty.
import type { ExpressionSpecification, LayerSpecification, SourceSpecification } from 'maplibre-gl';

export const BASEMAP_SOURCE = 'basemap';

/** The `pmtiles://` URL MapLibre asks the protocol for, from the basemap's URL on this site. */
export function basemapSourceUrl(basemap: string, base: string): string {
  return `pmtiles://${new URL(basemap, base).toString()}`;
}

export function basemapSource(url: string): SourceSpecification {
  return { type: 'vector', url };
}

/** Line widths from zoom 12 to 18, avenues wider than streets ("zoom" must be the outer input). */
function roadWidth(major: [number, number], minor: [number, number]): ExpressionSpecification {
  const at = (index: 0 | 1): ExpressionSpecification => [
    'case',
    ['==', ['get', 'kind'], 'major'],
    major[index],
    minor[index],
  ];
  return ['interpolate', ['exponential', 1.6], ['zoom'], 12, at(0), 18, at(1)];
}

export const BASEMAP_LAYERS: LayerSpecification[] = [
  {
    id: 'basemap-earth',
    type: 'fill',
    source: BASEMAP_SOURCE,
    'source-layer': 'earth',
    paint: { 'fill-color': '#f1efe9' },
  },
  {
    id: 'basemap-parks',
    type: 'fill',
    source: BASEMAP_SOURCE,
    'source-layer': 'parks',
    paint: { 'fill-color': '#cfe3c2' },
  },
  {
    id: 'basemap-water',
    type: 'fill',
    source: BASEMAP_SOURCE,
    'source-layer': 'water',
    paint: { 'fill-color': '#a8cbe3' },
  },
  {
    id: 'basemap-roads-casing',
    type: 'line',
    source: BASEMAP_SOURCE,
    'source-layer': 'roads',
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': '#d4d0c6', 'line-width': roadWidth([2, 22], [1.2, 13]) },
  },
  {
    id: 'basemap-roads',
    type: 'line',
    source: BASEMAP_SOURCE,
    'source-layer': 'roads',
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': '#ffffff', 'line-width': roadWidth([1.2, 18], [0.6, 10]) },
  },
  {
    id: 'basemap-buildings',
    type: 'fill',
    source: BASEMAP_SOURCE,
    'source-layer': 'buildings',
    // No minzoom: MapLibre reads vector tiles as 512 pixels (tile zoom = map zoom - 1) and builds a
    // layer only into tiles of its minzoom or more, so minzoom 14 would show buildings from 15.
    paint: { 'fill-color': '#dcd6cc', 'fill-outline-color': '#c6bfb3' },
  },
];

/** Line widths that scale with the zoom, in pixels at zoom 15 and 18. */
const widthByZoom = (at15: number, at18: number): ExpressionSpecification => [
  'interpolate',
  ['exponential', 2],
  ['zoom'],
  15,
  at15,
  18,
  at18,
];
const groundKind = (kinds: string[]): ExpressionSpecification => ['in', ['get', 'kind'], ['literal', kinds]];

/**
 * The campus grounds of a demo basemap (tools/demo-content: `grounds` and `trees`), drawn over the
 * campus outline's lawn and under the paths and buildings: paved plazas and quays, sports fields,
 * courts, car parks, ponds and docks, piers, and trees.
 */
export const GROUNDS_LAYERS: LayerSpecification[] = [
  {
    id: 'grounds-fill',
    type: 'fill',
    source: BASEMAP_SOURCE,
    'source-layer': 'grounds',
    filter: ['!=', ['get', 'kind'], 'pitch-field'],
    paint: {
      'fill-color': [
        'match',
        ['get', 'kind'],
        ['pond', 'water'],
        '#a8cbe3',
        'track',
        '#c98a6c',
        'pitch',
        '#a9d18e',
        'court',
        '#7fa98a',
        'parking',
        '#dedbd4',
        'pier',
        '#cdb89a',
        '#e9e3d6',
      ],
    },
  },
  {
    id: 'grounds-edge',
    type: 'line',
    source: BASEMAP_SOURCE,
    'source-layer': 'grounds',
    filter: groundKind(['pond', 'water', 'parking', 'pier', 'quay', 'court', 'pitch-field', 'plaza']),
    paint: {
      'line-color': [
        'match',
        ['get', 'kind'],
        ['pond', 'water'],
        '#86b1d1',
        ['court', 'pitch-field'],
        '#ffffff',
        'pier',
        '#a68d6c',
        '#c9c2b4',
      ],
      'line-width': widthByZoom(0.6, 2),
    },
  },
  {
    id: 'grounds-trees',
    type: 'circle',
    source: BASEMAP_SOURCE,
    'source-layer': 'trees',
    paint: {
      'circle-color': '#93bf7d',
      'circle-opacity': 0.9,
      'circle-stroke-color': '#6f9a5b',
      'circle-stroke-width': ['interpolate', ['linear'], ['zoom'], 15, 0.4, 18, 1],
      'circle-radius': [
        'interpolate',
        ['exponential', 2],
        ['zoom'],
        15,
        ['*', 1.6, ['get', 'size']],
        18,
        ['*', 12, ['get', 'size']],
      ],
    },
  },
];
