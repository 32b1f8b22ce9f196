// The PSV engine's own rules, with Photo Sphere Viewer replaced by a stand-in whose setPanorama the
// test settles by hand (WebGL is not available in jsdom; the real viewer is covered end to end).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PanoramaScene } from './panorama-engine.ts';

interface Call {
  url: string;
  resolve: (completed: boolean) => void;
  reject: (error: unknown) => void;
}
const calls: Call[] = [];

vi.mock('@photo-sphere-viewer/core', () => {
  class Viewer {
    container = document.createElement('div');
    state = { ready: true };
    textureLoader = { preloadPanorama: () => Promise.resolve(null), blobToImage: () => Promise.resolve(null) };
    addEventListener() {}
    getPlugin() {
      return { setMarkers() {}, addEventListener() {} };
    }
    setPanorama(url: string) {
      return new Promise<boolean>((resolve, reject) => calls.push({ url, resolve, reject }));
    }
    destroy() {}
  }
  return { Cache: {}, EquirectangularAdapter: { withConfig: () => ({}) }, SYSTEM: { maxTextureWidth: 8192 }, Viewer };
});
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
    calls.length = 0;
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    vi.stubGlobal('requestAnimationFrame', () => 0);
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

  it('reports a load that fails on its own', async () => {
    const { engine, errors } = startedEngine();
    const load = engine.setPanorama(scene(1, 'quad'), 'low');
    calls[0]?.reject(new Error('Could not load /media/quad-low.jpg: 404'));
    expect(await load).toBe(false);
    expect(errors).toHaveLength(1);
  });
});
