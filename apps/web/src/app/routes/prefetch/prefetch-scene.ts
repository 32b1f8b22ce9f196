// The scene routes' prefetch: the scene's data, then at once its first panorama rendition (so the
// image downloads while the viewer's code is still arriving).
import type { ContentPrefetchContext } from '../../../lib/route-prefetch.ts';
import { warmFirstRendition } from '../../../features/panorama/warm-rendition.ts';
import { panoramaOf } from '../../../features/scene/scene-panorama.ts';
import { sceneQuery } from '../../../features/scene/api/scene-query.ts';

export function prefetchScene({ queryClient, api, scope, fetchImpl }: ContentPrefetchContext, slug: string): void {
  if (!slug) return;
  queryClient.query(sceneQuery(api, scope, slug)).then(
    (scene) => {
      const panorama = panoramaOf(scene);
      if (panorama) warmFirstRendition(panorama, fetchImpl);
    },
    // A failed scene is the screen's to show (its query holds the error).
    () => undefined,
  );
}
