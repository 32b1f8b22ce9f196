// GET tours/{slug}/ with v, or in preview content_type, token and timestamp — one tour.
import { queryOptions } from '@tanstack/react-query';
import { tour } from '@meridian/contracts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { contentKey, previewQuery, type ContentScope } from '../../../lib/tenant-context.tsx';

export function tourQuery(api: ApiClient, scope: ContentScope, slug: string, refreshKey = 0) {
  return queryOptions({
    queryKey: contentKey(scope, 'tour', slug, refreshKey),
    queryFn: ({ signal }) =>
      api.getVersioned(`tours/${encodeURIComponent(slug)}/`, tour, {
        params: previewQuery(scope, { withTimestamp: true }),
        signal,
      }),
    staleTime: Infinity,
    meta: { context: 'tour-load' },
    retry: false,
  });
}
