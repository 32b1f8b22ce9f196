// The spec's route table (section 2) plus the shell's further shapes; see docs/web-app.md for the
// mapping decisions. Screens are lazy routes so each loads (with its heavy engine) only when used.
// Every screen is wrapped in an element that names its route (`data-route`), so routing is
// checkable whatever the feature renders inside.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AppShell } from './app-shell.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';
import { RootErrorScreen } from './root-error-screen.tsx';

export type RouteId =
  'homepage' | 'map' | 'scene-viewer' | 'embed-scene' | 'cta-preview' | 'finished-tour' | 'tour-viewer';

function screen(id: RouteId, load: () => Promise<{ Component: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
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

const homepage = () => import('../features/homepage/components/home-screen.tsx');
const map = () => import('../features/map/components/map-screen.tsx');

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RootErrorScreen />,
    children: [
      { index: true, ...screen('homepage', homepage) },
      // /{siteName} and /{lang}
      { path: ':site', ...screen('homepage', () => import('../features/homepage/components/site-root-screen.tsx')) },
      // Up to three group levels, each optionally ending in a tour (named segments, not a splat, so
      // the route outranks the tour viewer's pattern of the same length).
      { path: ':site/home/:level1?/:level2?/:level3?/:level4?', ...screen('homepage', homepage) },
      { path: ':site/map', ...screen('map', map) },
      { path: ':site/map/:tab/*', ...screen('map', map) },
      {
        path: ':site/scene/:sceneSlug/:hotspot?',
        ...screen('scene-viewer', () => import('../features/scene/components/scene-screen.tsx')),
      },
      {
        path: ':site/embed/:sceneSlug/:hotspot?',
        ...screen('embed-scene', () => import('../features/scene/components/embed-scene-screen.tsx')),
      },
      {
        path: ':site/ctas/:ctaId?',
        ...screen('cta-preview', () => import('../features/ctas/components/cta-preview-screen.tsx')),
      },
      {
        path: ':site/finished/:tourSlug',
        ...screen('finished-tour', () => import('../features/tour/components/finished-tour-screen.tsx')),
      },
      // /{siteName}/{tourSlug}[/{sceneSlug}[/{hotspot}]] and /{lang}/{tour}
      {
        path: ':site/:tourSlug/:sceneSlug?/:hotspot?',
        ...screen('tour-viewer', () => import('../features/tour/components/tour-screen.tsx')),
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
