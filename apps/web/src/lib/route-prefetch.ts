// A route can name the content it will ask for (`handle.prefetch` in the route table). The shell
// starts those requests the moment the tenant's content scope is known, in parallel with the brand
// and the other bootstrap lists, instead of after the shell and the screen have rendered: the
// screen's own queries then find them in flight or done (same query keys).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMatches, type Params } from 'react-router';
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

function prefetchOf(handle: unknown): RoutePrefetch | undefined {
  if (typeof handle !== 'object' || handle === null || !('prefetch' in handle)) return undefined;
  const { prefetch } = handle as RouteHandle;
  return typeof prefetch === 'function' ? prefetch : undefined;
}

/** Runs the matched routes' prefetches for the current scope (again when the route or scope changes). */
export function usePrefetchRouteContent(api: ApiClient, scope: ContentScope, fetchImpl: typeof fetch): void {
  const queryClient = useQueryClient();
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const prefetch = prefetchOf(leaf?.handle);
  const paramsKey = JSON.stringify(leaf?.params ?? {});
  useEffect(() => {
    if (!prefetch) return;
    prefetch({ queryClient, api, scope, fetchImpl }, JSON.parse(paramsKey) as Params);
  }, [prefetch, paramsKey, queryClient, api, scope, fetchImpl]);
}
