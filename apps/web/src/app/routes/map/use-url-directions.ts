// Keeps the route's ends, mode and step-free option in the address: a shared link opens with the
// same route (ends that are places get their names back), and every change is written back.
import { useEffect, useRef, type Dispatch } from 'react';
import type { CampusData } from '../../../features/map/api/map-queries.ts';
import type { MapUrlState, RouteEnd } from '../../../features/map/map-url-state.ts';
import { placePosition } from '../../../features/map/place-point.ts';
import {
  isLngLat,
  type DirectionInput,
  type DirectionsAction,
  type DirectionsState,
} from '../../../features/directions/direction-inputs.ts';

function resolve(campus: CampusData, end: RouteEnd): { text: string; coordinates: [number, number] } | null {
  const places = campus.places.features;
  if (end.kind === 'place') {
    const place = places.find((candidate) => candidate.properties.id === end.id);
    const at = place ? placePosition(place) : null;
    return place && at ? { text: place.properties.title, coordinates: at } : null;
  }
  const [lng, lat] = end.coordinates;
  const named = places.find((place) => {
    const at = placePosition(place);
    return at !== null && Math.abs(at[0] - lng) < 1e-6 && Math.abs(at[1] - lat) < 1e-6;
  });
  return { text: named?.properties.title ?? `${lat.toFixed(5)}, ${lng.toFixed(5)}`, coordinates: end.coordinates };
}

const endOf = (input: DirectionInput): RouteEnd | null =>
  isLngLat(input.coordinates) ? { kind: 'point', coordinates: input.coordinates } : null;

export function useUrlDirections(
  campus: CampusData | null,
  url: MapUrlState,
  setUrl: (change: Partial<MapUrlState>) => void,
  state: DirectionsState,
  dispatch: Dispatch<DirectionsAction>,
) {
  const restored = useRef(false);
  useEffect(() => {
    if (!campus || restored.current) return;
    restored.current = true;
    for (const [side, end] of [
      ['start', url.from],
      ['end', url.to],
    ] as const) {
      const found = end ? resolve(campus, end) : null;
      if (found) dispatch({ type: 'choose', side, ...found, source: 'url', trigger: 'empty' });
    }
  }, [campus, url.from, url.to, dispatch]);

  const from = endOf(state.start);
  const to = endOf(state.end);
  const key = JSON.stringify([from, to, state.mode, state.stepFree]);
  useEffect(() => {
    if (!restored.current) return;
    setUrl({ from, to, mode: state.mode, stepFree: state.stepFree });
    // key holds every value written
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, setUrl]);
}
