// Viewport state for the shell: layout mode from the width and the app height from innerHeight
// (mobile browsers' 100vh includes the URL bar, innerHeight does not).
import { useSyncExternalStore } from 'react';
import { layoutForWidth, type LayoutMode } from './breakpoints.ts';

interface ViewportSnapshot {
  width: number;
  height: number;
}

let snapshot: ViewportSnapshot = readViewport();

function readViewport(): ViewportSnapshot {
  return { width: window.innerWidth, height: window.innerHeight };
}

function subscribe(onChange: () => void): () => void {
  const update = () => {
    const next = readViewport();
    if (next.width !== snapshot.width || next.height !== snapshot.height) {
      snapshot = next;
      onChange();
    }
  };
  // The size may have changed while nothing was subscribed.
  update();
  window.addEventListener('resize', update);
  window.addEventListener('orientationchange', update);
  return () => {
    window.removeEventListener('resize', update);
    window.removeEventListener('orientationchange', update);
  };
}

export function useViewport(): ViewportSnapshot {
  return useSyncExternalStore(subscribe, () => snapshot);
}

export function useLayoutMode(): LayoutMode {
  return layoutForWidth(useViewport().width);
}
