// The spec's route table (section 2) plus the shell's further shapes; see docs/web-app.md for the
// mapping decisions. Screens are lazy routes so each loads (with its heavy engine) only when used.
// Every screen is wrapped in an element that names its route (`data-route`), so routing is
// checkable whatever the feature renders inside.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { preloadPanoramaEngine } from '../features/panorama/panorama-engine.ts';
import { prefetchScene } from './routes/prefetch/prefetch-scene.ts';
import { prefetchTour } from './routes/prefetch/prefetch-tour.ts';
import type { RouteHandle } from '../lib/route-prefetch.ts';
import { yieldToMain } from '../lib/yield-to-main.ts';
import { AppShell } from './app-shell.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';
import { RootErrorScreen } from './root-error-screen.tsx';

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

function screen(
  id: RouteId,
  load: () => Promise<{ Component: ComponentType }>,
  { warm, prefetch, immersive, serverRendered }: ScreenOptions = {},
): Pick<RouteObject, 'lazy' | 'handle'> {
  const handle: RouteHandle = {
    ...(prefetch ? { prefetch } : {}),
    ...(immersive ? { immersive } : {}),
    ...(serverRendered ? { serverRendered } : {}),
  };
  return {
    handle,
    lazy: async () => {
      // The router calls this while it is being created, in the app's start-up task: the chunk's
      // request (and its stylesheets' links) start in the next one.
      await yieldToMain();
      // Not awaited: a failure shows when the screen itself asks for the engine.
      warm?.().catch(() => undefined);
      const { Component } = await load();
      function RouteScreen() {
        return (
          <div className="route-screen" data-route={id}>
            <Component />
          </div>
        );
      }
      return { Component: RouteScreen };
    },
  };
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

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RootErrorScreen />,
    children: [
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
    ],
  },
];
