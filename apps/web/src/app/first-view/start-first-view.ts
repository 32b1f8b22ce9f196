// Starts the first view (features/panorama/first-view.ts) from the page's URL, before React and
// the app's bootstrap have loaded: the page's tenant lookup (app/page-tenant.ts) is read and the
// scene (via its tour when the URL names none) fetched, the scene's low rendition is painted, then the
// panorama engine's code is loaded and takes over. What it fetched and the engine are handed to the
// app (app/first-view/adopt-first-view.ts): the data seeds the query cache, the engine the viewer.
// Anything unexpected here ends quietly: the app, loading alongside, shows the scene or the error
// its own way.
import { scene as sceneSchema, tour as tourSchema, type Scene, type Tour } from '@meridian/contracts';
import { FIRST_SCENE_META } from '@meridian/contracts/page-meta';
import { paintFirstFrame } from '../../features/panorama/first-frame-painter.ts';
import { followDrags } from '../../features/panorama/painter-drag.ts';
import { FirstView } from '../../features/panorama/first-view.ts';
import { viewerHasKeyboard } from '../../features/panorama/keyboard-focus.ts';
import { preloadPanoramaEngine } from '../../features/panorama/panorama-engine.ts';
import { preferredFormat, sharpQualityFor } from '../../features/panorama/renditions.ts';
import { decodeTilesInView } from '../../features/panorama/first-frame-tiles.ts';
import { isPhoneLike, tilesInView } from '../../features/panorama/tile-levels.ts';
import { panoramaOf } from '../../features/scene/scene-panorama.ts';
import { startingSceneId } from '../../features/tour/progression.ts';
import { createApiClient, tenantOrigin } from '../../lib/api-client.ts';
import { FALLBACK_LANGUAGE } from '../../lib/language-codes.ts';
import {
  downloadRendition,
  renditionUrl,
  sharpWarmUrl,
  warmRendition,
} from '../../features/panorama/warm-rendition.ts';
import { sceneFirstPaintUnderEngine } from '../../lib/scene-first-paint.ts';
import type { PageEntry } from '../page-entry.ts';
import { pageTenant } from '../page-tenant.ts';
import type { FirstViewTarget } from './first-view-target.ts';
import './first-view.css';

/** What the first view fetched, in `language` (the tenant's default): the app's cache starts with it. */
export interface FirstViewContent {
  language: string;
  tour: Tour | null;
  scene: Scene;
}

/** What the first view hands the app: its content, and its engine while one is on screen. */
export interface FirstViewStart {
  content: FirstViewContent | null;
  view: FirstView | null;
}

/**
 * On a scene page the server names the scene request in the HTML and has already started it (a
 * preload link, apps/server/src/modules/scenes/first-view-head.ts): a plain fetch of the same URL
 * takes that answer instead of waiting for the tenant lookup to build the request.
 */
async function fetchPreloadedScene(url: string): Promise<FirstViewContent | null> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) return null;
  const language = new URL(url, window.location.origin).searchParams.get('language') ?? FALLBACK_LANGUAGE;
  return { language, tour: null, scene: sceneSchema.parse(await response.json()) };
}

async function fetchFirstScene(
  location: Location,
  target: FirstViewTarget,
  entry: PageEntry,
): Promise<FirstViewContent | null> {
  const preloaded = document.querySelector<HTMLMetaElement>(`meta[name="${FIRST_SCENE_META}"]`)?.content;
  if (preloaded && target.sceneSlug !== null) return fetchPreloadedScene(preloaded);
  const { tenant } = await pageTenant(entry);
  if (tenant.kind !== 'tenant') return null;
  // Any of the tenant's languages gives the same panorama; the app asks again in the visitor's
  // when it is another.
  const language = tenant.defaultLanguage ?? FALLBACK_LANGUAGE;
  const api = createApiClient({
    origin: tenantOrigin(location, tenant.siteOnAppHost),
    language,
    version: tenant.versionHash,
  });
  let slug = target.sceneSlug;
  let tour: Tour | null = null;
  if (slug === null && target.tourSlug !== null) {
    tour = await api.getVersioned(`tours/${encodeURIComponent(target.tourSlug)}/`, tourSchema);
    const startId = startingSceneId(tour);
    slug = tour.scenes.find((entry) => entry.scene.id === startId)?.scene.slug ?? null;
  }
  if (slug === null) return null;
  return { language, tour, scene: await api.getVersioned(`scene/${encodeURIComponent(slug)}/`, sceneSchema) };
}

/** The first view's element: over the whole page, out of sight until a frame is drawn in it. */
function firstViewElement(): HTMLElement {
  const element = document.createElement('div');
  element.className = 'first-view first-view--hidden';
  document.body.appendChild(element);
  return element;
}

/** The engine in `element`, or null without WebGL (the engine made no canvas). */
async function startEngine(element: HTMLElement, label: string) {
  const { createPsvEngine } = await preloadPanoramaEngine();
  const engine = createPsvEngine();
  engine.init(element, { format: preferredFormat(), label, keyboardAllowed: viewerHasKeyboard });
  // The app's WebGL check shows the error page. (Checked here rather than with a probe context
  // first: one context less on the way to pixels.)
  if (!element.querySelector('.psv-container canvas')) {
    engine.destroy();
    return null;
  }
  return engine;
}

/**
 * `target` comes from main.tsx (first-view-target.ts). The scene's low rendition is drawn first by
 * the first frame painter (a few hundred bytes of WebGL), and only then is the engine's code
 * requested: on a slow link the first frame does not wait for 170 KB of three.js and Photo Sphere
 * Viewer. On a tiled scene the painter draws the sharp view from the tiles in view before the
 * engine is made (issue 35). The engine draws the same view under the painter, which then steps
 * aside (after the engine's own tiles are on screen, when the painter's view is sharp). Resolves once
 * the engine's low rendition is on screen (and the sharp one too when it has already downloaded by
 * then), or as soon as there will be none: main.tsx starts the app then, so the app's own start-up
 * work does not queue in front of the panorama.
 */
export async function startFirstView(
  location: Location,
  target: FirstViewTarget,
  entry: PageEntry,
): Promise<FirstViewStart> {
  const sharpQuality = sharpQualityFor(window.innerWidth || undefined);
  const sharpImage = { downloaded: false };
  const content = await fetchFirstScene(location, target, entry).catch(() => null);
  const scene = content?.scene;
  const images = scene ? panoramaOf(scene) : null;
  if (!scene || !images) return { content, view: null };
  // The images download while the first frame is painted and the engine starts: low first, then
  // at once the sharp one.
  const fetchImpl: typeof fetch = (input, init) => fetch(input, init);
  const sharpUrl = sharpWarmUrl(images, sharpQuality);
  // A tiled scene's sharp view is its tiles in view (issue 35): they download while the engine's
  // code does, rather than after the engine has shown the low rendition.
  const viewTiles = images.tiles
    ? tilesInView(images.tiles, preferredFormat(), isPhoneLike(), scene.initial_rotation, innerWidth, innerHeight)
    : null;
  const tileUrls = viewTiles?.tiles.map((tile) => tile.url) ?? [];
  const warmSharp = async () =>
    sharpUrl === null
      ? tileUrls.length > 0 && (await Promise.all(tileUrls.map((url) => warmRendition(url, fetchImpl)))).every(Boolean)
      : warmRendition(sharpUrl, fetchImpl);
  void warmRendition(renditionUrl(images, 'low'), fetchImpl)
    .then(warmSharp)
    .then((complete) => {
      sharpImage.downloaded = complete;
    });
  const element = firstViewElement();
  const label = scene.alt_text || scene.title;
  const painted = await paintFirstFrame(
    element,
    'first-view__painter',
    renditionUrl(images, 'low'),
    scene.initial_rotation,
    (url) => downloadRendition(url, fetchImpl),
  );
  if (painted) {
    element.classList.remove('first-view--hidden');
    // The canvas shows the view the HTML's preview showed blurred: the preview steps aside.
    sceneFirstPaintUnderEngine();
  }
  // Until the engine has come, a drag turns the painted view, and the engine starts where it points.
  const drags = painted ? followDrags(element, scene.initial_rotation, painted.look) : null;
  // A tiled scene: once every tile of the view has arrived and decoded, the painter draws the sharp
  // view too, before the engine (issue 35). The engine's code downloads meanwhile, but the engine is
  // made only after that frame: its first frames (context, shaders, uploads) are each as costly as
  // the painter's in software WebGL, and on 2 cores they would take turns with it.
  if (painted && viewTiles) void preloadPanoramaEngine().catch(() => undefined);
  const sharpPainted =
    painted && viewTiles
      ? await decodeTilesInView(viewTiles, (url) => downloadRendition(url, fetchImpl)).then(
          (sharp) => sharp !== null && painted.sharpen(sharp),
        )
      : false;
  const engine = await startEngine(element, document.title).catch(() => null);
  drags?.stop();
  if (!engine) {
    painted?.destroy();
    element.remove();
    return { content, view: null };
  }
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', label);
  element.querySelector('.psv-container canvas')?.setAttribute('aria-label', label);
  const place = { sceneSlug: target.sceneSlug ?? scene.meta.slug, tourSlug: target.tourSlug };
  const view = new FirstView(scene.id, place, engine, element);
  // A rendition that fails is the app's to report (its viewer asks again): just step aside (an
  // adopted view is the viewer's, and stays).
  engine.on('error', () => {
    painted?.destroy();
    view.destroy();
  });
  const panorama = { id: scene.id, images, initialRotation: drags?.view() ?? scene.initial_rotation };
  // The engine marks pixels on the next frame: settle after it, so the app's code is requested only
  // once they are on screen.
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const shown = await engine.setPanorama(panorama, 'low');
  await nextFrame();
  // The engine has drawn the same view under the painter (or failed). The painter goes, unless it
  // shows the sharp view: then it stays over the engine's low one until the engine's own tiles of
  // the view are on screen, so the view does not go blurred and sharp again. Anything the visitor
  // does to the view meanwhile (the engine moves under a still frame) sends it away at once.
  // (Turned by a drag, the view is not the one the painter's sharp tiles were chosen for.)
  const keepPainter = shown && sharpPainted && drags?.dragged() !== true;
  const dropPainter = () => painted?.destroy();
  if (!keepPainter) dropPainter();
  if (!shown) return { content, view };
  const dropOnInput = keepPainter
    ? [
        engine.on('rotation', dropPainter),
        ...['pointerdown', 'wheel', 'keydown', 'resize'].map((type) => {
          const target = type === 'resize' ? window : element;
          target.addEventListener(type, dropPainter, { capture: true });
          return () => target.removeEventListener(type, dropPainter, { capture: true });
        }),
      ]
    : [];
  const sharp = engine.setPanorama(panorama, sharpQuality);
  // Without a painted frame, the engine's is the first: the HTML's preview steps aside now.
  if (!painted) sceneFirstPaintUnderEngine();
  // When the sharp image has arrived by now (always, when the painter drew the sharp view), only its
  // decoding stands between the visitor and the sharp view: let it finish before the app's start-up
  // takes the main thread. Still downloading (a slow link): the app starts now, while the network is
  // the one working.
  if ((keepPainter || sharpImage.downloaded) && (await sharp)) await nextFrame();
  dropPainter();
  for (const stop of dropOnInput) stop();
  return { content, view };
}
