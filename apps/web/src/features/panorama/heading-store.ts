// The current view heading (degrees clockwise from north, arrow offset applied), for the map arrow.
import { create } from 'zustand';

interface HeadingState {
  heading: number | null;
  setHeading: (heading: number | null) => void;
}

export const useHeadingStore = create<HeadingState>((set) => ({
  heading: null,
  setHeading: (heading) => set({ heading }),
}));
