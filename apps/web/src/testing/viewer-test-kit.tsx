// Renders viewer screens with everything they read from the app (UI strings, tenant, API client,
// analytics, router with the real route shapes) and a fake panorama engine at the engine
// interface. Content is pre-seeded in the query cache as the app's bootstrap and earlier requests
// would leave it; anything else goes to a fetch stub that answers 404.
import type { Brand, Label, Scene, Tour } from '@meridian/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import en from '../../public/locales/en/translations.json';
import { createApiClient } from '../lib/api-client.ts';
import { contentKey, TenantContext, type TenantContextValue } from '../lib/tenant-context.tsx';
import { AnalyticsContext } from '../lib/analytics/analytics-context.tsx';
import { DEFAULT_BRAND } from '../lib/brand/default-brand.ts';
import { deriveBrand } from '../lib/brand/derive-brand.ts';
import { PanoramaEngineContext } from '../features/panorama/engine-context.ts';
import { FirstViewHandOff } from '../features/panorama/first-view.ts';
import { SceneScreen } from '../app/routes/scene-route.tsx';
import { TourScreen } from '../app/routes/tour-route.tsx';
import { TourViewer } from '../app/routes/viewer/tour-viewer.tsx';
import { createFakeEngineFactory } from './fake-engine.ts';
import { createTestAnalytics, createTestI18n } from './test-runtime.ts';
import { SCENES, summaryOf, VIEWER_TOUR } from './viewer-fixtures.ts';

export interface ViewerKitOptions {
  path: string;
  brand?: Partial<Brand>;
  tour?: Tour;
  scenes?: Scene[];
  labels?: Label[];
  missingScenes?: string[];
  /** Scenes not in the cache: their requests wait until `releaseHeld()` (a slow network). */
  heldScenes?: string[];
  extra?: ReactNode;
  /** Render the whole tour route screen (tour query, WebGL check) instead of the viewer alone. */
  tourScreen?: boolean;
  /** The page's first view, as the app's engine context hands it over. */
  firstView?: FirstViewHandOff;
}

export function renderViewer({
  path,
  brand,
  tour = VIEWER_TOUR,
  scenes = SCENES,
  labels = [],
  missingScenes = [],
  heldScenes = [],
  extra,
  tourScreen = false,
  firstView = new FirstViewHandOff(),
}: ViewerKitOptions) {
  const i18n = createTestI18n({ en: { translations: en } });
  const { events, value: analyticsValue } = createTestAnalytics({ clientId: 'c', sessionId: 's' });
  // Everything the tests need is pre-seeded; any other request (e.g. a missing scene) is a 404.
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const gate = { open: (): void => undefined };
  const held = new Promise<void>((resolve) => {
    gate.open = resolve;
  });
  const fetchImpl = (input: RequestInfo | URL): Promise<Response> => {
    const url = input instanceof Request ? input.url : input.toString();
    const heldScene = scenes.find(
      (scene) => heldScenes.includes(scene.meta.slug) && url.includes(`/scene/${scene.meta.slug}/`),
    );
    if (heldScene) return held.then(() => json(heldScene));
    return Promise.resolve(json({ statusCode: 404, error: 'Not Found', message: 'nothing here' }, 404));
  };
  const api = createApiClient({ origin: 'http://localhost', language: 'en', version: 'v1', fetchImpl });
  const tenant: TenantContextValue = {
    tenant: {
      siteName: 'northfield',
      defaultLanguage: 'en',
      versionHash: 'v1',
      languages: [{ language: 'en', name: 'English', name_local: 'English', bidi: false }],
    },
    scope: { siteName: 'northfield', language: 'en', version: 'v1', preview: null },
    api,
    changeLanguage: () => undefined,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const scope = tenant.scope;
  queryClient.setQueryData(contentKey(scope, 'brand'), deriveBrand({ ...DEFAULT_BRAND, id: 7, ...brand }));
  queryClient.setQueryData(contentKey(scope, 'scenes'), scenes.map(summaryOf));
  queryClient.setQueryData(contentKey(scope, 'labels'), labels);
  queryClient.setQueryData(contentKey(scope, 'tours'), [tour]);
  queryClient.setQueryData(contentKey(scope, 'tour', tour.slug, 0), tour);
  for (const scene of scenes) {
    if (!missingScenes.includes(scene.meta.slug) && !heldScenes.includes(scene.meta.slug))
      queryClient.setQueryData(contentKey(scope, 'scene', scene.meta.slug), scene);
  }
  const { factory, log } = createFakeEngineFactory();
  const router = createMemoryRouter(
    [
      { path: '/:site/scene/:sceneSlug/:hotspot?', element: <SceneScreen /> },
      {
        path: '/:site/:tourSlug/:sceneSlug?/:hotspot?',
        element: tourScreen ? <TourScreen /> : <TourRoute tour={tour} />,
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <TenantContext.Provider value={tenant}>
          <AnalyticsContext.Provider value={analyticsValue}>
            <PanoramaEngineContext.Provider value={{ create: factory, firstView }}>
              <RouterProvider router={router} />
              {extra}
            </PanoramaEngineContext.Provider>
          </AnalyticsContext.Provider>
        </TenantContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { view, log, events, router, queryClient, location, releaseHeld: () => gate.open() };
}

function TourRoute({ tour }: { tour: Tour }) {
  return <TourRouteInner tour={tour} />;
}

function TourRouteInner({ tour }: { tour: Tour }) {
  const location = useLocation();
  const [, , , sceneSlug, hotspot] = location.pathname.split('/');
  return <TourViewer tour={tour} {...(sceneSlug ? { sceneSlug } : {})} {...(hotspot ? { hotspot } : {})} />;
}
