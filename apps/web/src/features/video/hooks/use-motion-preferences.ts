// The visitor's wishes that turn playing videos into posters: prefers-reduced-motion and Save-Data.
import { useSyncExternalStore } from 'react';
import { useAfterHydration } from '../../../lib/hydration.ts';
import { prefersReducedMotion, REDUCED_MOTION_QUERY } from '../../../lib/motion.ts';

interface NetworkInformationLike {
  saveData?: boolean;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function wantsSavedData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return connection?.saveData === true;
}

export function useMotionPreferences(): { reducedMotion: boolean; saveData: boolean } {
  const reducedMotion = useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
  // The browser's wishes: server-rendered HTML (lib/hydration.ts) shows the poster, a video may follow.
  const wishes = useAfterHydration({ reducedMotion: true, saveData: true }, () => ({
    reducedMotion,
    saveData: wantsSavedData(),
  }));
  return wishes;
}
