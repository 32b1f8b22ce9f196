// The server's entry (issue 36, docs/web-app.md "Server rendering"): built by Vite's SSR build into
// apps/web/dist-ssr and run by the server (apps/server/src/modules/web-app/server-render.ts). It
// renders a screen that opts in (RouteHandle.serverRendered) with the app's own route table, frame
// and screens, from the app's own queries, and returns the HTML with the API answers it was made of
// (the browser hydrates from those: app/server-render/hydrate-page.ts).
import type { Resource } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppLayout } from './app/app-layout.tsx';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { AppRoutes } from './app/app-routes.tsx';
import { settleScreen } from './app/route-table.tsx';
import { tenantContextValue } from './app/bootstrap/use-tenant-bootstrap.ts';
import { sceneQuery } from './features/scene/api/scene-query.ts';
import { TourOutline } from './features/tour/components/tour-outline.tsx';
import { tourQuery } from './features/tour/api/tour-query.ts';
import { answerKey, type PageState } from './app/server-render/page-answers.ts';
import { prefillPage } from './app/server-render/prefill-page.ts';
import { createServerI18n } from './features/i18n/server-i18n.ts';
import { FirstViewHandOff } from './features/panorama/first-view.ts';
import { lookUpTenant } from './features/tenant/api/tenant-lookup.ts';
import { Analytics } from './lib/analytics/analytics-client.ts';
import { CrossDomainLinker } from './lib/analytics/cross-domain-linker.ts';
import { siteNameOf, switchboardPath } from './lib/paths.ts';
import { readShellQuery } from './lib/query-params.ts';
import { TenantContext, type TenantContextValue } from './lib/tenant-context.tsx';

export interface RenderRequest {
  /** The page's absolute address as the visitor asked for it. */
  url: string;
  /** The content language the server chose (its `<html lang>`). */
  language: string;
  /** The UI strings: `{ [language]: { translations: {…} } }`, English too as the fallback. */
  resources: Resource;
  /** The app host name (VITE_APP_HOST): a site reached by name there is not rendered. */
  appHost: string;
  /** GET on the server's own API (the page's origin); the answers are recorded for the page. */
  fetchImpl: typeof fetch;
}

export interface RenderedPage {
  /** The HTML inside `#root`. */
  html: string;
  state: PageState;
}

/** What the browser's shell renders once the tenant and its content are known (app-shell.tsx). */
function ServerFrame({ value }: { value: TenantContextValue }) {
  return (
    <TenantContext.Provider value={value}>
      <AppLayout />
    </TenantContext.Provider>
  );
}

function recording(fetchImpl: typeof fetch, answers: Record<string, unknown>): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    if (!response.ok) return response;
    const body: unknown = await response.json();
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    answers[answerKey(url)] = body;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

/** The tenant, its content language's queries filled, and the answers recorded so far; null: not rendered. */
async function preparePage(request: RenderRequest) {
  const url = new URL(request.url);
  const answers: Record<string, unknown> = {};
  const fetchImpl = recording(request.fetchImpl, answers);
  const switchboardUrl = new URL(switchboardPath(url.hostname), url.origin).href;
  const lookup = await lookUpTenant(switchboardUrl, fetchImpl(switchboardUrl), {
    hostname: url.hostname,
    appHost: request.appHost,
    routeSite: siteNameOf(url.pathname),
  });
  const queryClient = createQueryClient({ reportFailures: false });
  const prefilled = await prefillPage({
    queryClient,
    origin: url.origin,
    hostname: url.hostname,
    lookup,
    language: request.language,
    fetchImpl,
  });
  return prefilled && { url, answers, lookup, queryClient, prefilled };
}

/** Scenes an outline lists at most (a tour's scenes are read one by one). */
const OUTLINE_SCENES = 60;

/** A tour's outline (features/tour/components/tour-outline.tsx), or null when there is no such tour. */
export async function renderTourOutline(request: RenderRequest & { tourSlug: string }): Promise<string | null> {
  const page = await preparePage(request);
  if (!page) return null;
  const { api, scope, tenant } = page.prefilled;
  try {
    const tour = await page.queryClient.query(tourQuery(api, scope, request.tourSlug));
    const read = await Promise.allSettled(
      tour.scenes
        .slice(0, OUTLINE_SCENES)
        .map(({ scene }) => page.queryClient.query(sceneQuery(api, scope, scene.slug))),
    );
    const scenes = read.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    return renderToString(<TourOutline site={tenant.siteName} tour={tour} scenes={scenes} />);
  } catch {
    return null;
  } finally {
    page.queryClient.clear();
  }
}

/** The page's HTML, or null when its screen is not server-rendered (or its content cannot be had). */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const screen = await settleScreen(new URL(request.url).pathname);
  if (!screen?.handle.serverRendered) return null;
  const page = await preparePage(request);
  if (!page) return null;
  const { url, answers, lookup, queryClient, prefilled } = page;
  const value = tenantContextValue(prefilled.tenant, prefilled.languages, prefilled.scope, prefilled.api, () => {});
  const query = readShellQuery(url.search);
  const ids = { clientId: '', sessionId: '' };
  // Nothing is tracked on the server: the browser's analytics start when it hydrates.
  const analytics = {
    analytics: new Analytics({ preview: true, optedOut: true, embedded: false }),
    ids,
    linker: new CrossDomainLinker({ preview: true, ids }),
  };
  const runtime = {
    language: createServerI18n(request.language, request.resources),
    query,
    lookUpTenant: () => Promise.resolve(lookup),
  };
  const html = renderToString(
    <StrictMode>
      <Providers
        runtime={runtime}
        queryClient={queryClient}
        analytics={analytics}
        engine={{
          create: () => Promise.reject(new Error('no engine on the server')),
          firstView: new FirstViewHandOff(),
        }}
      >
        <StaticRouter location={`${url.pathname}${url.search}`}>
          <AppRoutes root={<ServerFrame value={value} />} />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
  queryClient.clear();
  return { html, state: { language: request.language, answers } };
}
