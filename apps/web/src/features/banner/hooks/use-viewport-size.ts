import { useSyncExternalStore } from 'react';
import type { BannerSize } from '../banner-rules.ts';

// The banner fills its frame, so the frame's viewport is the banner's size.
function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

let last: BannerSize = { width: 0, height: 0 };
function snapshot(): BannerSize {
  const { innerWidth: width, innerHeight: height } = window;
  if (last.width !== width || last.height !== height) last = { width, height };
  return last;
}

export function useViewportSize(): BannerSize {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
