/**
 * A minimal PMTiles version 3 writer (https://github.com/protomaps/PMTiles, spec/v3/spec.md), for
 * the demo basemap: the `pmtiles` npm package only reads, Debian has no tippecanoe, and npm has no
 * maintained writer. One root directory (no leaf directories: enough for a few thousand tiles),
 * directories and metadata uncompressed, tiles gzip-compressed, identical tiles stored once.
 * The test reads every archive back with the `pmtiles` reader the web app uses.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { zxyToTileId } from 'pmtiles';

const HEADER_BYTES = 127;
/** The spec: the header and root directory must fit in the first 16 KiB a reader asks for. */
const ROOT_LIMIT = 16_384;
const COMPRESSION_NONE = 1;
const COMPRESSION_GZIP = 2;
const TILE_TYPE_MVT = 1;

export interface ArchiveTile {
  z: number;
  x: number;
  y: number;
  /** The uncompressed tile (a Mapbox Vector Tile). */
  data: Uint8Array;
}

export interface ArchiveOptions {
  tiles: readonly ArchiveTile[];
  /** JSON metadata; for vector tiles it should list `vector_layers`. */
  metadata: Record<string, unknown>;
  /** [west, south, east, north] in degrees. */
  bounds: [number, number, number, number];
  center: [number, number, number];
}

interface Entry {
  tileId: number;
  offset: number;
  length: number;
  runLength: number;
}

function varint(value: number, out: number[]): void {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
}

/** The directory encoding of spec section 4: ids as deltas, then run lengths, lengths, offsets. */
export function serializeDirectory(entries: readonly Entry[]): Buffer {
  const out: number[] = [];
  varint(entries.length, out);
  let lastId = 0;
  for (const entry of entries) {
    varint(entry.tileId - lastId, out);
    lastId = entry.tileId;
  }
  for (const entry of entries) varint(entry.runLength, out);
  for (const entry of entries) varint(entry.length, out);
  entries.forEach((entry, index) => {
    const previous = entries[index - 1];
    // 0 means "right after the previous tile's bytes"; otherwise the offset plus one.
    varint(previous && entry.offset === previous.offset + previous.length ? 0 : entry.offset + 1, out);
  });
  return Buffer.from(out);
}

const e7 = (degrees: number) => Math.round(degrees * 1e7);

export function writePmtiles(options: ArchiveOptions): Buffer {
  const sorted = options.tiles
    .map((tile) => ({ ...tile, tileId: zxyToTileId(tile.z, tile.x, tile.y) }))
    .sort((a, b) => a.tileId - b.tileId);
  const contents = new Map<string, { offset: number; length: number }>();
  const chunks: Buffer[] = [];
  let dataLength = 0;
  const entries: Entry[] = [];
  for (const tile of sorted) {
    // mtime 0 in the gzip header (zlib writes none), so the same tiles give the same bytes.
    const compressed = zlib.gzipSync(tile.data, { level: 9 });
    const hash = crypto.createHash('sha256').update(compressed).digest('hex');
    let stored = contents.get(hash);
    if (!stored) {
      stored = { offset: dataLength, length: compressed.length };
      contents.set(hash, stored);
      chunks.push(compressed);
      dataLength += compressed.length;
    }
    const last = entries.at(-1);
    // A run: the next tile id with the same bytes.
    if (last && last.offset === stored.offset && last.tileId + last.runLength === tile.tileId) last.runLength += 1;
    else entries.push({ tileId: tile.tileId, offset: stored.offset, length: stored.length, runLength: 1 });
  }
  const root = serializeDirectory(entries);
  if (HEADER_BYTES + root.length > ROOT_LIMIT) throw new Error('too many tiles for a single root directory');
  const metadata = Buffer.from(JSON.stringify(options.metadata), 'utf8');
  const zooms = sorted.map((tile) => tile.z);

  const header = Buffer.alloc(HEADER_BYTES);
  header.write('PMTiles', 0, 'latin1');
  header.writeUInt8(3, 7);
  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const dataOffset = metadataOffset + metadata.length;
  const u64 = [
    rootOffset,
    root.length,
    metadataOffset,
    metadata.length,
    dataOffset, // leaf directories: none, so an empty section where the tiles begin
    0,
    dataOffset,
    dataLength,
    sorted.length, // addressed tiles
    entries.length, // tile entries
    contents.size, // tile contents
  ];
  u64.forEach((value, index) => header.writeBigUInt64LE(BigInt(value), 8 + index * 8));
  header.writeUInt8(1, 96); // clustered: tile data in tile id order
  header.writeUInt8(COMPRESSION_NONE, 97);
  header.writeUInt8(COMPRESSION_GZIP, 98);
  header.writeUInt8(TILE_TYPE_MVT, 99);
  header.writeUInt8(Math.min(...zooms), 100);
  header.writeUInt8(Math.max(...zooms), 101);
  const [west, south, east, north] = options.bounds;
  header.writeInt32LE(e7(west), 102);
  header.writeInt32LE(e7(south), 106);
  header.writeInt32LE(e7(east), 110);
  header.writeInt32LE(e7(north), 114);
  header.writeUInt8(options.center[2], 118);
  header.writeInt32LE(e7(options.center[0]), 119);
  header.writeInt32LE(e7(options.center[1]), 123);
  return Buffer.concat([header, root, metadata, ...chunks]);
}
