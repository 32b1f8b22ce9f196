/**
 * A minimal WebM (Matroska/EBML) muxer for one VP8 video track of keyframes. Every element is
 * written with its exact size (no "unknown size"), so the file is complete and seekable by
 * duration without a second pass. Written here because the maintained JavaScript muxers target
 * browsers' WebCodecs, and this needs only a few dozen lines.
 */

const ID = {
  ebml: 0x1a45dfa3,
  ebmlVersion: 0x4286,
  ebmlReadVersion: 0x42f7,
  ebmlMaxIdLength: 0x42f2,
  ebmlMaxSizeLength: 0x42f3,
  docType: 0x4282,
  docTypeVersion: 0x4287,
  docTypeReadVersion: 0x4285,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  muxingApp: 0x4d80,
  writingApp: 0x5741,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackUid: 0x73c5,
  trackType: 0x83,
  flagLacing: 0x9c,
  codecId: 0x86,
  defaultDuration: 0x23e383,
  video: 0xe0,
  pixelWidth: 0xb0,
  pixelHeight: 0xba,
  cluster: 0x1f43b675,
  clusterTimecode: 0xe7,
  simpleBlock: 0xa3,
  cues: 0x1c53bb6b,
  cuePoint: 0xbb,
  cueTime: 0xb3,
  cueTrackPositions: 0xb7,
  cueTrack: 0xf7,
  cueClusterPosition: 0xf1,
} as const;

type Child = Buffer;

/** An element ID keeps its marker bits, so it is written as its minimal big-endian bytes. */
function idBytes(id: number): Buffer {
  const length = id > 0xffffff ? 4 : id > 0xffff ? 3 : id > 0xff ? 2 : 1;
  const out = Buffer.alloc(length);
  out.writeUIntBE(id, 0, length);
  return out;
}

/** A data size as the shortest EBML variable-length integer (all-ones is reserved for "unknown"). */
export function sizeVint(size: number): Buffer {
  for (let length = 1; length <= 8; length++) {
    if (size < 2 ** (7 * length) - 1) {
      const out = Buffer.alloc(length);
      let rest = size;
      for (let i = length - 1; i >= 0; i--) {
        out[i] = rest % 256;
        rest = Math.floor(rest / 256);
      }
      out[0] = (out[0] ?? 0) | (0x80 >> (length - 1));
      return out;
    }
  }
  throw new RangeError(`EBML size ${String(size)} too large`);
}

function element(id: number, data: Buffer): Buffer {
  return Buffer.concat([idBytes(id), sizeVint(data.length), data]);
}

function master(id: number, children: Child[]): Buffer {
  return element(id, Buffer.concat(children));
}

function uint(id: number, value: number): Buffer {
  let length = 1;
  while (length < 8 && value >= 2 ** (8 * length)) length++;
  const data = Buffer.alloc(length);
  data.writeUIntBE(value, 0, Math.min(length, 6));
  return element(id, data);
}

function float(id: number, value: number): Buffer {
  const data = Buffer.alloc(8);
  data.writeDoubleBE(value, 0);
  return element(id, data);
}

function text(id: number, value: string): Buffer {
  return element(id, Buffer.from(value, 'utf8'));
}

export interface WebmVideo {
  width: number;
  height: number;
  framesPerSecond: number;
  /** VP8 keyframes, each the payload of a WebP `VP8 ` chunk. */
  frames: Buffer[];
}

/** Frames per cluster: one second, well inside a SimpleBlock's signed 16-bit relative timecode. */
const CLUSTER_MILLISECONDS = 1000;

export function writeWebm(video: WebmVideo): Buffer {
  const frameMs = 1000 / video.framesPerSecond;
  const header = master(ID.ebml, [
    uint(ID.ebmlVersion, 1),
    uint(ID.ebmlReadVersion, 1),
    uint(ID.ebmlMaxIdLength, 4),
    uint(ID.ebmlMaxSizeLength, 8),
    text(ID.docType, 'webm'),
    uint(ID.docTypeVersion, 2),
    uint(ID.docTypeReadVersion, 2),
  ]);
  const info = master(ID.info, [
    uint(ID.timecodeScale, 1_000_000), // timecodes in milliseconds
    float(ID.duration, video.frames.length * frameMs),
    text(ID.muxingApp, 'meridian-webm-writer'),
    text(ID.writingApp, 'meridian-demo-media'),
  ]);
  const tracks = master(ID.tracks, [
    master(ID.trackEntry, [
      uint(ID.trackNumber, 1),
      uint(ID.trackUid, 1),
      uint(ID.trackType, 1), // video
      uint(ID.flagLacing, 0),
      text(ID.codecId, 'V_VP8'),
      uint(ID.defaultDuration, Math.round(frameMs * 1_000_000)),
      master(ID.video, [uint(ID.pixelWidth, video.width), uint(ID.pixelHeight, video.height)]),
    ]),
  ]);
  const clusters = new Map<number, Buffer[]>();
  video.frames.forEach((frame, index) => {
    const timecode = Math.round(index * frameMs);
    const clusterStart = Math.floor(timecode / CLUSTER_MILLISECONDS) * CLUSTER_MILLISECONDS;
    const block = Buffer.alloc(4);
    block[0] = 0x81; // track number 1 as a vint
    block.writeInt16BE(timecode - clusterStart, 1);
    block[3] = 0x80; // keyframe
    const blocks = clusters.get(clusterStart) ?? [];
    blocks.push(element(ID.simpleBlock, Buffer.concat([block, frame])));
    clusters.set(clusterStart, blocks);
  });
  const clusterElements = [...clusters].map(([start, blocks]) => ({
    start,
    bytes: master(ID.cluster, [uint(ID.clusterTimecode, start), ...blocks]),
  }));
  const cues = cuesBefore(clusterElements, info.length + tracks.length);
  return Buffer.concat([
    header,
    master(ID.segment, [info, tracks, cues, ...clusterElements.map((cluster) => cluster.bytes)]),
  ]);
}

/**
 * Cues (the seek index) placed before the clusters, so a browser can seek without reading the
 * whole file. Cluster positions count from the segment's data and so depend on the cues' own
 * length: recompute until the length stops changing (twice at most in practice).
 */
function cuesBefore(clusters: { start: number; bytes: Buffer }[], headLength: number): Buffer {
  let cuesLength = 0;
  for (;;) {
    let position = headLength + cuesLength;
    const points = clusters.map((cluster) => {
      const point = master(ID.cuePoint, [
        uint(ID.cueTime, cluster.start),
        master(ID.cueTrackPositions, [uint(ID.cueTrack, 1), uint(ID.cueClusterPosition, position)]),
      ]);
      position += cluster.bytes.length;
      return point;
    });
    const cues = master(ID.cues, points);
    if (cues.length === cuesLength) return cues;
    cuesLength = cues.length;
  }
}
