// Whether the browser adopts the server's HTML of this page (hydrates it) or renders its own (issue 36,
// docs/web-app.md "Server rendering"), and, when it adopts it, the state its first render needs to
// be exactly the server's: the same query cache (prefill-page.ts, from the answers written into the
// page), the same content language with its UI strings, and the screen's code loaded.
import type { QueryClient } from '@tanstack/react-query';
import { useTenantStore } from '../../features/tenant/tenant-store.ts';
import { isFramedBySelf } from '../../lib/framed-by-self.ts';
import type { AppRuntime } from '../bootstrap/app-runtime.tsx';
import type { MatchedScreen } from '../route-table.tsx';
import { initialLanguage } from '../bootstrap/use-tenant-bootstrap.ts';
import { answeringFetch, type PageState } from './page-answers.ts';
import { prefillPage } from './prefill-page.ts';

export interface HydrationInput {
  state: PageState;
  /** The address's screen, settling once its code is in (app/route-table.tsx). */
  screen: Promise<MatchedScreen | null>;
  queryClient: QueryClient;
  runtime: AppRuntime;
}

/**
 * True when the page can be hydrated, with everything its first render reads in place. False when
 * the browser would render something else: a language the visitor chose before (stored, which the
 * server cannot know), a page framed by its own site, a screen the server does not render, content
 * missing. The app then renders on its own, over the server's HTML.
 */
export async function prepareHydration({ state, screen, queryClient, runtime }: HydrationInput): Promise<boolean> {
  if (isFramedBySelf()) return false;
  const fetchImpl = runtime.fetchImpl ?? ((input, init) => fetch(input, init));
  const [lookup, matched] = await Promise.all([runtime.lookUpTenant(), screen]);
  if (!matched?.handle.serverRendered) return false;
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
