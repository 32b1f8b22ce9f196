// Timed CTAs of spec section 3 through the CTA queue (features/ctas/cta-store.ts): timing 0 after
// the splash (the tour's first scene on screen), timing n after the n-th scene visited, and the
// end-of-tour CTAs when the tour is complete. The queue shows each at most once per page load.
import type { Tour } from '@meridian/contracts';
import { useEffect } from 'react';
import { useCtaQueueStore } from '../cta-store.ts';

export function useTimedCtas(tour: Tour, firstSceneShown: boolean, visitedScenes: number, complete: boolean) {
  const setTour = useCtaQueueStore((state) => state.setTour);
  const triggerAfterSplash = useCtaQueueStore((state) => state.triggerAfterSplash);
  const triggerAfterScenes = useCtaQueueStore((state) => state.triggerAfterScenes);
  const triggerEndOfTour = useCtaQueueStore((state) => state.triggerEndOfTour);

  useEffect(() => {
    setTour({ title: tour.title, slug: tour.slug });
    return () => setTour(null);
  }, [setTour, tour.slug, tour.title]);

  useEffect(() => {
    if (firstSceneShown) triggerAfterSplash();
  }, [firstSceneShown, triggerAfterSplash]);

  useEffect(() => {
    if (visitedScenes > 0) triggerAfterScenes(visitedScenes);
  }, [triggerAfterScenes, visitedScenes]);

  useEffect(() => {
    if (complete) triggerEndOfTour();
  }, [complete, triggerEndOfTour]);
}
