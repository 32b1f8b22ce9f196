// The page's entry, kept small on purpose: on a scene or tour URL the first view (the scene's
// panorama) starts right away — the engine's code, the tenant lookup and the scene are requested
// before anything heavy runs — while the app's own code (React, the router, the screens) is still
// on its way (see docs/viewer.md, "First view").
import { FIRST_RENDITIONS_META } from '@meridian/contracts/page-meta';
import { firstViewTarget } from './app/first-view/first-view-target.ts';
import { loadBoot } from './app/load-boot.ts';
import { answeringFetch, readPageState } from './app/server-render/page-answers.ts';
import { readPageEntry, requestSwitchboard, type PageEntry } from './app/page-entry.ts';
import type { FirstViewStart } from './app/first-view/start-first-view.ts';
import { homeFirstViewPainted } from './lib/home-first-view.ts';
import { dropSceneFirstPaintTitleUnless } from './lib/scene-first-paint.ts';
import { STORED_LANGUAGE_KEY } from './features/i18n/detectors.ts';
import { warmNamedRenditions } from './features/panorama/warm-rendition.ts';
import { reportError } from './lib/errors/reporting.ts';
import { guardedStorage, shieldGlobalStorage } from './lib/safe-storage.ts';
import './components/tokens.css';
import './app/app.css';

/**
 * A safety net only: the first view settles on its own once its pixels are shown or as soon as there
 * will be none (no tenant, no scene, no WebGL, an error). This cap covers a request that hangs.
 */
const APP_START_CAP_MS = 10_000;

// The address is read once, and the tenant lookup goes out first, on every URL; the first view and
// the app both use this one answer.
// Before any library reads storage: where the browser denies it (a frame on another site), memory.
shieldGlobalStorage();

// A server-rendered page (issue 36) carries the answers it was made of, the tenant lookup's among them.
const pageState = readPageState();
const entry: PageEntry = {
  ...readPageEntry(window.location, import.meta.env.VITE_APP_HOST ?? 'localhost'),
  switchboard: requestSwitchboard(
    window.location.hostname,
    pageState ? answeringFetch(pageState.answers, (input, init) => fetch(input, init)) : undefined,
  ),
};

function startApp(firstView: Promise<FirstViewStart | null> | null): void {
  const container = document.getElementById('root');
  if (!container) return;
  loadBoot()
    .then(({ boot }) => boot(container, entry, firstView))
    .catch((error: unknown) => reportError(error, 'startup'));
}

/** The language this visitor chose before (i18n's stored language), which the server cannot know. */
function storedLanguage(): string | null {
  if (new URLSearchParams(window.location.search).has('lng')) return null;
  return guardedStorage('local').getItem(STORED_LANGUAGE_KEY);
}

const target = firstViewTarget(window.location);
if (target) {
  // The HTML's first paint (lib/scene-first-paint.ts) keeps its title only in the visitor's language.
  dropSceneFirstPaintTitleUnless(storedLanguage());
  // The engine's code is requested by start-first-view once the first frame is painted (issue 39:
  // on a slow link, 170 KB of three.js ahead of the low image held the first frame back).
  const engineCss = document.querySelector<HTMLMetaElement>('meta[name="meridian-engine-css"]')?.content;
  const addLink = (rel: string, href: string) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    document.head.append(link);
  };
  // On a scene page the server named the renditions: the sharp one follows the low one from here.
  const renditions = document.querySelector<HTMLMetaElement>(`meta[name="${FIRST_RENDITIONS_META}"]`)?.content;
  if (renditions) warmNamedRenditions(renditions.split(' '), (input, init) => fetch(input, init));
  // Applied now rather than when the chunk is imported: the import would wait for it to download.
  for (const href of engineCss?.split(' ').filter(Boolean) ?? []) addLink('stylesheet', href);
  // The app follows once the first view is on screen (or will not be), so its code loads after.
  // The app adopts what it started (its content and engine, app/first-view/adopt-first-view.ts),
  // whenever that settles.
  const firstView = import('./app/first-view/start-first-view.ts')
    .then(({ startFirstView }) => startFirstView(window.location, target, entry))
    .catch(() => null);
  const cap = new Promise((resolve) => setTimeout(resolve, APP_START_CAP_MS));
  void Promise.race([firstView, cap]).finally(() => startApp(firstView));
} else {
  // On the homepage the server painted the hero's image (lib/home-first-view.ts): the app's code
  // follows once it is on screen, so that the page's largest paint has the link to itself.
  void homeFirstViewPainted().finally(() => startApp(null));
}
