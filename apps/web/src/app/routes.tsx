// The spec's route table (section 2) plus the shell's further shapes; see docs/web-app.md for the
// mapping decisions. Screens are lazy routes so each loads (with its heavy engine) only when used.
import type { RouteObject } from 'react-router';
import { AppShell } from './app-shell.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';
import { RootErrorScreen } from './root-error-screen.tsx';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RootErrorScreen />,
    children: [
      { index: true, lazy: () => import('../features/homepage/components/home-screen.tsx') },
      // /{siteName} and /{lang}
      { path: ':site', lazy: () => import('../features/homepage/components/site-root-screen.tsx') },
      // Up to three group levels, each optionally ending in a tour (named segments, not a splat, so
      // the route outranks the tour viewer's pattern of the same length).
      {
        path: ':site/home/:level1?/:level2?/:level3?/:level4?',
        lazy: () => import('../features/homepage/components/home-screen.tsx'),
      },
      { path: ':site/map', lazy: () => import('../features/map/components/map-screen.tsx') },
      { path: ':site/map/:tab/*', lazy: () => import('../features/map/components/map-screen.tsx') },
      { path: ':site/scene/:sceneSlug/:hotspot?', lazy: () => import('../features/scene/components/scene-screen.tsx') },
      {
        path: ':site/embed/:sceneSlug/:hotspot?',
        lazy: () => import('../features/scene/components/embed-scene-screen.tsx'),
      },
      { path: ':site/ctas/:ctaId?', lazy: () => import('../features/ctas/components/cta-preview-screen.tsx') },
      { path: ':site/finished/:tourSlug', lazy: () => import('../features/tour/components/finished-tour-screen.tsx') },
      // /{siteName}/{tourSlug}[/{sceneSlug}[/{hotspot}]] and /{lang}/{tour}
      {
        path: ':site/:tourSlug/:sceneSlug?/:hotspot?',
        lazy: () => import('../features/tour/components/tour-screen.tsx'),
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
