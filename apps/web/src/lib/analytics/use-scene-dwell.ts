// Scene views with their dwell time (docs/insights.md): when a scene stops being shown (another
// scene, leaving the screen, the page hidden), `scene-view` / {slug} is tracked with the time it
// was on screen; inside a tour, `tour-stop` / {tour} / {position} too, for the tour's funnel. A
// hidden page ends the dwell (and sends at once, the page may not come back); showing it again
// starts a new one.
import { useEffect } from 'react';
import { useAnalytics } from './analytics-context.tsx';
import { events } from './event-catalogue.ts';

export interface TourStopRef {
  tour: string;
  /** 1-based position of the scene in the tour. */
  position: number;
}

export function useSceneDwell(sceneSlug: string | null, stop: TourStopRef | null = null): void {
  const { analytics } = useAnalytics();
  const tour = stop?.tour ?? null;
  const position = stop?.position ?? null;

  useEffect(() => {
    if (!sceneSlug) return;
    let shownAt: number | null = document.visibilityState === 'hidden' ? null : performance.now();
    const end = () => {
      if (shownAt === null) return;
      const dwell = Math.min(Math.round(performance.now() - shownAt), 86_400_000);
      shownAt = null;
      analytics.track(events.sceneView(sceneSlug, dwell));
      if (tour !== null && position !== null) analytics.track(events.tourStop(tour, position, dwell));
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        end();
        analytics.flush();
      } else shownAt ??= performance.now();
    };
    const onHide = () => {
      end();
      analytics.flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onHide);
      end();
    };
  }, [analytics, sceneSlug, tour, position]);
}
