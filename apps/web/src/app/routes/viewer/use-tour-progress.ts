// A tour's progress: visit status of its scenes, completion by the progression mode, and the tour
// events of spec section 4 — tour_start when the tour opens (resetting the other tours' events),
// tour_complete when it is completed, which also shows the finished-tour panel (if the brand has
// one) and is tracked in analytics.
import type { Tour } from '@meridian/contracts';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useAnalytics } from '../../../lib/analytics/analytics-context.tsx';
import { isReachable, isTourComplete, tourSceneOrder, visitedCount } from '../../../features/tour/progression.ts';
import { useTourStore } from '../../../features/tour/tour-store.ts';
import { visitStatusOf, useVisitStore } from '../../../features/visit-progress/visit-store.ts';
import type { VisitStatus } from '../../../lib/visit-status.ts';

export interface TourProgress {
  order: number[];
  statusOf: (sceneId: number) => VisitStatus;
  reachable: (sceneId: number) => boolean;
  complete: boolean;
  visited: number;
}

export function useTourProgress(site: string, tour: Tour, finishedPanelEnabled: boolean): TourProgress {
  const { analytics } = useAnalytics();
  const visits = useVisitStore((state) => state.visits);
  const progression = useTourStore((state) => state.progression);
  const recordTourEvent = useTourStore((state) => state.recordTourEvent);
  const showFinished = useTourStore((state) => state.showFinished);
  const order = useMemo(() => tourSceneOrder(tour), [tour]);
  const statusOf = useCallback((sceneId: number) => visitStatusOf(visits, site, sceneId), [visits, site]);
  const complete = isTourComplete(order, statusOf, progression);
  const reachable = useCallback(
    (sceneId: number) => isReachable(order, sceneId, statusOf, progression),
    [order, statusOf, progression],
  );

  useEffect(() => {
    recordTourEvent(tour.id, 'tour_start');
    analytics.track({ category: 'tour', action: 'tour_start', label: tour.slug });
  }, [analytics, recordTourEvent, tour.id, tour.slug]);

  // Completion counts when it happens during this visit, not when a finished tour is reopened.
  const completeAtOpen = useRef(complete);
  useEffect(() => {
    if (!complete) {
      completeAtOpen.current = false;
      return;
    }
    if (completeAtOpen.current) return;
    completeAtOpen.current = true;
    recordTourEvent(tour.id, 'tour_complete');
    analytics.track({ category: 'tour', action: 'tour_complete', label: tour.slug });
    if (finishedPanelEnabled) showFinished();
  }, [analytics, complete, finishedPanelEnabled, recordTourEvent, showFinished, tour.id, tour.slug]);

  return { order, statusOf, reachable, complete, visited: visitedCount(order, statusOf) };
}
