// The tour route's prefetch: the tour, and the scene the viewer will open (the one in the URL, else
// the tour's starting point once the tour is known), with that scene's first panorama rendition.
import type { ContentPrefetchContext } from '../../../lib/route-prefetch.ts';
import { prefetchScene } from './prefetch-scene.ts';
import { startingSceneId } from '../../../features/tour/progression.ts';
import { useTourStore } from '../../../features/tour/tour-store.ts';
import { tourQuery } from '../../../features/tour/api/tour-query.ts';

export function prefetchTour(context: ContentPrefetchContext, tourSlug: string, sceneSlug: string | undefined): void {
  if (!tourSlug) return;
  const { queryClient, api, scope } = context;
  if (sceneSlug) prefetchScene(context, sceneSlug);
  queryClient.query(tourQuery(api, scope, tourSlug, useTourStore.getState().refreshKey)).then(
    (tour) => {
      if (sceneSlug) return;
      const startId = startingSceneId(tour);
      const start = tour.scenes.find((entry) => entry.scene.id === startId);
      if (start) prefetchScene(context, start.scene.slug);
    },
    () => undefined,
  );
}
