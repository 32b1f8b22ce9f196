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

// The listener stays for the page's lifetime, so the snapshot is always current and a screen that
// mounts need not read the size: in a phone browser reading innerWidth forces style and layout (the
// viewport's scale depends on the layout), which in the middle of the homepage's first render was
// a 20 ms forced layout inside one long task (docs/performance.md).
window.addEventListener('resize', update);
window.addEventListener('orientationchange', update);

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

export function useViewport(): ViewportSnapshot {
  return useSyncExternalStore(subscribe, () => snapshot);
}

export function useLayoutMode(): LayoutMode {
  return layoutForWidth(useViewport().width);
}
