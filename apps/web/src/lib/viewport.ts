// Viewport state for the shell: layout mode from the width and the app height from innerHeight
// (mobile browsers' 100vh includes the URL bar, innerHeight does not).
import { useSyncExternalStore } from 'react';
import { layoutForWidth, type LayoutMode } from './breakpoints.ts';
import { useAfterHydration } from './hydration.ts';

interface ViewportSnapshot {
  width: number;
  height: number;
}

const SERVER_VIEWPORT: ViewportSnapshot = { width: 0, height: 0 };
let snapshot: ViewportSnapshot = readViewport();
// Every subscriber hears every change: one window listener updates the snapshot once and tells
// them all (a listener per subscriber that compared with the shared snapshot told only the first).
const listeners = new Set<() => void>();

function readViewport(): ViewportSnapshot {
  // On the server (lib/hydration.ts) there is no window: nothing that renders there reads the size.
  if (typeof window === 'undefined') return { width: 0, height: 0 };
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
if (typeof window !== 'undefined') {
  window.addEventListener('resize', update);
  window.addEventListener('orientationchange', update);
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

const currentViewport = () => snapshot;

export function useViewport(): ViewportSnapshot {
  // The server's HTML (and the render that hydrates it) knows no window: every size-dependent value
  // follows in the render right after hydration (lib/hydration.ts). The store itself has one snapshot
  // (the server's is the zero size it reads there): a server snapshot that differs from the browser's
  // makes the store re-render its reader within the task that hydrates it, a second render of the
  // layout, the homepage and each video in the adoption's task (issue 36).
  const viewport = useSyncExternalStore(subscribe, currentViewport, currentViewport);
  return useAfterHydration(SERVER_VIEWPORT, () => viewport);
}

export function useLayoutMode(): LayoutMode {
  return layoutForWidth(useViewport().width);
}
