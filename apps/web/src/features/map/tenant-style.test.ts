import type { StyleSpecification } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { parseStyle, tokenTransform, withBasemap, withToken } from './tenant-style.ts';

const campus: StyleSpecification = {
  version: 8,
  sources: { buildings: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } } },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': '#eef1ee' } },
    { id: 'buildings', type: 'fill', source: 'buildings' },
  ],
};

const basemap: StyleSpecification = {
  version: 8,
  glyphs: 'https://tiles.example/fonts/{fontstack}/{range}.pbf',
  sources: {
    streets: { type: 'vector', url: 'https://tiles.example/streets.json' },
    buildings: { type: 'vector', url: 'https://tiles.example/buildings.json' },
  },
  layers: [
    { id: 'land', type: 'background', paint: { 'background-color': '#f0ede5' } },
    { id: 'roads', type: 'line', source: 'streets', 'source-layer': 'roads' },
    { id: 'buildings', type: 'fill', source: 'buildings', 'source-layer': 'buildings' },
  ],
};

describe('a tenant style under the campus layers', () => {
  it('draws the basemap first and the campus over it, without the offline background', () => {
    const style = withBasemap(basemap, campus);
    expect(style.layers.map((layer) => layer.id)).toEqual(['land', 'roads', 'basemap-buildings', 'buildings']);
    expect(style.glyphs).toBe(basemap.glyphs);
  });

  it("renames a basemap source and layer the campus also uses, keeping the campus's names", () => {
    const style = withBasemap(basemap, campus);
    expect(Object.keys(style.sources).sort()).toEqual(['basemap-buildings', 'buildings', 'streets']);
    expect(style.sources.buildings?.type).toBe('geojson');
    const renamed = style.layers.find((layer) => layer.id === 'basemap-buildings');
    expect(renamed && 'source' in renamed ? renamed.source : null).toBe('basemap-buildings');
  });

  it('rejects a document that is not a version 8 style', () => {
    expect(() => parseStyle({ version: 7, sources: {}, layers: [] })).toThrow();
    expect(parseStyle(basemap).layers).toHaveLength(3);
  });
});

describe('the style token', () => {
  const styleUrl = 'https://tiles.example/styles/campus.json';

  it("is added to requests for the style's own host only", () => {
    expect(withToken('https://tiles.example/streets.json', styleUrl, 'pk.abc')).toBe(
      'https://tiles.example/streets.json?access_token=pk.abc',
    );
    expect(withToken('https://elsewhere.example/a.pbf', styleUrl, 'pk.abc')).toBe('https://elsewhere.example/a.pbf');
  });

  it('changes nothing without a token or without a style', () => {
    expect(withToken('https://tiles.example/streets.json', styleUrl, undefined)).toBe(
      'https://tiles.example/streets.json',
    );
    expect(tokenTransform(null, 'pk.abc')).toBeUndefined();
    expect(tokenTransform(styleUrl, undefined)).toBeUndefined();
  });
});
