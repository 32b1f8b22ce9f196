// Sets the map store's `standalone` flag for as long as a map shows: true from the standalone map
// screen, false from the tour viewer's map panel. No map showing is not standalone either.
import { useEffect } from 'react';
import { useMapStore } from '../map-store.ts';

export function useStandaloneMap(standalone: boolean): void {
  useEffect(() => {
    useMapStore.getState().setStandalone(standalone);
    return () => useMapStore.getState().setStandalone(false);
  }, [standalone]);
}
