import { beforeEach, describe, expect, it } from 'vitest';
import { resetViewerStores } from '../../testing/reset-viewer-stores.ts';
import { useTourStore } from './tour-store.ts';

describe('tour events, flags and refresh (spec section 4)', () => {
  beforeEach(resetViewerStores);

  it('tour_start sets only tour_start for that tour and resets the other tours', () => {
    const store = useTourStore.getState();
    store.recordTourEvent(1, 'tour_start');
    store.recordTourEvent(1, 'tour_complete');
    store.recordTourEvent(2, 'tour_start');
    expect(useTourStore.getState().tourEvents).toEqual({ '2': { tour_start: true } });
  });

  it('any other event adds tour_complete', () => {
    const store = useTourStore.getState();
    store.recordTourEvent(3, 'tour_start');
    store.recordTourEvent(3, 'tour_complete');
    expect(useTourStore.getState().tourEvents['3']).toEqual({ tour_start: true, tour_complete: true });
  });

  it('starts sequential, self-guided off, device motion off, finished panel neither shown nor dismissed', () => {
    const state = useTourStore.getState();
    expect([state.progression, state.selfGuided, state.deviceMotion]).toEqual(['sequential', false, false]);
    expect([state.finishedShown, state.finishedDismissed]).toEqual([false, false]);
  });

  it('dismissing the finished panel hides it and remembers the dismissal', () => {
    useTourStore.getState().showFinished();
    useTourStore.getState().dismissFinished();
    expect([useTourStore.getState().finishedShown, useTourStore.getState().finishedDismissed]).toEqual([false, true]);
  });

  it('a tour refresh issues a new random key each time', () => {
    const keys = new Set<number>([useTourStore.getState().refreshKey]);
    for (let i = 0; i < 5; i += 1) {
      useTourStore.getState().refreshTour();
      keys.add(useTourStore.getState().refreshKey);
    }
    expect(keys.size).toBe(6);
  });

  it('self-guided mode frees the progression order', () => {
    useTourStore.getState().setSelfGuided(true);
    expect(useTourStore.getState().progression).toBe('free');
    useTourStore.getState().setSelfGuided(false);
    expect(useTourStore.getState().progression).toBe('sequential');
  });
});
