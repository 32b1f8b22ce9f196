// The map's flags (spec section 4, other flags): `standalone` is on while the standalone map
// (/{siteName}/map) shows, off in the tour viewer's map panel and when no map shows. The spec's
// language rule reads it: "with the places tab and standalone map active a language change clears
// place pages and polygons".
import { create } from 'zustand';

interface MapState {
  standalone: boolean;
  /**
   * The history entry (location key) of a standalone map whose place a language change cleared.
   * The app unmounts the screen while the brand loads in the new language, so the clearing is
   * usually applied when the screen comes back to that same entry.
   */
  placeResetFor: string | null;
  setStandalone: (standalone: boolean) => void;
  setPlaceResetFor: (key: string | null) => void;
}

export const useMapStore = create<MapState>((set) => ({
  standalone: false,
  placeResetFor: null,
  setStandalone: (standalone) => set({ standalone }),
  setPlaceResetFor: (placeResetFor) => set({ placeResetFor }),
}));

/** Spec section 4: a language change clears place pages only on the standalone map's places tab. */
export function languageChangeClearsPlaces(state: { standalone: boolean; placesTab: boolean }): boolean {
  return state.standalone && state.placesTab;
}
