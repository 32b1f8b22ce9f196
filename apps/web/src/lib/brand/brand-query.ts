// GET brand/?v&format=json — items[0], or the default brand when the list is empty.
import { queryOptions } from '@tanstack/react-query';
import { brandListResponse } from '@meridian/contracts';
import type { ApiClient } from '../api-client.ts';
import { contentKey, type ContentScope } from '../tenant-context.tsx';
import { DEFAULT_BRAND } from './default-brand.ts';
import { deriveBrand } from './derive-brand.ts';

export function brandQuery(api: ApiClient, scope: ContentScope) {
  return queryOptions({
    queryKey: contentKey(scope, 'brand'),
    queryFn: async ({ signal }) => {
      const list = await api.getVersioned('brand/', brandListResponse, { params: { format: 'json' }, signal });
      return deriveBrand(list.items[0] ?? DEFAULT_BRAND);
    },
    staleTime: Infinity,
    meta: { context: 'brand' },
  });
}
