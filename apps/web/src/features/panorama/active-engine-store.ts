// The engine of the panorama view on screen, for the controls that live outside the view (device
// motion in the viewer's one toolbar, issue 12). The view publishes its engine while mounted.
import { create } from 'zustand';
import type { PanoramaEngine } from './panorama-engine.ts';

interface ActiveEngineState {
  engine: PanoramaEngine | null;
  setEngine: (engine: PanoramaEngine | null) => void;
  /** Forgets the engine only if it is still the one published (a newer view may have replaced it). */
  clearEngine: (engine: PanoramaEngine) => void;
}

export const useActiveEngineStore = create<ActiveEngineState>((set, get) => ({
  engine: null,
  setEngine: (engine) => set({ engine }),
  clearEngine: (engine) => {
    if (get().engine === engine) set({ engine: null });
  },
}));
