// GET language/?v&format=json — the tenant's languages, default first.
import { queryOptions } from '@tanstack/react-query';
import { languageListResponse } from '@meridian/contracts';
import type { ApiClient } from '../../../lib/api-client.ts';

export function languagesQuery(api: ApiClient, siteName: string) {
  return queryOptions({
    queryKey: ['languages', siteName, api.origin, api.version],
    queryFn: async ({ signal }) =>
      (await api.getVersioned('language/', languageListResponse, { params: { format: 'json' }, signal })).items,
    staleTime: Infinity,
    meta: { context: 'languages' },
  });
}
