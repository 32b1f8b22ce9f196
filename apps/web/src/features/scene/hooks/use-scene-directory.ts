// The tenant's scene list (loaded by the shell's bootstrap) as lookups by id.
import type { SceneSummary } from '@meridian/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi, useContentScope } from '../../../lib/tenant-context.tsx';
import { scenesQuery } from '../api/scenes-query.ts';

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
