// GET ctas/ and ctas/{id}/ (spec section 7); failures carry the spec's messages (section 8).
import { cta, ctaListResponse } from '@meridian/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { contentKey, previewQuery, versionParam, type ContentScope } from '../../../lib/tenant-context.tsx';

export function ctasQuery(api: ApiClient, scope: ContentScope) {
  return queryOptions({
    queryKey: contentKey(scope, 'ctas'),
    queryFn: ({ signal }) =>
      api.get('ctas/', ctaListResponse, { params: { v: versionParam(scope), ...previewQuery(scope) }, signal }),
    meta: { context: 'ctas', message: 'Failed to fetch CTAs' },
  });
}

export function ctaQuery(api: ApiClient, scope: ContentScope, id: number) {
  return queryOptions({
    queryKey: contentKey(scope, 'cta', id),
    queryFn: ({ signal }) =>
      api.get(`ctas/${id}/`, cta, { params: { v: versionParam(scope), ...previewQuery(scope) }, signal }),
    meta: { context: 'cta', message: `Failed to fetch CTA with ID ${id}` },
  });
}
