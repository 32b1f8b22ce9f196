// Spec section 4, language change: with the places tab and the standalone map active, a new
// language clears the place page and its highlighted polygon (both follow the selected place).
// Directions need nothing here: their query is keyed by language, so they are asked for again.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { MapUrlState } from '../../../features/map/map-url-state.ts';
import { languageChangeClearsPlaces, useMapStore } from '../../../features/map/map-store.ts';
import { useTenantStore } from '../../../features/tenant/tenant-store.ts';
import type { MapTab } from './map-panel.tsx';

export function useLanguageReset(tab: MapTab, setUrl: (change: Partial<MapUrlState>) => void) {
  const { key } = useLocation();
  const shown = useRef({ tab, key });
  useEffect(() => {
    shown.current = { tab, key };
  });

  // The rule is judged when the language changes, while this screen still shows: the app then
  // unmounts it until the brand has loaded in the new language (app-shell's content gate).
  useEffect(
    () =>
      useTenantStore.subscribe((state, previous) => {
        if (previous.language === null || state.language === previous.language) return;
        const { standalone, setPlaceResetFor } = useMapStore.getState();
        if (languageChangeClearsPlaces({ standalone, placesTab: shown.current.tab === 'places' })) {
          setPlaceResetFor(shown.current.key);
        }
      }),
    [],
  );

  // Applied on this history entry only (at once, or when the screen comes back to it); a visit to
  // another map address drops it.
  const resetFor = useMapStore((state) => state.placeResetFor);
  useEffect(() => {
    if (resetFor === null) return;
    if (resetFor === key) setUrl({ place: null });
    useMapStore.getState().setPlaceResetFor(null);
  }, [resetFor, key, setUrl]);
}
