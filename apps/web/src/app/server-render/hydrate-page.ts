// Whether the browser adopts the server's HTML of this page (hydrates it) or renders its own (issue 36,
// docs/web-app.md "Server rendering"), and, when it adopts it, the state its first render needs to
// be exactly the server's: the same query cache (prefill-page.ts, from the answers written into the
// page), the same content language with its UI strings, and the screen's code loaded.
import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { useTenantStore } from '../../features/tenant/tenant-store.ts';
import { isFramedBySelf } from '../../lib/framed-by-self.ts';
import type { RouteHandle } from '../../lib/route-prefetch.ts';
import type { AppRuntime } from '../bootstrap/app-runtime.tsx';
import { initialLanguage } from '../bootstrap/use-tenant-bootstrap.ts';
import { answeringFetch, type PageState } from './page-answers.ts';
import { prefillPage } from './prefill-page.ts';

/** Resolves once the router has matched the address and loaded the matched screens' code. */
function routerReady(router: DataRouter): Promise<DataRouter['state']> {
  if (router.state.initialized) return Promise.resolve(router.state);
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve(state);
    });
  });
}

export interface HydrationInput {
  state: PageState;
  router: DataRouter;
  queryClient: QueryClient;
  runtime: AppRuntime;
}

/**
 * True when the page can be hydrated, with everything its first render reads in place. False when
 * the browser would render something else: a language the visitor chose before (stored, which the
 * server cannot know), a page framed by its own site, a screen the server does not render, content
 * missing. The app then renders on its own, over the server's HTML.
 */
export async function prepareHydration({ state, router, queryClient, runtime }: HydrationInput): Promise<boolean> {
  if (isFramedBySelf()) return false;
  const fetchImpl = runtime.fetchImpl ?? ((input, init) => fetch(input, init));
  const [lookup, routed] = await Promise.all([runtime.lookUpTenant(), routerReady(router)]);
  const handle = routed.matches.at(-1)?.route.handle as RouteHandle | undefined;
  if (!handle?.serverRendered) return false;
  const prefilled = await prefillPage({
    queryClient,
    origin: window.location.origin,
    hostname: window.location.hostname,
    lookup,
    language: state.language,
    fetchImpl: answeringFetch(state.answers, fetchImpl),
  });
  if (!prefilled) return false;
  const { i18n, detectCandidates } = runtime.language;
  if (initialLanguage(detectCandidates(), prefilled.languages, prefilled.tenant) !== state.language) return false;
  // The bootstrap's own choice, made ahead (use-tenant-bootstrap.ts keeps a language already set).
  useTenantStore.getState().setLanguage(state.language);
  await i18n.changeLanguage(state.language);
  return true;
}
