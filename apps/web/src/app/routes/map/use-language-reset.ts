// Spec section 4, language change: with the places tab of the standalone map active, a new
// language clears the place page and its highlighted polygon (both follow the selected place).
// Directions need nothing here: their query is keyed by language, so they are asked for again.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { MapUrlState } from '../../../features/map/map-url-state.ts';
import { useTenantStore } from '../../../features/tenant/tenant-store.ts';
import type { MapTab } from './map-panel.tsx';

// The app waits for the brand in a new language with the screen unmounted (app-shell's content
// gate), so the change is usually seen as this screen leaving and coming back: it leaves with the
// store already in another language than the one it showed. The history entry it left is kept, so
// only a return to that same entry (not a visit to another map address) clears the place.
let clearOnReturn: string | null = null;

export function useLanguageReset(language: string, tab: MapTab, setUrl: (change: Partial<MapUrlState>) => void) {
  const { key } = useLocation();
  const shown = useRef({ language, tab, key });
  useEffect(() => {
    shown.current = { language, tab, key };
  });

  useEffect(() => {
    if (clearOnReturn === shown.current.key) setUrl({ place: null });
    clearOnReturn = null;
    return () => {
      const left = shown.current;
      if (left.tab === 'places' && useTenantStore.getState().language !== left.language) clearOnReturn = left.key;
    };
    // Mount and unmount only: this is about the screen leaving and returning.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A change while the screen stays mounted.
  const previous = useRef(language);
  useEffect(() => {
    if (previous.current === language) return;
    previous.current = language;
    if (shown.current.tab === 'places') setUrl({ place: null });
  }, [language, setUrl]);
}
