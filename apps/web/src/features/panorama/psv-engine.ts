// The PanoramaEngine on Photo Sphere Viewer 5 (three.js). One Viewer per engine; every scene is
// shown with setPanorama on it, so there is one WebGL context however many scenes are visited.
// PSV disposes the replaced texture itself (Renderer.setTexture); preloaded textures are disposed
// here right after their image lands in PSV's bounded file cache. A scene with a tile pyramid
// (issue 35) is shown through the tiles adapter on the same viewer (mixed-adapter.ts).
import '@photo-sphere-viewer/core/index.css';
import '@photo-sphere-viewer/markers-plugin/index.css';
import './psv-engine.css';
import { Cache, SYSTEM, Viewer, type PanoramaOptions } from '@photo-sphere-viewer/core';
import { GyroscopePlugin } from '@photo-sphere-viewer/gyroscope-plugin';
import { MarkersPlugin, type MarkerConfig } from '@photo-sphere-viewer/markers-plugin';
import { decodeOffMainThread } from './bitmap-decoding.ts';
import { MixedAdapter } from './mixed-adapter.ts';
import { isPhoneLike, tiledPanoramaOf, tileWidthLimit } from './tile-levels.ts';
import { swapPanoramaTexture, type PanoramaImage } from './texture-swap.ts';
import { decodeInWorker } from './worker-decoding.ts';
import { renditionOf } from './renditions.ts';
import {
  createEngineEmitter,
  type EngineOptions,
  type PanoramaEngine,
  type PanoramaMarker,
  type PanoramaQuality,
  type PanoramaScene,
} from './panorama-engine.ts';

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;
/** Yaw in -180..180 so "turned a little left" reads as a small negative number. */
const signedDegrees = (radians: number) => {
  const degrees = toDegrees(radians) % 360;
  return degrees > 180 ? degrees - 360 : degrees;
};

// Only the last few panoramas (the current one and the preloaded neighbours) stay in memory.
Cache.maxItems = 6;

function markerConfig(marker: PanoramaMarker): MarkerConfig {
  const classes = ['hotspot-marker', `hotspot-marker--${marker.kind}`];
  if (marker.viewed) classes.push('hotspot-marker--viewed');
  return {
    id: marker.id,
    position: { yaw: toRadians(marker.yaw), pitch: toRadians(marker.pitch) },
    html: '<span class="hotspot-marker__dot"></span>',
    className: classes.join(' '),
    size: { width: 40, height: 40 },
    anchor: 'center center',
    tooltip: { content: marker.label, position: 'top center' },
    data: { id: marker.id },
  };
}

const QUALITY_RANK: Record<PanoramaQuality, number> = { low: 0, medium: 1, high: 2 };

/**
 * For `npm run bench:scene`: when a rendition's pixels reach the screen. The first frame of a page
 * is usually the first frame painter's (first-frame-painter.ts); the engine's own first frame is
 * marked too, so the bench can say when the engine took over.
 */
function markPixels(quality: PanoramaQuality): void {
  requestAnimationFrame(() => {
    if (quality !== 'low') performance.mark('panorama-sharp');
    else {
      if (performance.getEntriesByName('panorama-engine-first-frame').length === 0)
        performance.mark('panorama-engine-first-frame');
      performance.mark('panorama-first-pixels');
    }
  });
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

interface DeviceOrientationWithPermission {
  requestPermission?: () => Promise<'granted' | 'denied'>;
}

/** A download that ended by an abort: PSV's AbortError, or three's network error for one mid-body. */
function lostToAbort(error: unknown): boolean {
  return error instanceof TypeError || (error as { name?: unknown } | null)?.name === 'AbortError';
}

export function createPsvEngine(): PanoramaEngine {
  const emitter = createEngineEmitter();
  let viewer: Viewer | null = null;
  let markers: MarkersPlugin | null = null;
  let currentSceneId: number | null = null;
  let pendingMarkers: PanoramaMarker[] = [];
  let format: EngineOptions['format'] = 'jpeg';
  let destroyed = false;
  /** The rendition on screen (of the current scene), and the one being loaded. */
  let shown: { url: string; quality: PanoramaQuality } | null = null;
  let pending: { url: string; result: Promise<boolean> } | null = null;
  /** Counts psv.setPanorama calls: each one aborts the downloads of the ones before it. */
  let loadsStarted = 0;
  /** Aborts the worker's download and decode of the sharper rendition being loaded, if any. */
  let sharpDecoding: AbortController | null = null;

  const applyMarkers = (list: PanoramaMarker[]) => {
    if (!markers || !viewer) return;
    markers.setMarkers(list.map(markerConfig));
    // The accessible hotspot list mirrors the markers; the canvas copies are for pointers only.
    for (const element of viewer.container.querySelectorAll('.psv-marker')) {
      element.setAttribute('aria-hidden', 'true');
    }
  };

  const requireViewer = (): Viewer => {
    if (!viewer) throw new Error('PanoramaEngine used before init() or after destroy()');
    return viewer;
  };

  return {
    init(container, options) {
      format = options.format;
      viewer = new Viewer({
        container,
        navbar: false,
        keyboard: 'always',
        loadingTxt: '',
        defaultZoomLvl: 0,
        // Imported renditions carry no XMP (the importer strips metadata): skip scanning each file.
        // A tiled scene's base image is the low rendition, shown as it is (as a plain scene's is);
        // a tile that fails to load leaves the base image there rather than a warning sign.
        adapter: MixedAdapter.withConfig({
          plain: { useXmpData: false },
          tiles: { baseBlur: false, showErrorTile: false },
        }),
        touchmoveTwoFingers: false,
        mousewheelCtrlKey: false,
        plugins: [
          [MarkersPlugin, { markers: [] }],
          [GyroscopePlugin, { touchmove: true }],
        ],
      });
      markers = viewer.getPlugin<MarkersPlugin>(MarkersPlugin);
      decodeOffMainThread(viewer.textureLoader, () => SYSTEM.maxTextureWidth);
      container.querySelector('canvas')?.setAttribute('aria-label', options.label);
      viewer.addEventListener('key-press', (event) => {
        // PSV listens on window: keep arrows and +/- for the viewer, not for menus and dialogs.
        if (!options.keyboardAllowed()) event.preventDefault();
      });
      viewer.addEventListener('position-updated', ({ position }) => {
        emitter.emit('rotation', { yaw: signedDegrees(position.yaw), pitch: toDegrees(position.pitch) });
      });
      // Markers set before the first panorama is ready are applied once it is.
      viewer.addEventListener('ready', () => applyMarkers(pendingMarkers), { once: true });
      markers.addEventListener('select-marker', ({ marker }) => {
        emitter.emit('select', { markerId: marker.id });
      });
    },

    async setPanorama(scene: PanoramaScene, quality: PanoramaQuality) {
      const psv = requireViewer();
      const tiled = scene.images.tiles
        ? tiledPanoramaOf(scene.images, format, tileWidthLimit(SYSTEM.maxTextureWidth, isPhoneLike()))
        : null;
      // A tiled scene's sharp "rendition" is its tiles (their URL template): the tiles of the view.
      const url =
        tiled && quality !== 'low' && scene.images.tiles
          ? scene.images.tiles[format]
          : renditionOf(scene.images, quality, format).url;
      const sameScene = scene.id === currentSceneId;
      // Asked again for what is on screen (or something less sharp), or for what is on its way —
      // a viewer that adopted the first view repeats the first view's requests: answer from what
      // is there, so listeners still hear "shown", and never swap a sharp image for a blurrier one.
      if (sameScene && shown !== null && (url === shown.url || QUALITY_RANK[quality] < QUALITY_RANK[shown.quality])) {
        await Promise.resolve();
        if (destroyed) return false;
        emitter.emit('shown', { sceneId: scene.id, quality, url });
        // A sharp rendition that is the same file as the one shown (small panoramas) is there now.
        if (quality !== 'low') markPixels(quality);
        return true;
      }
      if (sameScene && pending?.url === url) return pending.result;
      currentSceneId = scene.id;
      const options: PanoramaOptions = sameScene
        ? // A sharper copy of what is on screen: swap in place, keep the view, no loader or fade.
          { transition: false, showLoader: false }
        : {
            position: { yaw: toRadians(scene.initialRotation.yaw), pitch: toRadians(scene.initialRotation.pitch) },
            zoom: scene.initialRotation.zoom,
            // A fade from one scene to the next; the first scene comes in at once, over the page's
            // first frame (first-frame-painter.ts): a fade from nothing would flash it out.
            transition:
              prefersReducedMotion() || shown === null ? false : { speed: 300, rotation: false, effect: 'fade' },
            showLoader: false,
          };
      /**
       * A sharper copy of the scene on screen goes into the mesh on screen (texture-swap.ts). Decoded
       * from the moment the low rendition is loaded (in a worker, beside the low's first frame):
       * decoding it as soon as it arrived (tried) took the CPU from the first pixels on a 2-core
       * machine (docs/performance.md).
       */
      const swapSharper = async (thisLoad: number): Promise<boolean> => {
        // A function, not a value: read after each await.
        const isOvertaken = () => destroyed || thisLoad !== loadsStarted;
        sharpDecoding = new AbortController();
        const decoded = await decodeInWorker(url, sharpDecoding.signal);
        if (isOvertaken()) {
          decoded?.close();
          return false;
        }
        const image: PanoramaImage =
          decoded ?? (await psv.textureLoader.blobToImage(await psv.textureLoader.loadFile(url, undefined, url)));
        const overtaken = isOvertaken();
        if (!overtaken && image.width <= SYSTEM.maxTextureWidth && swapPanoramaTexture(psv, url, image)) return true;
        if (typeof ImageBitmap !== 'undefined' && image instanceof ImageBitmap) image.close();
        return overtaken ? false : psv.setPanorama(url, options);
      };
      /**
       * The tiles load by themselves, those of the view at the level the screen and zoom need, as
       * soon as the base image is up: a sharper request for a tiled scene waits for them.
       */
      const tilesInView = async (thisLoad: number): Promise<boolean> => {
        await (psv as unknown as { adapter: MixedAdapter }).adapter.tilesSettled();
        return !destroyed && thisLoad === loadsStarted;
      };
      /**
       * One load, and once more if its download was lost to an abort while it was still the latest
       * load. three's FileLoader lets a request join one for the same URL already on its way (a
       * neighbour's preload), and PSV's setPanorama first aborts every download: the scene's load can
       * join the very download it has just aborted (seen end to end: Next pressed while the next
       * scene was preloading showed "Scene not found", or left the previous panorama up).
       */
      const attempt = async (thisLoad: number, retried: boolean): Promise<boolean> => {
        // Retried at most once, and only while still the latest load (read after each await).
        const mayRetry = () => !retried && !destroyed && thisLoad === loadsStarted;
        try {
          const completed = sameScene
            ? await (tiled ? tilesInView(thisLoad) : swapSharper(thisLoad))
            : await psv.setPanorama(tiled ?? url, options);
          if (completed || !mayRetry()) return completed;
        } catch (error) {
          if (!mayRetry() || !lostToAbort(error)) throw error;
        }
        return attempt(thisLoad, true);
      };
      const load = async (): Promise<boolean> => {
        const thisLoad = (loadsStarted += 1);
        // A sharper image still on its way in the worker is for a view that is being replaced.
        sharpDecoding?.abort();
        sharpDecoding = null;
        try {
          const completed = await attempt(thisLoad, false);
          if (completed && !destroyed) {
            shown = { url, quality };
            emitter.emit('shown', { sceneId: scene.id, quality, url });
            markPixels(quality);
          }
          return completed;
        } catch (error) {
          // Overtaken by a later load, which aborted this one's download: not a failure. PSV knows an
          // abort only by its AbortError, but three's FileLoader turns an abort that lands while the
          // body streams in into `TypeError: Failed to fetch` (seen on a busy machine: Next pressed
          // while the sharp rendition was still arriving showed "Scene not found").
          if (destroyed || thisLoad !== loadsStarted) return false;
          // A failed scene must not count as shown: the next request for it starts afresh.
          if (currentSceneId === scene.id) {
            currentSceneId = null;
            shown = null;
          }
          emitter.emit('error', { sceneId: scene.id, url, error });
          return false;
        }
      };
      const result = load();
      pending = { url, result };
      void result.finally(() => {
        if (pending?.result === result) pending = null;
      });
      return result;
    },

    setMarkers(list) {
      pendingMarkers = list;
      if (viewer?.state.ready) applyMarkers(list);
    },

    setLabel(label) {
      requireViewer().container.querySelector('canvas')?.setAttribute('aria-label', label);
    },

    rotate({ yaw, pitch }) {
      requireViewer().animate({
        yaw: toRadians(yaw),
        pitch: toRadians(pitch),
        speed: prefersReducedMotion() ? 0 : 1000,
      });
    },

    zoomBy(steps) {
      const psv = requireViewer();
      psv.zoom(Math.min(100, Math.max(0, psv.getZoomLevel() + steps * 10)));
    },

    preload(urls) {
      const psv = viewer;
      if (!psv) return;
      for (const url of urls) {
        psv.textureLoader
          .preloadPanorama(url)
          .then((textureData: unknown) => {
            // Only the downloaded file is wanted (it stays in PSV's cache); free the texture object.
            const texture = (textureData as { texture?: { dispose?: () => void } } | null)?.texture;
            texture?.dispose?.();
          })
          .catch(() => {
            // A failed preload is retried, and reported, when the scene itself is opened.
          });
      }
    },

    async setDeviceMotion(enabled) {
      const psv = requireViewer();
      const gyroscope = psv.getPlugin<GyroscopePlugin>(GyroscopePlugin);
      if (!enabled) {
        gyroscope.stop();
        return true;
      }
      // iOS asks the visitor first (must run inside the click that asked for it).
      const orientation = window.DeviceOrientationEvent as unknown as DeviceOrientationWithPermission | undefined;
      if (typeof orientation?.requestPermission === 'function') {
        const answer = await orientation.requestPermission().catch(() => 'denied' as const);
        if (answer !== 'granted') return false;
      }
      if (!(await gyroscope.isSupported())) return false;
      try {
        await gyroscope.start();
        return true;
      } catch {
        return false;
      }
    },

    on: emitter.on,

    destroy() {
      destroyed = true;
      sharpDecoding?.abort();
      emitter.clear();
      viewer?.destroy();
      viewer = null;
      markers = null;
    },
  };
}
