// The two direction inputs and what the panel remembers (spec sections 3, 4 and 5): each side
// has its text, focus, current-location flag, source, place page id and coordinates; changing a
// side's text resets that side first; clearing clears both and re-runs directions; directions are
// requested only when both sides are non-empty and hold arrays of exactly two numbers.
import type { TravelMode } from '@meridian/contracts';
import type { LngLat } from './directions-service.ts';

export type InputSource = 'search' | 'place' | 'map' | 'browser' | 'url';
export type Side = 'start' | 'end';
/** What last asked for directions (spec section 4). */
export type DirectionsTrigger = 'empty' | 'map' | 'browser' | 'panel';
export type PanelStatus = 'stay' | 'open' | 'closed';

export interface DirectionInput {
  text: string;
  hasFocus: boolean;
  curLocation: boolean;
  source: InputSource | null;
  pageId: number | null;
  coordinates: unknown;
}

export interface DirectionsState {
  start: DirectionInput;
  end: DirectionInput;
  mode: TravelMode;
  stepFree: boolean;
  panelStatus: PanelStatus;
  lastTrigger: DirectionsTrigger;
  /** Bumped whenever directions must be (re-)requested, even with the same ends. */
  runId: number;
}

export const EMPTY_INPUT: DirectionInput = {
  text: '',
  hasFocus: false,
  curLocation: false,
  source: null,
  pageId: null,
  coordinates: null,
};

export const INITIAL_DIRECTIONS: DirectionsState = {
  start: EMPTY_INPUT,
  end: EMPTY_INPUT,
  mode: 'walking',
  stepFree: false,
  panelStatus: 'stay',
  lastTrigger: 'empty',
  runId: 0,
};

/** An array of exactly two finite numbers (spec section 5). */
export function isLngLat(value: unknown): value is LngLat {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((part) => typeof part === 'number' && Number.isFinite(part))
  );
}

export type DirectionsAction =
  | { type: 'type-text'; side: Side; text: string }
  | { type: 'focus'; side: Side; hasFocus: boolean }
  | {
      type: 'choose';
      side: Side;
      text: string;
      coordinates: LngLat;
      source: InputSource;
      pageId?: number | null;
      trigger: DirectionsTrigger;
    }
  | { type: 'use-location'; side: Side; text: string; coordinates: LngLat }
  | { type: 'swap' }
  | { type: 'clear' }
  | { type: 'mode'; mode: TravelMode }
  | { type: 'step-free'; stepFree: boolean }
  | { type: 'rerun' }
  | { type: 'panel'; status: PanelStatus };

export function directionsReducer(state: DirectionsState, action: DirectionsAction): DirectionsState {
  const rerun = { runId: state.runId + 1 };
  switch (action.type) {
    case 'type-text':
      // Typing reset the side first: the old place, coordinates and location no longer apply.
      return { ...state, [action.side]: { ...EMPTY_INPUT, hasFocus: state[action.side].hasFocus, text: action.text } };
    case 'focus':
      return { ...state, [action.side]: { ...state[action.side], hasFocus: action.hasFocus } };
    case 'choose':
      return {
        ...state,
        ...rerun,
        lastTrigger: action.trigger,
        [action.side]: {
          ...EMPTY_INPUT,
          text: action.text,
          coordinates: action.coordinates,
          source: action.source,
          pageId: action.pageId ?? null,
        },
      };
    case 'use-location':
      return {
        ...state,
        ...rerun,
        lastTrigger: 'browser',
        [action.side]: {
          ...EMPTY_INPUT,
          text: action.text,
          coordinates: action.coordinates,
          curLocation: true,
          source: 'browser',
        },
      };
    case 'swap':
      return { ...state, ...rerun, lastTrigger: 'panel', start: state.end, end: state.start };
    case 'clear':
      return { ...state, ...rerun, lastTrigger: 'panel', start: EMPTY_INPUT, end: EMPTY_INPUT };
    case 'mode':
      return { ...state, ...rerun, lastTrigger: 'panel', mode: action.mode };
    case 'step-free':
      return { ...state, ...rerun, lastTrigger: 'panel', stepFree: action.stepFree };
    case 'rerun':
      return { ...state, ...rerun };
    case 'panel':
      return { ...state, panelStatus: action.status };
  }
}

/** Both ends, when directions may be requested (spec section 5); null clears any shown route. */
export function routeEnds(state: DirectionsState): { from: LngLat; to: LngLat } | null {
  const { start, end } = state;
  if (start.text.trim() === '' || end.text.trim() === '') return null;
  if (!isLngLat(start.coordinates) || !isLngLat(end.coordinates)) return null;
  return { from: start.coordinates, to: end.coordinates };
}
