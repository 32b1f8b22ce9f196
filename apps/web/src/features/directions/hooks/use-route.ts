// Directions for the current inputs: requested only when both ends are valid (spec 5), again on a
// mode, step-free or language change; the previous request is aborted when the inputs change.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAnalytics } from '../../../lib/analytics/analytics-context.tsx';
import { events } from '../../../lib/analytics/event-catalogue.ts';
import { routeEnds, type DirectionsState } from '../direction-inputs.ts';
import { EMPTY_DIRECTIONS, fetchDirections, type ModeDirections } from '../directions-client.ts';
import type { DirectionsService } from '../directions-service.ts';

export function useRoute(service: DirectionsService, state: DirectionsState, language: string) {
  const ends = routeEnds(state);
  const query = useQuery({
    queryKey: ['directions', service, ends, state.mode, state.stepFree, language],
    queryFn: ({ signal }) =>
      ends
        ? fetchDirections(service, { ...ends, mode: state.mode, stepFree: state.stepFree, language }, signal)
        : Promise.resolve(EMPTY_DIRECTIONS),
    enabled: ends !== null,
    staleTime: Infinity,
    retry: false,
  });
  const directions: ModeDirections = ends ? (query.data ?? EMPTY_DIRECTIONS) : EMPTY_DIRECTIONS;
  // Each answered request is one asked route (the places' names; never coordinates).
  const { analytics } = useAnalytics();
  const answered = query.isSuccess || query.isError ? query.dataUpdatedAt || query.errorUpdatedAt : 0;
  const from = state.start.curLocation ? 'current location' : state.start.text.trim();
  const to = state.end.curLocation ? 'current location' : state.end.text.trim();
  const found = query.isSuccess && query.data.coordinates.length > 0;
  useEffect(() => {
    if (answered > 0) analytics.track(events.directions(from, to, found));
    // Only a new answer is a new request; the names and outcome belong to that answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [analytics, answered]);
  return { directions, loading: ends !== null && query.isFetching };
}
