// A PanoramaEngine for component tests: records what the screens ask of it and answers like the
// real one (a rendition is "shown" once its load resolves; a scene can be made to fail).
import {
  createEngineEmitter,
  type EngineFactory,
  type PanoramaEngine,
  type PanoramaMarker,
} from '../features/panorama/panorama-engine.ts';

export interface FakeEngineLog {
  created: number;
  destroyed: number;
  shown: { sceneId: number; quality: string }[];
  markers: PanoramaMarker[];
  preloaded: string[];
  rotations: { yaw: number; pitch: number }[];
  failScenes: Set<number>;
  engines: (PanoramaEngine & { emitRotation: (yaw: number) => void; select: (id: string) => void })[];
}

export function createFakeEngineFactory(): { factory: EngineFactory; log: FakeEngineLog } {
  const log: FakeEngineLog = {
    created: 0,
    destroyed: 0,
    shown: [],
    markers: [],
    preloaded: [],
    rotations: [],
    failScenes: new Set(),
    engines: [],
  };
  const factory: EngineFactory = () => {
    const emitter = createEngineEmitter();
    let alive = true;
    let canvas: HTMLCanvasElement | null = null;
    const engine = {
      // Like the real engine: a canvas named by the label it is given.
      init: (container: HTMLElement, options: { label: string }) => {
        log.created += 1;
        canvas = document.createElement('canvas');
        canvas.setAttribute('aria-label', options.label);
        container.appendChild(canvas);
      },
      setLabel: (label: string) => {
        canvas?.setAttribute('aria-label', label);
      },
      setPanorama: async (scene: { id: number }, quality: 'low' | 'medium' | 'high') => {
        await Promise.resolve();
        if (!alive) return false;
        if (log.failScenes.has(scene.id)) {
          const error = Object.assign(new Error(`fetch for "/media/x" responded with 404: Not Found`), {
            response: { status: 404 },
          });
          emitter.emit('error', { sceneId: scene.id, url: '/media/x', error });
          return false;
        }
        log.shown.push({ sceneId: scene.id, quality });
        emitter.emit('shown', { sceneId: scene.id, quality, url: `/media/${String(scene.id)}-${quality}` });
        return true;
      },
      setMarkers: (markers: PanoramaMarker[]) => {
        log.markers = markers;
      },
      rotate: (position: { yaw: number; pitch: number }) => {
        log.rotations.push(position);
      },
      zoomBy: () => undefined,
      preload: (urls: string[]) => {
        log.preloaded.push(...urls);
      },
      setDeviceMotion: () => Promise.resolve(false),
      on: emitter.on,
      destroy: () => {
        alive = false;
        log.destroyed += 1;
      },
      emitRotation: (yaw: number) => emitter.emit('rotation', { yaw, pitch: 0 }),
      select: (id: string) => emitter.emit('select', { markerId: id }),
    };
    log.engines.push(engine);
    return Promise.resolve(engine);
  };
  return { factory, log };
}
