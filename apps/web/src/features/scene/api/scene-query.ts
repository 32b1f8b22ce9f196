// GET scene/{slug}/ with v (and content_type, token in preview) — one scene with its panorama
// renditions, hotspots, gallery and walkthrough URL.
import { queryOptions } from '@tanstack/react-query';
import { scene } from '@meridian/contracts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { contentKey, previewQuery, type ContentScope } from '../../../lib/tenant-context.tsx';

export function sceneQuery(api: ApiClient, scope: ContentScope, slug: string) {
  return queryOptions({
    queryKey: contentKey(scope, 'scene', slug),
    queryFn: ({ signal }) =>
      api.getVersioned(`scene/${encodeURIComponent(slug)}/`, scene, {
        params: previewQuery(scope),
        signal,
      }),
    staleTime: Infinity,
    meta: { context: 'scene-load' },
  });
}
