// Starts the first view (features/panorama/first-view.ts) from the page's URL, before React and
// the app's bootstrap have loaded: tenant lookup, the scene (via its tour when the URL names none)
// and the panorama engine's code are fetched at once, and the scene's low rendition is put on
// screen. The app then adopts it (PanoramaView) or releases it. Anything unexpected here ends
// quietly: the app, loading alongside, shows the scene or the error its own way.
import {
  scene as sceneSchema,
  switchboardResponse,
  tour as tourSchema,
  type Scene,
  type SwitchboardResponse,
} from '@meridian/contracts';
import { FIRST_SCENE_META } from '@meridian/contracts/page-meta';
import { offerFirstView, releaseFirstView } from '../../features/panorama/first-view.ts';
import { viewerHasKeyboard } from '../../features/panorama/keyboard-focus.ts';
import { preloadPanoramaEngine } from '../../features/panorama/panorama-engine.ts';
import { preferredFormat, sharpQualityFor } from '../../features/panorama/renditions.ts';
import { panoramaOf } from '../../features/scene/scene-panorama.ts';
import { resolveTenant } from '../../features/tenant/resolve-tenant.ts';
import { startingSceneId } from '../../features/tour/progression.ts';
import { createApiClient, tenantOrigin } from '../../lib/api-client.ts';
import { FALLBACK_LANGUAGE } from '../../lib/language-codes.ts';
import { renditionUrl, warmRendition } from '../../features/panorama/warm-rendition.ts';
import { sceneFirstPaintUnderEngine } from '../../lib/scene-first-paint.ts';
import type { PageEntry } from '../page-entry.ts';
import type { FirstViewTarget } from './first-view-target.ts';
import './first-view.css';

/**
 * The tenant lookup is sent by main.tsx before any of this code has loaded (it is the first link
 * of the chain); its answer is parsed here with the contract like every other payload.
 */
async function readSwitchboard(response: Promise<Response> | null): Promise<SwitchboardResponse | null> {
  if (!response) return null;
  try {
    // A copy: the app's bootstrap adopts the same answer (features/tenant/api/switchboard-query.ts).
    const answer = (await response).clone();
    return answer.ok ? switchboardResponse.parse(await answer.json()) : null;
  } catch {
    return null;
  }
}

/**
 * On a scene page the server names the scene request in the HTML and has already started it (a
 * preload link, apps/server/src/modules/scenes/first-view-head.ts): a plain fetch of the same URL
 * takes that answer instead of waiting for the tenant lookup to build the request.
 */
async function fetchPreloadedScene(url: string): Promise<Scene | null> {
  const response = await fetch(url, { credentials: 'same-origin' });
  return response.ok ? sceneSchema.parse(await response.json()) : null;
}

async function fetchFirstScene(
  location: Location,
  appHost: string,
  target: FirstViewTarget,
  entry: PageEntry,
  onSceneRequested: () => void,
): Promise<Scene | null> {
  const preloaded = document.querySelector<HTMLMetaElement>(`meta[name="${FIRST_SCENE_META}"]`)?.content;
  if (preloaded && target.sceneSlug !== null) {
    onSceneRequested();
    return fetchPreloadedScene(preloaded);
  }
  const answer = await readSwitchboard(entry.switchboard);
  const tenant = resolveTenant(answer, { hostname: location.hostname, appHost, routeSite: entry.siteName });
  if (tenant.kind !== 'tenant') return null;
  // Any of the tenant's languages gives the same panorama; the app asks again in the visitor's.
  const api = createApiClient({
    origin: tenantOrigin(location, tenant.siteOnAppHost),
    language: tenant.defaultLanguage ?? FALLBACK_LANGUAGE,
    version: tenant.versionHash,
  });
  let slug = target.sceneSlug;
  if (slug === null && target.tourSlug !== null) {
    const tour = await api.getVersioned(`tours/${encodeURIComponent(target.tourSlug)}/`, tourSchema);
    const startId = startingSceneId(tour);
    slug = tour.scenes.find((entry) => entry.scene.id === startId)?.scene.slug ?? null;
  }
  if (slug === null) return null;
  const scene = api.getVersioned(`scene/${encodeURIComponent(slug)}/`, sceneSchema);
  onSceneRequested();
  return scene;
}

/** The engine, started while the scene's data is still on its way (out of sight until offered). */
async function startEngine(label: string) {
  const { createPsvEngine } = await preloadPanoramaEngine();
  const element = document.createElement('div');
  element.className = 'first-view first-view--hidden';
  document.body.appendChild(element);
  const engine = createPsvEngine();
  engine.init(element, { format: preferredFormat(), label, keyboardAllowed: viewerHasKeyboard });
  // No WebGL: the engine made no canvas. Step aside; the app's WebGL check shows the error page.
  // (Checked here rather than with a probe context first: one context less on the way to pixels.)
  if (!element.querySelector('canvas')) {
    engine.destroy();
    element.remove();
    return null;
  }
  return { engine, element };
}

/**
 * `target` comes from main.tsx (first-view-target.ts), which has already had the engine's code
 * downloaded (not run: running it holds the main thread a while, so it runs once the tenant lookup
 * is on its way). Resolves once the low rendition is on screen (and the sharp one too when it has
 * already downloaded by then), or as soon as there will be none: main.tsx starts the app then, so
 * the app's own start-up work does not queue in front of the panorama. The sharp rendition follows here too (the app's viewer, adopting this one, finds it
 * on screen or on its way).
 */
export async function startFirstView(
  location: Location,
  appHost: string,
  target: FirstViewTarget,
  entry: PageEntry,
): Promise<void> {
  // The engine starts (a long run of the main thread) only once the scene's request is out.
  let sceneRequested: (value: undefined) => void = () => undefined;
  const requested = new Promise<undefined>((resolve) => {
    sceneRequested = resolve;
  });
  const sharpQuality = sharpQualityFor(window.innerWidth || undefined);
  const sharpImage = { downloaded: false };
  const sceneRequest = fetchFirstScene(location, appHost, target, entry, () => sceneRequested(undefined)).then(
    (scene) => {
      const panorama = scene ? panoramaOf(scene) : null;
      // The images download while the engine is still starting: low first, then at once the sharp one.
      if (panorama) {
        const fetchImpl: typeof fetch = (input, init) => fetch(input, init);
        void warmRendition(renditionUrl(panorama, 'low'), fetchImpl)
          .then(() => warmRendition(renditionUrl(panorama, sharpQuality), fetchImpl))
          .then((complete) => {
            sharpImage.downloaded = complete;
          });
      }
      return scene;
    },
  );
  const [scene, started] = await Promise.all([
    sceneRequest.catch(() => null).finally(() => sceneRequested(undefined)),
    requested.then(() => startEngine(document.title)).catch(() => null),
  ]);
  if (!started) return;
  const { engine, element } = started;
  const images = scene ? panoramaOf(scene) : null;
  if (!scene || !images) {
    engine.destroy();
    element.remove();
    return;
  }
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', scene.alt_text || scene.title);
  element.querySelector('canvas')?.setAttribute('aria-label', scene.alt_text || scene.title);
  offerFirstView({ sceneId: scene.id, engine, element });
  // A rendition that fails is the app's to report (its viewer asks again): just step aside.
  engine.on('error', () => releaseFirstView(engine));
  const panorama = { id: scene.id, images, initialRotation: scene.initial_rotation };
  // The engine marks pixels on the next frame: settle after it, so the app's code is requested only
  // once they are on screen.
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  if (await engine.setPanorama(panorama, 'low')) {
    const sharp = engine.setPanorama(panorama, sharpQuality);
    await nextFrame();
    // The canvas has drawn the view the HTML's preview showed blurred: the preview steps aside.
    sceneFirstPaintUnderEngine();
    // When the sharp image has arrived by now, only its decoding stands between the visitor and the
    // sharp view: let it finish before the app's start-up takes the main thread. Still downloading
    // (a slow link): the app starts now, while the network is the one working.
    if (sharpImage.downloaded && (await sharp)) await nextFrame();
  } else {
    await nextFrame();
  }
}
