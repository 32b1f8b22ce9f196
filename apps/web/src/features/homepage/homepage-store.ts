// Homepage UI state of spec section 4: the animation status of the cards, the banner (hero) and
// the sidebar, each START until its entrance has run, then COMPLETE; and the full-screen toggle.
import { create } from 'zustand';

export type AnimationStatus = 'START' | 'COMPLETE';
export type AnimatedPart = 'cards' | 'banner' | 'sidebar';

interface HomepageState {
  animation: Record<AnimatedPart, AnimationStatus>;
  fullScreen: boolean;
  complete: (part: AnimatedPart) => void;
  /** A new level: its cards animate in again (the banner and sidebar stay). */
  restartCards: () => void;
  setFullScreen: (fullScreen: boolean) => void;
}

export const useHomepageStore = create<HomepageState>((set) => ({
  animation: { cards: 'START', banner: 'START', sidebar: 'START' },
  fullScreen: false,
  complete: (part) =>
    set((state) =>
      state.animation[part] === 'COMPLETE' ? state : { animation: { ...state.animation, [part]: 'COMPLETE' } },
    ),
  restartCards: () =>
    set((state) => (state.animation.cards === 'START' ? state : { animation: { ...state.animation, cards: 'START' } })),
  setFullScreen: (fullScreen) => set({ fullScreen }),
}));
