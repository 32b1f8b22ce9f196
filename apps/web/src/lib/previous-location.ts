// Remembers the previous in-app location (for the tour viewer's personalize-tab rule).
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';

interface PreviousLocationState {
  previousPathname: string | null;
  currentPathname: string | null;
  record: (pathname: string) => void;
}

export const usePreviousLocationStore = create<PreviousLocationState>((set, get) => ({
  previousPathname: null,
  currentPathname: null,
  record: (pathname) => {
    const { currentPathname } = get();
    if (pathname === currentPathname) return;
    set({ previousPathname: currentPathname, currentPathname: pathname });
  },
}));

/** Mounted once in the app layout. */
export function useTrackPreviousLocation(): void {
  const { pathname } = useLocation();
  const record = usePreviousLocationStore((state) => state.record);
  useEffect(() => {
    record(pathname);
  }, [pathname, record]);
}
