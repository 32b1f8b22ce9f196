// Spec section 4, "Language", second half: once the language is set, tour groups, brand, labels and
// all scenes load in parallel, and with them the route's own content (a scene, a tour). The shell
// waits for the brand only (the other lists are cached for the screens that need them). A language
// change keeps the previous brand on screen while the new one loads, so the screen does not flash
// back to the loader.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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
import { useShownScreen } from '../shown-screen.ts';
import { yieldToMain } from '../../lib/yield-to-main.ts';

const defaultFetch: typeof fetch = (input, init) => fetch(input, init);

export type ContentState = { status: 'loading' } | { status: 'ready' } | { status: 'error'; error: AppError };

export function useContentBootstrap(): ContentState {
  const api = useApi();
  const scope = useContentScope();
  const { fetchImpl } = useAppRuntime();
  const queryClient = useQueryClient();
  usePrefetchRouteContent(api, scope, fetchImpl ?? defaultFetch, useShownScreen());
  // The lists start with the brand and wait in the cache for the screens that read them: no
  // observer here, so their arrival does not render the whole layout again (nor does it load
  // TanStack's multi-query observer into the homepage's code).
  useEffect(() => {
    // A failure is the query cache's to report (app/query-client.ts); here it is only not waited for.
    const ignore = () => undefined;
    // In a task of their own: the first render's effects are one task already (issue 36).
    void yieldToMain().then(() => {
      queryClient.query(tourGroupsQuery(api, scope)).catch(ignore);
      queryClient.query(labelsQuery(api, scope)).catch(ignore);
      queryClient.query(scenesQuery(api, scope)).catch(ignore);
    });
  }, [queryClient, api, scope]);
  // What the shell needs of the brand is its state only: read so, the shell renders again when that
  // changes, not on every refetch (TanStack tracks the properties read).
  const { error, isPending } = useQuery({ ...brandQuery(api, scope), placeholderData: keepPreviousData });
  if (error instanceof ApiError && error.kind === 'malformed') {
    return { status: 'error', error: malformedContentError(error) };
  }
  // A brand that failed otherwise is reported (query cache) and replaced by the default brand.
  if (isPending) return { status: 'loading' };
  return { status: 'ready' };
}
