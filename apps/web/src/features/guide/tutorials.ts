// Tutorials (panorama, tour menu, mobile guide card) are shown once per visitor: seeing one is
// remembered in localStorage. A brand can switch each of them off.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { guardedStorage } from '../../lib/safe-storage.ts';

export type Tutorial = 'panorama' | 'tourMenu' | 'mobileGuideCard';

interface TutorialState {
  seen: Partial<Record<Tutorial, true>>;
  markSeen: (tutorial: Tutorial) => void;
}

export const useTutorialStore = create<TutorialState>()(
  persist(
    (set) => ({
      seen: {},
      markSeen: (tutorial) => set((state) => ({ seen: { ...state.seen, [tutorial]: true } })),
    }),
    { name: 'meridian.viewer.tutorials', storage: createJSONStorage(() => guardedStorage('local')), version: 1 },
  ),
);
