// GET labels/?v&format=json — the tenant's labels.
import { queryOptions } from '@tanstack/react-query';
import { labelListResponse } from '@meridian/contracts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { contentKey, type ContentScope } from '../../../lib/tenant-context.tsx';

export function labelsQuery(api: ApiClient, scope: ContentScope) {
  return queryOptions({
    queryKey: contentKey(scope, 'labels'),
    queryFn: async ({ signal }) =>
      (await api.getVersioned('labels/', labelListResponse, { params: { format: 'json' }, signal })).items,
    staleTime: Infinity,
    meta: { context: 'labels' },
  });
}
