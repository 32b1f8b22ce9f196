// Issue 15: the offline style draws the tenant's PMTiles basemap (land, water, parks, roads,
// buildings) under the campus when maps_settings.basemap is set; without one nothing changes.
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import type { CampusData } from './api/map-queries.ts';
import { basemapSourceUrl } from './basemap-style.ts';
import { campusStyle, LABELS_SOURCE, PLACE_DOTS_ZOOM, styleColours } from './map-style.ts';

const empty = { type: 'FeatureCollection' as const, features: [] };
const campus = { outlines: empty, buildings: empty, surroundings: empty, places: empty, paths: empty } as CampusData;
const colours = styleColours(null, '#00467f');
const url = basemapSourceUrl(
  '/media/northfield/abc-basemap.pmtiles',
  'http://northfield.localhost:3000/northfield/map',
);

describe('the offline map style', () => {
  it('is the campus alone, with no source outside the page, without a basemap', () => {
    const style = campusStyle(campus, colours);
    expect(Object.values(style.sources).map((source) => source.type)).toEqual(Array(6).fill('geojson'));
    expect(style.layers.some((layer) => layer.id.startsWith('basemap-'))).toBe(false);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(validateStyleMin(style)).toEqual([]);
  });

  it('names buildings with a symbol layer, which MapLibre keeps apart by its collision rules (issue 34)', () => {
    const labels = campusStyle(campus, colours).layers.find((layer) => layer.id === 'place-labels');
    // From the points building-labels.ts chose for each zoom band (inside or beside each building).
    expect(labels).toMatchObject({
      type: 'symbol',
      source: LABELS_SOURCE,
      filter: ['all', ['>=', ['zoom'], ['get', 'min_zoom']], ['<', ['zoom'], ['get', 'max_zoom']]],
    });
    // Placed by collision detection, never drawn over one another.
    expect(labels?.layout).not.toHaveProperty('text-allow-overlap');
    expect(labels?.layout).not.toHaveProperty('text-ignore-placement');
  });

  it('plans the names of a campus answer once, however often its style is made (issue 34)', () => {
    const labelsOf = () => campusStyle(campus, colours).sources[LABELS_SOURCE];
    expect(labelsOf()).toBeDefined();
    expect((labelsOf() as { data: unknown }).data).toBe((labelsOf() as { data: unknown }).data);
  });

  it('keeps the dots of places inside buildings off the building names at the campus-wide zoom (issue 34)', () => {
    const layers = campusStyle(campus, colours).layers;
    const every = layers.find((layer) => layer.id === 'places');
    const marked = layers.find((layer) => layer.id === 'places-marked');
    // Every dot, clickable, only from zoom 17, where names and dots have room.
    expect(every).toMatchObject({ type: 'circle', minzoom: PLACE_DOTS_ZOOM });
    // Below it, only a chosen place or one of a chosen category shows (opacity 0 for the rest).
    expect(marked).toMatchObject({ type: 'circle', maxzoom: PLACE_DOTS_ZOOM });
    const opacity = marked?.paint && 'circle-opacity' in marked.paint ? marked.paint['circle-opacity'] : null;
    expect(JSON.stringify(opacity)).toContain('highlighted');
    expect((opacity as unknown[]).at(-1)).toBe(0);
    expect(validateStyleMin(campusStyle(campus, colours))).toEqual([]);
  });

  it('draws the basemap over the background and under every campus layer, from the tenant’s own origin', () => {
    const style = campusStyle(campus, colours, url);
    expect(url).toBe('pmtiles://http://northfield.localhost:3000/media/northfield/abc-basemap.pmtiles');
    expect(style.sources.basemap).toEqual({ type: 'vector', url });
    const ids = style.layers.map((layer) => layer.id);
    expect(ids.slice(0, 7)).toEqual([
      'background',
      'basemap-earth',
      'basemap-parks',
      'basemap-water',
      'basemap-roads-casing',
      'basemap-roads',
      'basemap-buildings',
    ]);
    // The campus layers follow, in the same order as without a basemap, with the basemap's
    // grounds (fields, water, trees) over the campus lawn and under its paths and buildings.
    const alone = campusStyle(campus, colours).layers.map((layer) => layer.id);
    expect(ids.slice(7)).toEqual([
      ...alone.slice(1, 3),
      'grounds-fill',
      'grounds-edge',
      'grounds-trees',
      ...alone.slice(3),
    ]);
    // No glyphs or sprites: nothing else is fetched, and the style is valid for MapLibre.
    expect(style.glyphs).toBeUndefined();
    expect(validateStyleMin(style)).toEqual([]);
  });
});
