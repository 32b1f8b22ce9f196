// Server rendering and hydration (issue 36, docs/web-app.md "Server rendering"): the server renders a
// screen with the app's own components, and the browser's first render must produce exactly that
// HTML so it can adopt it (hydrate) instead of building it again. What only the browser knows (the
// window's size, cookies, the visitor's motion and data wishes) is therefore left out of the server's
// HTML and of the browser's hydrating render alike, and filled in right after it.
import { useSyncExternalStore } from 'react';

/** True while rendering on the server (no DOM). */
export const isServer = typeof window === 'undefined';

let hydrating = false;
const listeners = new Set<() => void>();

/** Set around the app's first render when it adopts server HTML (app/boot.tsx); false tells the screens. */
export function setHydrating(value: boolean): void {
  hydrating = value;
  if (!value) for (const listener of [...listeners]) listener();
}

/** True while rendering on the server or in a hydrating first render. */
export function rendersServerHtml(): boolean {
  return isServer || hydrating;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const browserValues = () => !rendersServerHtml();
// A hydrating render reads the server snapshot, React's and Preact's alike.
const serverValues = () => false;

/**
 * `serverValue` on the server and in the render that hydrates its HTML, `clientValue` from the next
 * render on (one render more, right after hydration). Elsewhere, `clientValue` from the start.
 */
export function useAfterHydration<T>(serverValue: T, clientValue: () => T): T {
  const hydrated = useSyncExternalStore(subscribe, browserValues, serverValues);
  return hydrated ? clientValue() : serverValue;
}
