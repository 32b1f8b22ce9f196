// The tenant's scene list (loaded by the shell's bootstrap) as lookups by id, and the low
// renditions of the scenes a visitor is likely to open next (their details are fetched ahead, which
// also makes the next scene's request instant).
import type { SceneSummary } from '@meridian/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi, useContentScope } from '../../../lib/tenant-context.tsx';
import { preferredFormat } from '../../panorama/renditions.ts';
import { sceneQuery } from '../api/scene-query.ts';
import { scenesQuery } from '../api/scenes-query.ts';

/** How many neighbours are fetched and preloaded ahead. */
export const PRELOAD_LIMIT = 3;

export interface SceneDirectory {
  byId: Map<number, SceneSummary>;
  titleOf: (sceneId: number) => string | null;
  slugOf: (sceneId: number) => string | null;
}

export function useSceneDirectory(): SceneDirectory {
  const { data } = useQuery(scenesQuery(useApi(), useContentScope()));
  return useMemo(() => {
    const byId = new Map((data ?? []).map((summary) => [summary.id, summary]));
    return {
      byId,
      titleOf: (sceneId) => byId.get(sceneId)?.title ?? null,
      slugOf: (sceneId) => byId.get(sceneId)?.meta.slug ?? null,
    };
  }, [data]);
}

/** `enabled` is false until the current scene is on screen, so ahead-loading never slows it down. */
export function usePreloadUrls(sceneIds: number[], directory: SceneDirectory, enabled: boolean): string[] {
  const api = useApi();
  const scope = useContentScope();
  const slugs = (enabled ? [...new Set(sceneIds)] : [])
    .map((id) => directory.slugOf(id))
    .filter((slug): slug is string => slug !== null)
    .slice(0, PRELOAD_LIMIT);
  const results = useQueries({
    queries: slugs.map((slug) => ({ ...sceneQuery(api, scope, slug), meta: { report: false } })),
  });
  const format = preferredFormat();
  return results.flatMap((result) => (result.data?.panorama ? [result.data.panorama[format].low.url] : []));
}
