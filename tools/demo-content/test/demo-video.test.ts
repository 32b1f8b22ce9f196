import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TourGroupPage } from '@meridian/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPack } from '@meridian/server/src/packs/import-pack.ts';
import { testDatabaseKinds } from '@meridian/server/src/db/test-database.ts';
import { DEMO_CONTENT_DIR, ensureDemoMedia } from '../src/ensure-demo-media.ts';
import { defaultMediaStore } from '../src/media-store.ts';
import { generateMediaItem } from '../src/generate-media-item.ts';
import type { MediaItem } from '../src/media-spec.ts';
import type { PanoramaParams } from '../src/panorama/panorama-params.ts';
import { PanoramaRenderer } from '../src/panorama/panorama-renderer.ts';
import { panVideo } from '../src/video/pan-video.ts';
import { getter } from '@meridian/server/test/helpers/request.ts';
import { buildTestApp, type TestApp } from '@meridian/server/test/helpers/test-app.ts';

interface EbmlElement {
  id: number;
  data: Buffer;
}

/** Master elements the reader descends into: EBML header, Segment, Info, Tracks, TrackEntry, Video, Cluster. */
const MASTERS = new Set([0x1a45dfa3, 0x18538067, 0x1549a966, 0x1654ae6b, 0xae, 0xe0, 0x1f43b675]);

/** Every element of a WebM file, depth first; throws if a size overruns its parent. */
function readEbml(bytes: Buffer, start = 0, end = bytes.length): EbmlElement[] {
  const elements: EbmlElement[] = [];
  let at = start;
  const vint = (keepMarker: boolean): number => {
    const first = bytes[at] ?? 0;
    const length = Math.clz32(first) - 23;
    if (length < 1 || length > 8) throw new Error(`bad vint at ${String(at)}`);
    let value = keepMarker ? first : first & (0xff >> length);
    for (let i = 1; i < length; i++) value = value * 256 + (bytes[at + i] ?? 0);
    at += length;
    return value;
  };
  while (at < end) {
    const id = vint(true);
    const size = vint(false);
    if (at + size > end) throw new Error(`element ${id.toString(16)} overruns its parent`);
    const data = bytes.subarray(at, at + size);
    elements.push({ id, data });
    if (MASTERS.has(id)) elements.push(...readEbml(bytes, at, at + size));
    at += size;
  }
  return elements;
}

const valuesOf = (elements: EbmlElement[], id: number): Buffer[] =>
  elements.filter((e) => e.id === id).map((e) => e.data);
const uintOf = (elements: EbmlElement[], id: number): number | undefined => {
  const data = valuesOf(elements, id)[0];
  return data === undefined ? undefined : data.readUIntBE(0, data.length);
};

const scene: PanoramaParams = { kind: 'outdoor', seed: 7, style: 'brick', time: 'noon', exits: [], paths: [] };

describe('generated demo video', () => {
  const renderer = new PanoramaRenderer(0);
  afterAll(async () => {
    await renderer.close();
  });
  const small = { scene, width: 160, height: 90, seconds: 1, framesPerSecond: 12, sweep: 60, panoramaWidth: 256 };

  it('is a WebM file of VP8 keyframes a browser can demux', async () => {
    const bytes = await panVideo(renderer, small);
    expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    const elements = readEbml(bytes);
    expect(valuesOf(elements, 0x4282).map(String)).toEqual(['webm']);
    expect(valuesOf(elements, 0x86).map(String)).toEqual(['V_VP8']);
    expect(uintOf(elements, 0xb0)).toBe(160);
    expect(uintOf(elements, 0xba)).toBe(90);
    expect(uintOf(elements, 0x2ad7b1)).toBe(1_000_000);
    expect(valuesOf(elements, 0x4489)[0]?.readDoubleBE(0)).toBeCloseTo(1000);
    const blocks = valuesOf(elements, 0xa3);
    expect(blocks).toHaveLength(12);
    for (const [index, block] of blocks.entries()) {
      expect(block[0]).toBe(0x81); // track 1
      expect(block.readInt16BE(1)).toBe(Math.round((index * 1000) / 12)); // one cluster: timecodes from 0
      expect(block[3]).toBe(0x80); // keyframe
      // A VP8 keyframe: start code 9d 01 2a, then its own 14-bit width and height.
      expect([...block.subarray(7, 10)]).toEqual([0x9d, 0x01, 0x2a]);
      expect(block.readUInt16LE(10) & 0x3fff).toBe(160);
      expect(block.readUInt16LE(12) & 0x3fff).toBe(90);
    }
  });

  it('gives the same bytes for the same parameters and different bytes for another scene', async () => {
    const first = await panVideo(renderer, small);
    expect((await panVideo(renderer, small)).equals(first)).toBe(true);
    expect((await panVideo(renderer, { ...small, scene: { ...scene, seed: 8 } })).equals(first)).toBe(false);
  });

  it('renders the homepage clip as 6 s of 640×360 at 12 fps, with a poster of the same size', async () => {
    const item = { name: 'video/pan.webm', kind: 'video', scene, seconds: 6, sweep: 60 } satisfies MediaItem;
    const video = readEbml(await generateMediaItem(item, { renderer, panoramaWidth: 64 }));
    expect(valuesOf(video, 0xa3)).toHaveLength(72);
    expect([uintOf(video, 0xb0), uintOf(video, 0xba)]).toEqual([640, 360]);
    expect(valuesOf(video, 0x4489)[0]?.readDoubleBE(0)).toBeCloseTo(6000);
    const poster = await generateMediaItem({ ...item, kind: 'video-poster' as const }, { renderer, panoramaWidth: 64 });
    expect(await sharp(poster).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 360 });
  });

  it('renders a wider poster when the item asks for one (an outside provider’s video, shown offline)', async () => {
    const item = {
      name: 'video/film-poster.jpg',
      kind: 'video-poster',
      scene,
      seconds: 6,
      sweep: 60,
      width: 1280,
    } satisfies MediaItem;
    const poster = await generateMediaItem(item, { renderer, panoramaWidth: 64 });
    expect(await sharp(poster).metadata()).toMatchObject({ format: 'jpeg', width: 1280, height: 720 });
  });
});

describe.each(testDatabaseKinds())('demo homepage video through the API (%s)', (kind) => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-demo-video-'));
    // Only northfield: a copy of its pack, so the other tenant's media are not generated.
    const contentDir = path.join(dataDir, 'content');
    fs.cpSync(path.join(DEMO_CONTENT_DIR, 'northfield'), path.join(contentDir, 'northfield'), { recursive: true });
    // Generated once per generator version on this machine (media-store.ts); the clip's own
    // generation is the test above.
    const { mediaRoot } = await ensureDemoMedia({ dataDir, contentDir, panoramaWidth: 64, store: defaultMediaStore() });
    t = await buildTestApp(kind);
    await importPack(t.app.db, path.join(contentDir, 'northfield'), {
      mediaDir: t.config.mediaDir,
      mediaRoots: [mediaRoot],
    });
    t.app.invalidateTenantCache();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the background video as a local WebM file with a poster, keeping a YouTube entry', async () => {
    const get = getter(t.app, 'localhost:3000');
    const response = await get('/api/v2/pages/?type=tour.TourGroupPage&limit=100');
    expect(response.statusCode).toBe(200);
    const groups = response.json<{ items: TourGroupPage[] }>().items;
    const home = groups.find((group) => group.background_video !== null);
    expect(home?.background_video).toMatchObject({
      provider: 'file',
      url: expect.stringMatching(/^\/media\/northfield\/.+\.webm$/) as unknown,
      thumbnail: expect.stringMatching(/^\/media\/northfield\/.+\.jpg$/) as unknown,
    });
    expect(home?.videos.map((video) => video.provider)).toEqual(['file', 'youtube']);

    const file = await get(home?.background_video?.url ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^video\/webm/);
    expect([...file.rawPayload.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    const poster = await get(home?.background_video?.thumbnail ?? '');
    expect(poster.statusCode).toBe(200);
  });

  it('gives the YouTube film a poster of its own, 960×540, which is all a visitor sees offline (issue 34)', async () => {
    const get = getter(t.app, 'localhost:3000');
    const groups = (await get('/api/v2/pages/?type=tour.TourGroupPage&limit=100')).json<{ items: TourGroupPage[] }>()
      .items;
    const films = groups.flatMap((group) => group.videos).filter((video) => video.provider !== 'file');
    expect(films.length).toBeGreaterThan(0);
    for (const film of films) {
      const poster = await get(film.thumbnail ?? '');
      expect(poster.statusCode, film.title).toBe(200);
      expect(await sharp(poster.rawPayload).metadata()).toMatchObject({ width: 960, height: 540 });
    }
  });
});
