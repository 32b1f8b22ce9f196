// Viewport state for the shell: layout mode from the width and the app height from innerHeight
// (mobile browsers' 100vh includes the URL bar, innerHeight does not).
import { useSyncExternalStore } from 'react';
import { layoutForWidth, type LayoutMode } from './breakpoints.ts';

interface ViewportSnapshot {
  width: number;
  height: number;
}

let snapshot: ViewportSnapshot = readViewport();
// Every subscriber hears every change: one window listener updates the snapshot once and tells
// them all (a listener per subscriber that compared with the shared snapshot told only the first).
const listeners = new Set<() => void>();

function readViewport(): ViewportSnapshot {
  return { width: window.innerWidth, height: window.innerHeight };
}

function update(): void {
  const next = readViewport();
  if (next.width === snapshot.width && next.height === snapshot.height) return;
  snapshot = next;
  for (const listener of [...listeners]) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (listeners.size === 1) {
    window.addEventListener('resize', update);
    window.addEventListener('orientationchange', update);
  }
  // The size may have changed while nothing was subscribed.
  update();
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) {
      window.removeEventListener('resize', update);
      window.removeEventListener('orientationchange', update);
    }
  };
}

export function useViewport(): ViewportSnapshot {
  return useSyncExternalStore(subscribe, () => snapshot);
}

export function useLayoutMode(): LayoutMode {
  return layoutForWidth(useViewport().width);
}
