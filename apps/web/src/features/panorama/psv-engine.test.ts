// The PSV engine's own rules, with Photo Sphere Viewer replaced by a stand-in whose setPanorama the
// test settles by hand (WebGL is not available in jsdom; the real viewer is covered end to end).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PanoramaScene } from './panorama-engine.ts';

interface Call {
  url: string;
  transition: unknown;
  resolve: (completed: boolean) => void;
  reject: (error: unknown) => void;
}
const calls: Call[] = [];
/** What the stand-in's adapter was asked to do with the mesh on screen. */
const { meshes, tileGate } = vi.hoisted(() => ({
  meshes: { textures: [] as unknown[], disposed: [] as unknown[], viewer: null as null | { state: object } },
  /** The tiles of the view: settled by the test. */
  tileGate: { waiting: [] as (() => void)[] },
}));

vi.mock('@photo-sphere-viewer/core', () => {
  class Viewer {
    container = document.createElement('div');
    state: { ready: boolean; textureData?: { texture: object } } = {
      ready: true,
      textureData: { texture: { name: 'low' } },
    };
    renderer = { mesh: { name: 'sphere' } };
    adapter = {
      setTexture: (_mesh: object, data: { texture: unknown }) => meshes.textures.push(data.texture),
      disposeTexture: (data: { texture: unknown }) => meshes.disposed.push(data.texture),
      tilesSettled: () => new Promise<void>((resolve) => tileGate.waiting.push(resolve)),
    };
    config = { panorama: '' };
    needsUpdate() {}
    textureLoader = {
      preloadPanorama: () => Promise.resolve(null),
      loadFile: (url: string) => Promise.resolve(new Blob([url])),
      blobToImage: () => Promise.resolve({ width: 4096, height: 2048, decodedBy: 'engine' }),
    };
    constructor() {
      meshes.viewer = this;
    }
    addEventListener() {}
    getPlugin() {
      return { setMarkers() {}, addEventListener() {} };
    }
    setPanorama(url: string, options?: { transition?: unknown }) {
      return new Promise<boolean>((resolve, reject) =>
        calls.push({ url, transition: options?.transition, resolve, reject }),
      );
    }
    destroy() {}
  }
  const utils = {
    createTexture: (image: unknown) => ({ image }),
    mergePanoData: (width: number, height: number) => ({ fullWidth: width, fullHeight: height }),
  };
  return {
    Cache: {},
    EquirectangularAdapter: { withConfig: () => ({}) },
    SYSTEM: { maxTextureWidth: 8192 },
    Viewer,
    utils,
  };
});
/** What the decoding worker answers (null: no worker here, as in jsdom, or it failed). */
const { worker } = vi.hoisted(() => ({
  worker: {
    answer: null as null | { width: number; decodedBy: string },
    /** Set: the worker has not answered yet (the test settles it). */
    pending: null as null | Promise<null>,
    signals: [] as AbortSignal[],
  },
}));
vi.mock('./worker-decoding.ts', () => ({
  decodeInWorker: (_url: string, signal: AbortSignal) => {
    worker.signals.push(signal);
    return worker.pending ?? Promise.resolve(worker.answer);
  },
}));
vi.mock('./mixed-adapter.ts', () => ({ MixedAdapter: { withConfig: () => ({}) } }));
vi.mock('@photo-sphere-viewer/markers-plugin', () => ({ MarkersPlugin: function MarkersPlugin() {} }));
vi.mock('@photo-sphere-viewer/gyroscope-plugin', () => ({ GyroscopePlugin: function GyroscopePlugin() {} }));

const { createPsvEngine } = await import('./psv-engine.ts');

const renditions = (name: string) => ({
  low: { url: `/media/${name}-low.jpg`, width: 1024, height: 512 },
  medium: { url: `/media/${name}-medium.jpg`, width: 2048, height: 1024 },
  high: { url: `/media/${name}-high.jpg`, width: 4096, height: 2048 },
});
const scene = (id: number, name: string): PanoramaScene => ({
  id,
  images: { jpeg: renditions(name), webp: renditions(name) },
  initialRotation: { yaw: 0, pitch: 0, zoom: 50 },
});

function startedEngine() {
  const engine = createPsvEngine();
  engine.init(document.createElement('div'), { format: 'jpeg', label: 'Panorama', keyboardAllowed: () => true });
  const errors: unknown[] = [];
  const shown: string[] = [];
  engine.on('error', ({ error }) => errors.push(error));
  engine.on('shown', ({ url }) => shown.push(url));
  return { engine, errors, shown };
}

describe('PSV engine', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    calls.length = 0;
    worker.answer = null;
    worker.pending = null;
    worker.signals.length = 0;
    meshes.textures.length = 0;
    meshes.disposed.length = 0;
    tileGate.waiting.length = 0;
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    vi.stubGlobal('requestAnimationFrame', () => 0);
  });

  it('shows a tiled scene through the tiles adapter, the low rendition first, sharp once the tiles in view are in', async () => {
    const { engine, shown } = startedEngine();
    const tower: PanoramaScene = {
      ...scene(3, 'tower'),
      images: {
        ...scene(3, 'tower').images,
        tiles: {
          levels: [
            { width: 2048, cols: 4, rows: 2 },
            { width: 8192, cols: 16, rows: 8 },
          ],
          jpeg: '/media/tower-tiles/{level}/{col}_{row}.jpg',
          webp: '/media/tower-tiles/{level}/{col}_{row}.webp',
        },
      },
    };
    const low = engine.setPanorama(tower, 'low');
    calls[0]?.resolve(true);
    expect(await low).toBe(true);
    const panorama = calls[0]?.url as unknown as { baseUrl: string; levels: { width: number }[] };
    expect(panorama.baseUrl).toBe('/media/tower-low.jpg');
    expect(panorama.levels.map((level) => level.width)).toEqual([2048, 8192]);
    const sharp = engine.setPanorama(tower, 'high');
    await vi.waitFor(() => expect(tileGate.waiting).toHaveLength(1));
    // No second image: the sharp view is the tiles, and it counts as shown once they are in.
    expect(calls).toHaveLength(1);
    expect(shown).toEqual(['/media/tower-low.jpg']);
    tileGate.waiting.shift()?.();
    expect(await sharp).toBe(true);
    expect(shown).toEqual(['/media/tower-low.jpg', '/media/tower-tiles/{level}/{col}_{row}.jpg']);
  });

  it('offers a phone no tile level wider than 4096', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)' }));
    const { engine } = startedEngine();
    const images = scene(4, 'dome').images;
    const tiles = {
      levels: [
        { width: 2048, cols: 4, rows: 2 },
        { width: 8192, cols: 16, rows: 8 },
      ],
      jpeg: 'j',
      webp: 'w',
    };
    const load = engine.setPanorama({ ...scene(4, 'dome'), images: { ...images, tiles } }, 'low');
    calls[0]?.resolve(true);
    await load;
    expect((calls[0]?.url as unknown as { levels: { width: number }[] }).levels).toEqual([
      { width: 2048, cols: 4, rows: 2 },
    ]);
  });

  it('brings the first scene in at once over the first frame, and fades from one scene to the next', async () => {
    const { engine } = startedEngine();
    const first = engine.setPanorama(scene(1, 'quad'), 'low');
    calls[0]?.resolve(true);
    await first;
    const second = engine.setPanorama(scene(2, 'lawn'), 'low');
    calls[1]?.resolve(true);
    await second;
    expect(calls.map((call) => call.transition)).toEqual([false, expect.objectContaining({ effect: 'fade' })]);
  });

  it('does not call a load a failure when the next load overtook it, whatever error its aborted download gives', async () => {
    const { engine, errors, shown } = startedEngine();
    const first = engine.setPanorama(scene(1, 'quad'), 'low');
    const second = engine.setPanorama(scene(2, 'lawn'), 'low');
    // three's FileLoader reports an abort that lands mid-body as a network error, not an AbortError.
    calls[0]?.reject(new TypeError('Failed to fetch'));
    calls[1]?.resolve(true);
    expect(await first).toBe(false);
    expect(await second).toBe(true);
    expect(errors).toEqual([]);
    expect(shown).toEqual(['/media/lawn-low.jpg']);
  });

  it('loads a scene again when its download was lost to an abort while it was still the scene asked for', async () => {
    const { engine, errors, shown } = startedEngine();
    const load = engine.setPanorama(scene(1, 'quad'), 'low');
    // Joined to a neighbour's preload that this very load aborted: three reports a network error.
    calls[0]?.reject(new TypeError('Failed to fetch'));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    calls[1]?.resolve(true);
    expect(await load).toBe(true);
    expect(errors).toEqual([]);
    expect(shown).toEqual(['/media/quad-low.jpg']);
  });

  it('loads a scene again when PSV says its load was aborted though no later load was asked for', async () => {
    const { engine, shown } = startedEngine();
    const load = engine.setPanorama(scene(1, 'quad'), 'low');
    calls[0]?.resolve(false);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    calls[1]?.resolve(true);
    expect(await load).toBe(true);
    expect(shown).toEqual(['/media/quad-low.jpg']);
  });

  it('reports a scene whose download fails again after the one retry', async () => {
    const { engine, errors } = startedEngine();
    const load = engine.setPanorama(scene(1, 'quad'), 'low');
    calls[0]?.reject(new TypeError('Failed to fetch'));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    calls[1]?.reject(new TypeError('Failed to fetch'));
    expect(await load).toBe(false);
    expect(errors).toHaveLength(1);
  });

  it('reports a load that fails on its own', async () => {
    const { engine, errors } = startedEngine();
    const load = engine.setPanorama(scene(1, 'quad'), 'low');
    calls[0]?.reject(new Error('Could not load /media/quad-low.jpg: 404'));
    expect(await load).toBe(false);
    expect(errors).toHaveLength(1);
  });

  it('puts the sharp rendition of the scene on screen into the same mesh instead of reloading the panorama', async () => {
    const { engine, shown } = startedEngine();
    const low = engine.setPanorama(scene(1, 'quad'), 'low');
    calls[0]?.resolve(true);
    expect(await low).toBe(true);
    expect(await engine.setPanorama(scene(1, 'quad'), 'high')).toBe(true);
    // Not PSV's setPanorama (a new sphere, material and shader): only the texture changed, the low one freed.
    expect(calls).toHaveLength(1);
    expect(meshes.textures).toMatchObject([{ image: { width: 4096, decodedBy: 'engine' } }]);
    expect(meshes.disposed).toEqual([{ name: 'low' }]);
    expect(shown).toEqual(['/media/quad-low.jpg', '/media/quad-high.jpg']);
  });

  it('drops a sharp image that arrives after another scene was asked for', async () => {
    const { engine, shown } = startedEngine();
    const low = engine.setPanorama(scene(1, 'quad'), 'low');
    calls[0]?.resolve(true);
    await low;
    const sharp = engine.setPanorama(scene(1, 'quad'), 'high');
    const next = engine.setPanorama(scene(2, 'lawn'), 'low');
    expect(await sharp).toBe(false);
    expect(meshes.textures).toEqual([]);
    calls[1]?.resolve(true);
    await next;
    expect(shown).toEqual(['/media/quad-low.jpg', '/media/lawn-low.jpg']);
  });

  it('swaps in the sharp rendition the worker decoded, without loading it on the page', async () => {
    worker.answer = { width: 4096, decodedBy: 'worker' };
    const { engine } = startedEngine();
    const low = engine.setPanorama(scene(1, 'quad'), 'low');
    calls[0]?.resolve(true);
    await low;
    expect(await engine.setPanorama(scene(1, 'quad'), 'high')).toBe(true);
    expect(meshes.textures).toMatchObject([{ image: { decodedBy: 'worker' } }]);
  });

  it('cancels the sharp rendition on its way in the worker when another scene is asked for', async () => {
    let answer: (value: null) => void = () => undefined;
    worker.pending = new Promise<null>((resolve) => (answer = resolve));
    const { engine } = startedEngine();
    const low = engine.setPanorama(scene(1, 'quad'), 'low');
    calls[0]?.resolve(true);
    await low;
    const sharp = engine.setPanorama(scene(1, 'quad'), 'high');
    await vi.waitFor(() => expect(worker.signals).toHaveLength(1));
    void engine.setPanorama(scene(2, 'lawn'), 'low');
    expect(worker.signals[0]?.aborted).toBe(true);
    answer(null);
    expect(await sharp).toBe(false);
    // Not loaded the page's way instead: only the new scene went to PSV.
    expect(calls.map((call) => call.url)).toEqual(['/media/quad-low.jpg', '/media/lawn-low.jpg']);
    expect(meshes.textures).toEqual([]);
  });
});
