// The map's shareable state, read from and written to the address (replace, not push: panning
// through places should not fill the back button).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readMapUrlState, writeMapUrlState, type MapUrlState } from '../../../features/map/map-url-state.ts';

export function useMapUrlState(): [MapUrlState, (change: Partial<MapUrlState>) => void] {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readMapUrlState(search), [search]);
  const update = useCallback(
    (change: Partial<MapUrlState>) =>
      setSearch((current) => writeMapUrlState(current, { ...readMapUrlState(current), ...change }), { replace: true }),
    [setSearch],
  );
  return [state, update];
}
