// Guide card and guide audio state (spec section 4): the card is open by default and collapsed
// while a video plays; audio on false, preferred off, playing false. `preferred` is the visitor's
// own choice and is remembered; positions are kept per track so audio resumes where it was.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { guardedStorage } from '../../lib/safe-storage.ts';

export type GuideCardState = 'open' | 'closed' | 'collapsed';

interface GuideState {
  cardOpen: boolean;
  videoPlaying: boolean;
  audioOn: boolean;
  audioPreferred: boolean;
  audioPlaying: boolean;
  /** Track URL → seconds played. */
  positions: Record<string, number>;
  toggleCard: () => void;
  setVideoPlaying: (playing: boolean) => void;
  setAudioOn: (on: boolean) => void;
  setAudioPlaying: (playing: boolean) => void;
  rememberPosition: (url: string, seconds: number) => void;
}

export const useGuideStore = create<GuideState>()(
  persist(
    (set) => ({
      cardOpen: true,
      videoPlaying: false,
      audioOn: false,
      audioPreferred: false,
      audioPlaying: false,
      positions: {},
      toggleCard: () => set((state) => ({ cardOpen: !state.cardOpen })),
      setVideoPlaying: (playing) => set({ videoPlaying: playing }),
      setAudioOn: (on) => set({ audioOn: on, audioPreferred: on, ...(on ? {} : { audioPlaying: false }) }),
      setAudioPlaying: (playing) => set({ audioPlaying: playing }),
      rememberPosition: (url, seconds) => set((state) => ({ positions: { ...state.positions, [url]: seconds } })),
    }),
    {
      name: 'meridian.viewer.guide',
      storage: createJSONStorage(() => guardedStorage('local')),
      version: 1,
      partialize: (state) => ({ audioPreferred: state.audioPreferred }),
      // The preference turns audio on again in the next visit.
      merge: (persisted, current) => {
        const preferred = (persisted as { audioPreferred?: boolean } | undefined)?.audioPreferred === true;
        return { ...current, audioPreferred: preferred, audioOn: preferred };
      },
    },
  ),
);

/** What the card shows: closed by the visitor, collapsed while a video plays, else open. */
export function guideCardState(cardOpen: boolean, videoPlaying: boolean): GuideCardState {
  if (!cardOpen) return 'closed';
  return videoPlaying ? 'collapsed' : 'open';
}

/** On mobile the avatar is hidden while a video plays. */
export function showGuideAvatar(layout: 'mobile' | 'desktop', videoPlaying: boolean): boolean {
  return !(layout === 'mobile' && videoPlaying);
}
