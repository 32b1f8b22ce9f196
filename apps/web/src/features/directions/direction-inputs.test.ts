import { describe, expect, it } from 'vitest';
import {
  directionsReducer,
  INITIAL_DIRECTIONS,
  isLngLat,
  routeEnds,
  type DirectionsAction,
  type DirectionsState,
} from './direction-inputs.ts';

const run = (...actions: DirectionsAction[]) => actions.reduce(directionsReducer, INITIAL_DIRECTIONS);
const chooseStart: DirectionsAction = {
  type: 'choose',
  side: 'start',
  text: 'Aldridge Hall',
  coordinates: [-79.3875, 43.651],
  source: 'place',
  pageId: 4,
  trigger: 'map',
};
const chooseEnd: DirectionsAction = {
  type: 'choose',
  side: 'end',
  text: 'Beaumont Library',
  coordinates: [-79.3857, 43.651],
  source: 'search',
  trigger: 'panel',
};

describe('direction inputs', () => {
  it('start walking, with the panel staying and no trigger yet', () => {
    expect(INITIAL_DIRECTIONS).toMatchObject({ mode: 'walking', panelStatus: 'stay', lastTrigger: 'empty' });
    expect(routeEnds(INITIAL_DIRECTIONS)).toBeNull();
  });

  it('asks for directions once both sides hold a place', () => {
    const state = run(chooseStart, chooseEnd);
    expect(routeEnds(state)).toEqual({ from: [-79.3875, 43.651], to: [-79.3857, 43.651] });
    expect(state.lastTrigger).toBe('panel');
    expect(state.start).toMatchObject({ source: 'place', pageId: 4 });
  });

  it('resets a side when its text changes: the old place no longer counts', () => {
    const state = run(chooseStart, chooseEnd, { type: 'type-text', side: 'end', text: 'Beaumont Lib' });
    expect(state.end).toMatchObject({ text: 'Beaumont Lib', coordinates: null, source: null, pageId: null });
    expect(state.start.text).toBe('Aldridge Hall');
    expect(routeEnds(state)).toBeNull();
  });

  it('clears both sides and re-runs directions (which then shows no route)', () => {
    const before = run(chooseStart, chooseEnd);
    const state = directionsReducer(before, { type: 'clear' });
    expect(state.start.text).toBe('');
    expect(state.end.text).toBe('');
    expect(state.runId).toBeGreaterThan(before.runId);
    expect(routeEnds(state)).toBeNull();
  });

  it('requests only arrays of exactly two numbers', () => {
    expect([[1, 2], [1, 2, 3], [1], ['1', 2], [NaN, 2], null, '1,2', { 0: 1, 1: 2 }].map(isLngLat)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    const bad: DirectionsState = {
      ...run(chooseStart, chooseEnd),
      end: { ...run(chooseEnd).end, coordinates: [1, 2, 3] },
    };
    expect(routeEnds(bad)).toBeNull();
  });

  it('needs non-empty text on both sides, even with coordinates', () => {
    const state = run(chooseStart, { ...chooseEnd, text: '  ' });
    expect(routeEnds(state)).toBeNull();
  });

  it('uses the browser location as a side, remembering that it came from the browser', () => {
    const state = run({ type: 'use-location', side: 'start', text: 'My location', coordinates: [-79.38, 43.65] });
    expect(state.start).toMatchObject({ curLocation: true, source: 'browser' });
    expect(state.lastTrigger).toBe('browser');
  });

  it('re-runs on a mode, step-free or language change, and swaps the ends', () => {
    const base = run(chooseStart, chooseEnd);
    for (const action of [
      { type: 'mode', mode: 'cycling' },
      { type: 'step-free', stepFree: true },
      { type: 'rerun' },
    ] as const) {
      expect(directionsReducer(base, action).runId).toBe(base.runId + 1);
    }
    const swapped = directionsReducer(base, { type: 'swap' });
    expect(routeEnds(swapped)).toEqual({ from: [-79.3857, 43.651], to: [-79.3875, 43.651] });
  });
});
