// Builds everything one page load needs, in the order the spec wants: analytics ids are read and
// removed from the address first (no reload, no history entry), then the query parameters are
// read, i18n starts detection, and the screen of the cleaned address starts loading.
import type { Resource } from 'i18next';
import { Analytics, isEmbedded, optsOutOfTracking } from '../lib/analytics/analytics-client.ts';
import type { AnalyticsContextValue } from '../lib/analytics/analytics-context.tsx';
import { resolveAnalyticsIds } from '../features/analytics/analytics-ids.ts';
import { CrossDomainLinker } from '../lib/analytics/cross-domain-linker.ts';
import { createI18n } from '../features/i18n/i18n.ts';
import { yieldToMain } from '../lib/yield-to-main.ts';
import { consumeAnalyticsIds, readShellQuery, type ShellQuery } from '../lib/query-params.ts';
import type { AppRuntime } from './bootstrap/app-runtime.tsx';
import type { PanoramaEngineSource } from '../features/panorama/engine-context.ts';
import { FirstViewHandOff } from '../features/panorama/first-view.ts';
import { loadPsvEngine } from '../features/panorama/panorama-engine.ts';
import { adoptFirstView } from './first-view/adopt-first-view.ts';
import type { FirstViewStart } from './first-view/start-first-view.ts';
import { readPageEntry, requestSwitchboard, type PageEntry } from './page-entry.ts';
import { pageTenant } from './page-tenant.ts';
import { Providers } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { AppRouter } from './app-router.tsx';
import { AppRoutes } from './app-routes.tsx';
import { AppShell } from './app-shell.tsx';
import { settleScreen } from './route-table.tsx';

export interface CreateAppOptions {
  /** UI strings given directly (tests); otherwise loaded over HTTP. */
  resources?: Resource;
  fetchImpl?: typeof fetch;
  appHost?: string;
  /** What main.tsx read and sent on the way in; read and sent here when absent (tests). */
  entry?: PageEntry;
  /** The first view main.tsx started (a scene or tour URL): its content and engine are adopted. */
  firstView?: Promise<FirstViewStart | null> | null;
}

/** banner=true makes the page transparent; background sets a colour (first valid value). */
export function applyPageBackground(query: ShellQuery, doc: Document = document): void {
  const background = query.background ?? (query.banner ? 'transparent' : null);
  if (background) doc.documentElement.style.setProperty('--page-background', background);
}

export async function createApp(options: CreateAppOptions = {}) {
  const ids = consumeAnalyticsIds(window);
  const query = readShellQuery(window.location.search);
  applyPageBackground(query);
  // Asked for before the UI strings load: the address's screen's code (and a viewer's engine) comes
  // while i18n initialises. The app's first render waits for it (app/boot.tsx).
  const screen = settleScreen(window.location.pathname);
  // The screen's request and i18n's set-up are each a task of their own (lib/yield-to-main.ts says why).
  await yieldToMain();
  const language = await createI18n(options.resources);
  const appHost = options.appHost ?? import.meta.env.VITE_APP_HOST ?? 'localhost';
  const entry = options.entry ?? {
    ...readPageEntry(window.location, appHost),
    switchboard: requestSwitchboard(window.location.hostname, options.fetchImpl),
  };
  const runtime: AppRuntime = {
    language,
    query,
    lookUpTenant: () => pageTenant(entry),
    ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
  };
  const analytics = new Analytics({
    preview: query.preview !== null,
    optedOut: optsOutOfTracking(),
    embedded: isEmbedded(),
  });
  const visitorIds = resolveAnalyticsIds(ids);
  const analyticsValue: AnalyticsContextValue = {
    analytics,
    ids: visitorIds,
    linker: new CrossDomainLinker({ preview: query.preview !== null, ids: visitorIds }),
  };
  const queryClient = createQueryClient();
  const firstView = new FirstViewHandOff();
  if (options.firstView) adoptFirstView(queryClient, firstView, entry, options.firstView);
  const engine: PanoramaEngineSource = { create: loadPsvEngine, firstView };
  const element = (
    <Providers runtime={runtime} queryClient={queryClient} analytics={analyticsValue} engine={engine}>
      <AppRouter>
        <AppRoutes root={<AppShell />} />
      </AppRouter>
    </Providers>
  );
  return { element, screen, queryClient, runtime, analytics: analyticsValue };
}
