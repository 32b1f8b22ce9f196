// Spec section 4, "Language", second half: once the language is set, tour groups, brand, labels and
// all scenes load in parallel, and with them the route's own content (a scene, a tour). The shell
// waits for the brand only (the other lists are cached for the screens that need them). A language
// change keeps the previous brand on screen while the new one loads, so the screen does not flash
// back to the loader.
import { keepPreviousData, useQueries, type QueryObserverResult } from '@tanstack/react-query';
import { brandQuery } from '../../lib/brand/brand-query.ts';
import { malformedContentError } from '../../lib/errors/error-catalogue.ts';
import type { AppError } from '../../lib/errors/error-store.ts';
import { tourGroupsQuery } from '../../features/homepage/api/tour-groups-query.ts';
import { labelsQuery } from '../../features/labels/api/labels-query.ts';
import { scenesQuery } from '../../features/scene/api/scenes-query.ts';
import { ApiError } from '../../lib/api-error.ts';
import { usePrefetchRouteContent } from '../../lib/route-prefetch.ts';
import { useApi, useContentScope } from '../../lib/tenant-context.tsx';
import { useAppRuntime } from './app-runtime.tsx';

const defaultFetch: typeof fetch = (input, init) => fetch(input, init);

export type ContentState = { status: 'loading' } | { status: 'ready' } | { status: 'error'; error: AppError };

/**
 * What the shell needs of the four answers: the brand's state only. As a `combine`, the shell
 * renders again when that changes, not each time one of the lists arrives (each would re-render the
 * whole layout). Module-level, so that the query observer keeps its combined result between renders.
 */
function contentState([brand]: QueryObserverResult[]): ContentState {
  if (brand?.error instanceof ApiError && brand.error.kind === 'malformed') {
    return { status: 'error', error: malformedContentError(brand.error) };
  }
  // A brand that failed otherwise is reported (query cache) and replaced by the default brand.
  if (!brand || brand.isPending) return { status: 'loading' };
  return { status: 'ready' };
}

export function useContentBootstrap(): ContentState {
  const api = useApi();
  const scope = useContentScope();
  const { fetchImpl } = useAppRuntime();
  usePrefetchRouteContent(api, scope, fetchImpl ?? defaultFetch);
  return useQueries({
    queries: [
      { ...brandQuery(api, scope), placeholderData: keepPreviousData },
      tourGroupsQuery(api, scope),
      labelsQuery(api, scope),
      scenesQuery(api, scope),
    ],
    combine: contentState,
  });
}
