// GET pages/?v&fields=*&type=tour.TourGroupPage&limit=100 — the homepage's tour groups.
import { queryOptions } from '@tanstack/react-query';
import { tourGroupListResponse } from '@meridian/contracts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { contentKey, type ContentScope } from '../../../lib/tenant-context.tsx';

export const TOUR_GROUP_LIMIT = 100;

export function tourGroupsQuery(api: ApiClient, scope: ContentScope) {
  return queryOptions({
    queryKey: contentKey(scope, 'tour-groups'),
    queryFn: async ({ signal }) =>
      (
        await api.getVersioned('pages/', tourGroupListResponse, {
          params: { fields: '*', type: 'tour.TourGroupPage', limit: TOUR_GROUP_LIMIT },
          signal,
        })
      ).items,
    staleTime: Infinity,
    meta: { context: 'tour-groups' },
  });
}
