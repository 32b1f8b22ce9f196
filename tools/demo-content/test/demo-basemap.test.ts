// Issue 15: the northfield demo basemap is a PMTiles archive the web app's `pmtiles` reader reads,
// with land, water, parks, roads and buildings around the campus and none over the campus itself;
// the committed file is what the generator writes (so it can be regenerated, and was).
import fs from 'node:fs';
import path from 'node:path';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { PMTiles, TileType, type Source } from 'pmtiles';
import { describe, expect, it } from 'vitest';
import { tileRange } from '../src/basemap/build-basemap.ts';
import { campusBox, demoBasemap } from '../src/basemap/cli.ts';
import { serializeDirectory, writePmtiles } from '../src/basemap/pmtiles-writer.ts';
import { DEMO_CONTENT_DIR } from '../src/ensure-demo-media.ts';

const packDir = path.join(DEMO_CONTENT_DIR, 'northfield');

/** The reader's Source over bytes in memory, counting the ranges it asks for. */
function bufferSource(bytes: Buffer): Source & { reads: number } {
  return {
    reads: 0,
    getKey: () => 'memory',
    getBytes(offset: number, length: number) {
      this.reads += 1;
      return Promise.resolve({ data: new Uint8Array(bytes.subarray(offset, offset + length)).buffer });
    },
  };
}

async function layersAt(archive: PMTiles, z: number, lng: number, lat: number) {
  const { minX, minY } = tileRange([lng, lat, lng, lat], z);
  const tile = await archive.getZxy(z, minX, minY);
  if (!tile) return null;
  return new VectorTile(new PbfReader(new Uint8Array(tile.data))).layers;
}

describe('the northfield demo basemap', () => {
  const committed = fs.readFileSync(path.join(packDir, 'basemap.pmtiles'));

  it('holds the tiles the generator writes, and is small', async () => {
    // Compared tile by tile once decompressed: another zlib may compress the same tiles differently.
    const fresh = new PMTiles(bufferSource(demoBasemap(packDir)));
    const stored = new PMTiles(bufferSource(committed));
    const header = await stored.getHeader();
    expect(await fresh.getMetadata()).toEqual(await stored.getMetadata());
    let compared = 0;
    for (let z = header.minZoom; z <= header.maxZoom; z += 1) {
      const { minX, maxX, minY, maxY } = tileRange([header.minLon, header.minLat, header.maxLon, header.maxLat], z);
      for (let x = minX; x <= maxX; x += 1) {
        for (let y = minY; y <= maxY; y += 1) {
          const [a, b] = await Promise.all([fresh.getZxy(z, x, y), stored.getZxy(z, x, y)]);
          expect(Buffer.from(a?.data ?? new ArrayBuffer(0)).equals(Buffer.from(b?.data ?? new ArrayBuffer(0)))).toBe(
            true,
          );
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(50);
    expect(committed.length).toBeLessThan(1024 * 1024);
    // (Generating takes a few seconds of CPU; the machine running the tests may be shared.)
  }, 180_000);

  it('is read by the pmtiles reader: header, metadata and vector tiles around the campus', async () => {
    const archive = new PMTiles(bufferSource(committed));
    const header = await archive.getHeader();
    expect(header).toMatchObject({ specVersion: 3, tileType: TileType.Mvt, minZoom: 12, maxZoom: 15 });
    const [west, south, east, north] = campusBox(packDir);
    expect(header.minLon).toBeLessThan(west);
    expect(header.maxLat).toBeGreaterThan(north);
    const metadata = (await archive.getMetadata()) as { vector_layers: { id: string }[] };
    expect(metadata.vector_layers.map((layer) => layer.id)).toEqual([
      'earth',
      'water',
      'parks',
      'roads',
      'buildings',
      'grounds',
      'trees',
    ]);
    // On the campus (issue 34): its grounds and trees.
    const campus = await layersAt(archive, 12, (west + east) / 2, (south + north) / 2);
    expect(Object.keys(campus ?? {})).toEqual(expect.arrayContaining(['grounds', 'trees']));

    // West of the campus, on land: streets and buildings.
    const town = await layersAt(archive, 15, west - 0.01, (south + north) / 2);
    expect(Object.keys(town ?? {})).toEqual(expect.arrayContaining(['earth', 'roads', 'buildings']));
    expect(town?.roads?.feature(0).properties.kind).toMatch(/^(major|minor)$/);
    // South of the campus: the lake.
    const shore = await layersAt(archive, 15, (west + east) / 2, south - 0.012);
    expect(shore?.water?.feature(0).properties.kind).toBe('lake');
    // Every zoom level has its tiles; outside the area there are none.
    for (const z of [12, 13, 14, 15]) expect(await layersAt(archive, z, west, south)).not.toBeNull();
    expect(await archive.getZxy(15, 0, 0)).toBeUndefined();
  });
});

describe('the PMTiles writer', () => {
  it('stores identical tiles once, as a run, and the reader finds each of them', async () => {
    const same = new Uint8Array([1, 2, 3]);
    const bytes = writePmtiles({
      tiles: [
        { z: 1, x: 0, y: 0, data: same },
        { z: 1, x: 0, y: 1, data: same },
        { z: 1, x: 1, y: 1, data: new Uint8Array([9]) },
        { z: 0, x: 0, y: 0, data: new Uint8Array([7, 7]) },
      ],
      metadata: { vector_layers: [] },
      bounds: [-10, -10, 10, 10],
      center: [0, 0, 1],
    });
    const archive = new PMTiles(bufferSource(bytes));
    const header = await archive.getHeader();
    expect(header).toMatchObject({ numAddressedTiles: 4, numTileContents: 3, minZoom: 0, maxZoom: 1, clustered: true });
    const read = async (z: number, x: number, y: number) => [
      ...new Uint8Array((await archive.getZxy(z, x, y))?.data ?? new ArrayBuffer(0)),
    ];
    expect(await read(0, 0, 0)).toEqual([7, 7]);
    expect(await read(1, 0, 0)).toEqual([1, 2, 3]);
    expect(await read(1, 0, 1)).toEqual([1, 2, 3]);
    expect(await read(1, 1, 1)).toEqual([9]);
    expect(await archive.getZxy(1, 1, 0)).toBeUndefined();
  });

  it('writes directory offsets as "follows the previous tile" (0) or the offset plus one', () => {
    const entries = [
      { tileId: 1, offset: 0, length: 5, runLength: 1 },
      { tileId: 2, offset: 5, length: 4, runLength: 2 },
      { tileId: 4, offset: 0, length: 5, runLength: 1 },
    ];
    // count, id deltas, run lengths, lengths, offsets
    expect([...serializeDirectory(entries)]).toEqual([3, 1, 1, 2, 1, 2, 1, 5, 4, 5, 1, 0, 1]);
  });
});
