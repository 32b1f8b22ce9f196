// Directions for the current inputs: requested only when both ends are valid (spec 5), again on a
// mode, step-free or language change; the previous request is aborted when the inputs change.
import { useQuery } from '@tanstack/react-query';
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
  return { directions, loading: ends !== null && query.isFetching };
}
