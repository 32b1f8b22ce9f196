// The spec's route table (section 2) plus the shell's further shapes; see docs/web-app.md for the
// mapping decisions. Each screen's code is its own chunk, loaded (with its heavy engine) only when
// used, and before the address that needs it is shown (app/app-router.tsx): the screen on view stays
// until the next one can render. Every screen is wrapped in an element that names its route
// (`data-route`), so routing is checkable whatever the feature renders inside.
import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { preloadPanoramaEngine } from '../features/panorama/panorama-engine.ts';
import { prefetchScene } from './routes/prefetch/prefetch-scene.ts';
import { prefetchTour } from './routes/prefetch/prefetch-tour.ts';
import type { RouteHandle } from '../lib/route-prefetch.ts';
import { yieldToMain } from '../lib/yield-to-main.ts';
import { NotFoundScreen } from './not-found-screen.tsx';
import { Loader } from '../components/loader.tsx';

export type RouteId =
  'homepage' | 'map' | 'scene-viewer' | 'embed-scene' | 'cta-preview' | 'finished-tour' | 'tour-viewer' | 'insights';

interface ScreenOptions {
  /** Code the screen will need right after it loads, fetched alongside its own chunk. */
  warm?: () => Promise<unknown>;
  /** Content the screen will ask for, requested as soon as the tenant is known (see lib/route-prefetch). */
  prefetch?: RouteHandle['prefetch'];
  /** The immersive viewer's screen (RouteHandle.immersive). */
  immersive?: boolean;
  /** Rendered on the server and hydrated (RouteHandle.serverRendered). */
  serverRendered?: boolean;
}

type LoadScreen = () => Promise<{ Component: ComponentType }>;

/** A screen's code: loaded once, then rendered synchronously (hydration cannot wait for it). */
function screenModule(load: LoadScreen, warm: ScreenOptions['warm']) {
  let loaded: ComponentType | undefined;
  let failure: { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  const settle = (): Promise<void> =>
    (loading ??= (async () => {
      // Asked for while the app is created, in the start-up task: the chunk's request (and its
      // stylesheets' links) start in the next one.
      await yieldToMain();
      // Not awaited: a failure shows when the screen itself asks for the engine.
      warm?.().catch(() => undefined);
      try {
        loaded = (await load()).Component;
      } catch (error) {
        // Shown by the root's error boundary when the screen renders (app/app-routes.tsx).
        failure = { error };
      }
    })());
  return { settle, current: () => ({ loaded, failure }) };
}

/** One per chunk: the routes that share a screen share its loaded code. */
const modules = new Map<LoadScreen, ReturnType<typeof screenModule>>();

function screen(
  id: RouteId,
  load: LoadScreen,
  { warm, prefetch, immersive, serverRendered }: ScreenOptions = {},
): Pick<RouteObject, 'element' | 'handle'> {
  const module = modules.get(load) ?? screenModule(load, warm);
  modules.set(load, module);
  const handle: RouteHandle = {
    settle: module.settle,
    settled: () => module.current().loaded !== undefined || module.current().failure !== undefined,
    ...(prefetch ? { prefetch } : {}),
    ...(immersive ? { immersive } : {}),
    ...(serverRendered ? { serverRendered } : {}),
  };
  function RouteScreen() {
    const [, setSettled] = useState(false);
    const { loaded: Component, failure } = module.current();
    const waiting = !Component && !failure;
    // Only where a screen is shown before its code is in (the router waits for it): a loader.
    useEffect(() => {
      if (waiting) void module.settle().then(() => setSettled(true));
    }, [waiting]);
    if (failure) throw failure.error;
    if (!Component) return <Loader />;
    return (
      <div className="route-screen" data-route={id}>
        <Component />
      </div>
    );
  }
  return { handle, element: <RouteScreen /> };
}

// Scene screens: the 360° engine's code and the scene (with its first image) start at once.
const viewerScreen: ScreenOptions = {
  immersive: true,
  warm: preloadPanoramaEngine,
  prefetch: (context, params) => prefetchScene(context, params.sceneSlug ?? ''),
};

const homepage = () => import('./routes/home-route.tsx');
// The homepage and its group levels come as HTML from the server (issue 36).
const ssr: ScreenOptions = { serverRendered: true };
const map = () => import('./routes/map-route.tsx');

/** The screens, under the root whose element the caller gives (the app's shell, or the server's frame). */
const screenRoutes: RouteObject[] = [
  { index: true, ...screen('homepage', homepage, ssr) },
  // /{siteName} and /{lang}
  { path: ':site', ...screen('homepage', () => import('./routes/site-root-route.tsx'), ssr) },
  // Up to three group levels, each optionally ending in a tour (named segments, not a splat, so
  // the route outranks the tour viewer's pattern of the same length).
  { path: ':site/home/:level1?/:level2?/:level3?/:level4?', ...screen('homepage', homepage, ssr) },
  { path: ':site/map', ...screen('map', map) },
  { path: ':site/map/:tab/*', ...screen('map', map) },
  {
    path: ':site/scene/:sceneSlug/:hotspot?',
    ...screen('scene-viewer', () => import('./routes/scene-route.tsx'), viewerScreen),
  },
  {
    path: ':site/embed/:sceneSlug/:hotspot?',
    ...screen('embed-scene', () => import('./routes/embed-scene-route.tsx'), viewerScreen),
  },
  {
    path: ':site/ctas/:ctaId?',
    ...screen('cta-preview', () => import('./routes/cta-preview-route.tsx')),
  },
  // The tenant's private dashboard (the server answers it only with an insights token).
  { path: ':site/insights', ...screen('insights', () => import('./routes/insights-route.tsx')) },
  {
    path: ':site/finished/:tourSlug',
    ...screen('finished-tour', () => import('./routes/finished-tour-route.tsx')),
  },
  // /{siteName}/{tourSlug}[/{sceneSlug}[/{hotspot}]] and /{lang}/{tour}
  {
    path: ':site/:tourSlug/:sceneSlug?/:hotspot?',
    ...screen('tour-viewer', () => import('./routes/tour-route.tsx'), {
      immersive: true,
      warm: preloadPanoramaEngine,
      prefetch: (context, params) => prefetchTour(context, params.tourSlug ?? '', params.sceneSlug),
    }),
  },
  { path: '*', element: <NotFoundScreen /> },
];

export function appRoutes(root: ReactElement): RouteObject[] {
  return [{ path: '/', element: root, children: screenRoutes }];
}

const matchable: RouteObject[] = [{ path: '/', children: screenRoutes }];

export interface MatchedScreen {
  handle: RouteHandle;
  params: Params;
}

/** The screen an address shows (its route's handle and parameters); the not-found screen has none. */
export function matchScreen(pathname: string): MatchedScreen | null {
  const leaf = matchRoutes(matchable, pathname)?.at(-1);
  const handle = leaf?.route.handle as RouteHandle | undefined;
  return leaf && handle ? { handle, params: leaf.params } : null;
}

/** Loads the code of the screen an address shows; resolves with its match once it can render. */
export async function settleScreen(pathname: string): Promise<MatchedScreen | null> {
  const matched = matchScreen(pathname);
  await matched?.handle.settle();
  return matched;
}
