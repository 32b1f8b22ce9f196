// GET scenes/?v&format=json&limit=1000 (+ token, content_type lowercased in preview) — all scenes.
import { queryOptions } from '@tanstack/react-query';
import { sceneListResponse } from '@meridian/contracts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { contentKey, previewQuery, type ContentScope } from '../../../lib/tenant-context.tsx';

export const SCENE_LIMIT = 1000;

export function scenesQuery(api: ApiClient, scope: ContentScope) {
  return queryOptions({
    queryKey: contentKey(scope, 'scenes'),
    queryFn: async ({ signal }) =>
      (
        await api.getVersioned('scenes/', sceneListResponse, {
          params: {
            format: 'json',
            limit: SCENE_LIMIT,
            ...previewQuery(scope, { lowercaseType: true }),
          },
          signal,
        })
      ).items,
    staleTime: Infinity,
    meta: { context: 'scenes' },
  });
}
