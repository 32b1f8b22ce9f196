/**
 * Vector tiles of a set of GeoJSON layers, in a PMTiles archive (issue 15's offline basemap): each
 * layer sliced by MapLibre's own geojson-vt and encoded by its vt-pbf (both already installed
 * with maplibre-gl), then archived by pmtiles-writer.ts.
 */
import { GeoJSONVT, type GeoJSONVTTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type { FeatureCollection } from 'geojson';
import type { Box } from './demo-geography.ts';
import { writePmtiles, type ArchiveTile } from './pmtiles-writer.ts';

const EXTENT = 4096;

export interface BasemapOptions {
  layers: Record<string, FeatureCollection>;
  bounds: Box;
  minZoom: number;
  maxZoom: number;
  name: string;
  attribution: string;
}

/** The x/y range of the tiles covering a box at zoom z (web mercator). */
export function tileRange([west, south, east, north]: Box, z: number) {
  const n = 2 ** z;
  const x = (lng: number) => Math.floor(((lng + 180) / 360) * n);
  const y = (lat: number) => {
    const rad = (lat * Math.PI) / 180;
    return Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  };
  return { minX: x(west), maxX: x(east), minY: y(north), maxY: y(south) };
}

export function buildBasemap(options: BasemapOptions): Buffer {
  const indexes = Object.entries(options.layers).map(
    ([name, data]) =>
      [name, new GeoJSONVT(data, { maxZoom: options.maxZoom, indexMaxZoom: options.maxZoom, extent: EXTENT })] as const,
  );
  const tiles: ArchiveTile[] = [];
  for (let z = options.minZoom; z <= options.maxZoom; z += 1) {
    const { minX, maxX, minY, maxY } = tileRange(options.bounds, z);
    for (let x = minX; x <= maxX; x += 1) {
      for (let y = minY; y <= maxY; y += 1) {
        const layers: Record<string, GeoJSONVTTile> = {};
        for (const [name, index] of indexes) {
          const tile = index.getTile(z, x, y);
          if (tile && tile.features.length > 0) layers[name] = tile;
        }
        if (Object.keys(layers).length > 0)
          tiles.push({ z, x, y, data: fromGeojsonVt(layers, { version: 2, extent: EXTENT }) });
      }
    }
  }
  const [west, south, east, north] = options.bounds;
  return writePmtiles({
    tiles,
    bounds: options.bounds,
    center: [(west + east) / 2, (south + north) / 2, options.maxZoom],
    metadata: {
      name: options.name,
      attribution: options.attribution,
      vector_layers: Object.keys(options.layers).map((id) => ({
        id,
        fields: ['roads', 'water', 'parks', 'grounds'].includes(id)
          ? { kind: 'String' }
          : id === 'trees'
            ? { size: 'Number' }
            : {},
        minzoom: options.minZoom,
        maxzoom: options.maxZoom,
      })),
    },
  });
}
