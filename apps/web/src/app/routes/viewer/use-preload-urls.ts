// The low renditions of the scenes a visitor is likely to open next: their details are fetched
// ahead (which also makes the next scene's request instant) and their first panorama image is
// handed to the viewer to preload. Composition of the scene feature's data and the panorama
// feature's rendition choice.
import { useQueries } from '@tanstack/react-query';
import { sceneQuery } from '../../../features/scene/api/scene-query.ts';
import type { SceneDirectory } from '../../../features/scene/hooks/use-scene-directory.ts';
import { preferredFormat } from '../../../features/panorama/renditions.ts';
import { useApi, useContentScope } from '../../../lib/tenant-context.tsx';

/** How many neighbours are fetched and preloaded ahead. */
export const PRELOAD_LIMIT = 3;

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
