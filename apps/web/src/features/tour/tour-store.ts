// Tour-level UI state of spec section 4: tour events (tour_start resets the others; any other
// event adds tour_complete), the finished-tour panel (shown, dismissed), progression mode
// (default sequential), self-guided mode (default off), device motion (default off) and the
// tour refresh key (a new random key refetches the tour).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { guardedStorage } from '../../lib/safe-storage.ts';

export type TourEventName = 'tour_start' | 'tour_complete';
export type TourEvents = Partial<Record<TourEventName, true>>;
export type ProgressionMode = 'sequential' | 'free';

interface TourState {
  /** Tour id → events recorded for it. */
  tourEvents: Record<string, TourEvents>;
  finishedShown: boolean;
  finishedDismissed: boolean;
  progression: ProgressionMode;
  selfGuided: boolean;
  deviceMotion: boolean;
  refreshKey: number;
  recordTourEvent: (tourId: number, event: TourEventName) => void;
  showFinished: () => void;
  dismissFinished: () => void;
  setSelfGuided: (on: boolean) => void;
  setDeviceMotion: (on: boolean) => void;
  refreshTour: () => void;
}

function randomKey(previous: number): number {
  let key = previous;
  while (key === previous) key = Math.floor(Math.random() * 1_000_000_000) + 1;
  return key;
}

export const useTourStore = create<TourState>()(
  persist(
    (set) => ({
      tourEvents: {},
      finishedShown: false,
      finishedDismissed: false,
      progression: 'sequential',
      selfGuided: false,
      deviceMotion: false,
      refreshKey: 0,
      recordTourEvent: (tourId, event) =>
        set((state) =>
          event === 'tour_start'
            ? { tourEvents: { [String(tourId)]: { tour_start: true } } }
            : {
                tourEvents: {
                  ...state.tourEvents,
                  [String(tourId)]: { ...state.tourEvents[String(tourId)], tour_complete: true },
                },
              },
        ),
      showFinished: () => set({ finishedShown: true }),
      dismissFinished: () => set({ finishedShown: false, finishedDismissed: true }),
      // Self-guided visitors choose their own order, so progression stops being sequential.
      setSelfGuided: (on) => set({ selfGuided: on, progression: on ? 'free' : 'sequential' }),
      setDeviceMotion: (on) => set({ deviceMotion: on }),
      refreshTour: () => set((state) => ({ refreshKey: randomKey(state.refreshKey) })),
    }),
    {
      name: 'meridian.viewer.tour',
      storage: createJSONStorage(() => guardedStorage('local')),
      version: 1,
      partialize: (state) => ({ tourEvents: state.tourEvents }),
    },
  ),
);
