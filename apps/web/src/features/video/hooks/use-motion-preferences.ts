// The visitor's wishes that turn playing videos into posters: prefers-reduced-motion and Save-Data.
import { useSyncExternalStore } from 'react';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

interface NetworkInformationLike {
  saveData?: boolean;
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export const prefersReducedMotion = () => window.matchMedia(reducedMotionQuery).matches;

export function wantsSavedData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return connection?.saveData === true;
}

export function useMotionPreferences(): { reducedMotion: boolean; saveData: boolean } {
  const reducedMotion = useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
  return { reducedMotion, saveData: wantsSavedData() };
}
