// What the map shows, in the address so it can be shared (issue 15): the selected place, the open
// category, the two ends of a route and the mode. Malformed values are ignored, as the spec does
// for other query parameters; unknown parameters (lng, placepreview, ...) are kept untouched.
import { travelModes, type TravelMode } from '@meridian/contracts';

export type RouteEnd = { kind: 'place'; id: number } | { kind: 'point'; coordinates: [number, number] };

export interface MapUrlState {
  place: number | null;
  category: string | null;
  from: RouteEnd | null;
  to: RouteEnd | null;
  mode: TravelMode;
  stepFree: boolean;
}

export const EMPTY_MAP_URL_STATE: MapUrlState = {
  place: null,
  category: null,
  from: null,
  to: null,
  mode: 'walking',
  stepFree: false,
};

const PARAMS = ['place', 'category', 'from', 'to', 'mode', 'step_free'] as const;

function positiveId(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

function parseEnd(value: string | null): RouteEnd | null {
  if (value === null) return null;
  const place = /^place:(\d+)$/.exec(value);
  if (place) {
    const id = positiveId(place[1] ?? null);
    return id === null ? null : { kind: 'place', id };
  }
  const parts = value.split(',');
  if (parts.length !== 2 || parts.some((part) => !/^-?\d+(\.\d+)?$/.test(part))) return null;
  const [lng, lat] = parts.map(Number) as [number, number];
  return Math.abs(lng) <= 180 && Math.abs(lat) <= 90 ? { kind: 'point', coordinates: [lng, lat] } : null;
}

function formatEnd(end: RouteEnd): string {
  if (end.kind === 'place') return `place:${end.id}`;
  return end.coordinates.map((value) => String(Math.round(value * 1e6) / 1e6)).join(',');
}

export function readMapUrlState(search: URLSearchParams): MapUrlState {
  const mode = search.get('mode');
  const category = search.get('category');
  return {
    place: positiveId(search.get('place')),
    category: category !== null && /^[\w-]{1,100}$/.test(category) ? category : null,
    from: parseEnd(search.get('from')),
    to: parseEnd(search.get('to')),
    mode: travelModes.find((known) => known === mode) ?? 'walking',
    stepFree: search.get('step_free') === 'true',
  };
}

/** The same search parameters with the map's state written in (defaults are left out). */
export function writeMapUrlState(search: URLSearchParams, state: MapUrlState): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of PARAMS) next.delete(name);
  if (state.place !== null) next.set('place', String(state.place));
  if (state.category !== null) next.set('category', state.category);
  if (state.from) next.set('from', formatEnd(state.from));
  if (state.to) next.set('to', formatEnd(state.to));
  if (state.mode !== 'walking') next.set('mode', state.mode);
  if (state.stepFree) next.set('step_free', 'true');
  return next;
}
