// GET tours/?v&fields=*&type=tour.TourPage&limit=150 — every tour (the universal menu's explore tab).
import { queryOptions } from '@tanstack/react-query';
import { tourListResponse } from '@meridian/contracts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { contentKey, type ContentScope } from '../../../lib/tenant-context.tsx';

export const TOUR_LIMIT = 150;

export function toursQuery(api: ApiClient, scope: ContentScope) {
  return queryOptions({
    queryKey: contentKey(scope, 'tours'),
    queryFn: async ({ signal }) =>
      (
        await api.getVersioned('tours/', tourListResponse, {
          params: { fields: '*', type: 'tour.TourPage', limit: TOUR_LIMIT },
          signal,
        })
      ).items,
    staleTime: Infinity,
    meta: { context: 'tours' },
  });
}
