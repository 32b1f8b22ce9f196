// A route can name the content it will ask for (`handle.prefetch` in the route table). The shell
// starts those requests the moment the tenant's content scope is known, in parallel with the brand
// and the other bootstrap lists, instead of after the shell and the screen have rendered: the
// screen's own queries then find them in flight or done (same query keys).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Params } from 'react-router';
import type { ApiClient } from './api-client.ts';
import type { ContentScope } from './tenant-context.tsx';

export interface ContentPrefetchContext {
  queryClient: QueryClient;
  api: ApiClient;
  scope: ContentScope;
  /** For requests outside the API client (images warmed into the HTTP cache). */
  fetchImpl: typeof fetch;
}

export type RoutePrefetch = (context: ContentPrefetchContext, params: Params) => void;

export interface RouteHandle {
  /** Loads the screen's code (once); settles when it can render, or show why it cannot. */
  settle: () => Promise<void>;
  /** Whether `settle` has settled: the screen renders at once. */
  settled: () => boolean;
  prefetch?: RoutePrefetch;
  /**
   * The screen is the immersive viewer: the layout drops its header from the route's first render,
   * not from the frame's (app/use-immersive-route.ts).
   */
  immersive?: boolean;
  /**
   * The server renders this screen's HTML and the browser hydrates it (issue 36, docs/web-app.md
   * "Server rendering"): the screen renders from the queries app/server-render/prefill-page.ts fills.
   */
  serverRendered?: boolean;
}

/** Runs the shown screen's prefetch for the current scope (again when the screen or scope changes). */
export function usePrefetchRouteContent(
  api: ApiClient,
  scope: ContentScope,
  fetchImpl: typeof fetch,
  screen: { handle: RouteHandle; params: Params } | null,
): void {
  const queryClient = useQueryClient();
  const prefetch = screen?.handle.prefetch;
  const paramsKey = JSON.stringify(screen?.params ?? {});
  useEffect(() => {
    if (!prefetch) return;
    prefetch({ queryClient, api, scope, fetchImpl }, JSON.parse(paramsKey) as Params);
  }, [prefetch, paramsKey, queryClient, api, scope, fetchImpl]);
}
