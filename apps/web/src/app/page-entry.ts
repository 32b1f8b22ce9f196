// What the page's address says on the way in, read once by main.tsx and handed to both the first
// view and the app's bootstrap: the route's site name, and the tenant lookup already on its way.
// (The router still matches `:site` for the screens; this is the one place the site name is parsed.)
import { siteNameOf, switchboardPath } from '../lib/paths.ts';

export interface PageEntry {
  /** The route's site name (first path segment unless it is a UI language), or null. */
  siteName: string | null;
  /** The switchboard request sent at page entry; null when the app sends its own (tests). */
  switchboard: Promise<Response> | null;
}

export function readPageEntry(location: Pick<Location, 'pathname'>): Pick<PageEntry, 'siteName'> {
  return { siteName: siteNameOf(location.pathname) };
}

/** Sends the tenant lookup; its answer is parsed by whoever reads it, with the contract. */
export function requestSwitchboard(hostname: string): Promise<Response> {
  // A public read: cookies only to its own origin, so from a sandboxed frame (opaque origin) it goes
  // without, and is readable under `Access-Control-Allow-Origin: *`.
  return fetch(switchboardPath(hostname), { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
}
