// What the page's address says on the way in, read once by main.tsx and handed to both the first
// view and the app's bootstrap: the host, the route's site name, and the tenant lookup already on its
// way. (The router still matches `:site` for the screens; this is the one place the site name is parsed.)
import { siteNameOf, switchboardPath } from '../lib/paths.ts';

export interface PageEntry {
  hostname: string;
  /** The app host name (`VITE_APP_HOST`): `<site>.<appHost>` serves tenant `<site>`. */
  appHost: string;
  /** The route's site name (first path segment unless it is a UI language), or null. */
  siteName: string | null;
  /** The switchboard request, sent once at page entry; app/page-tenant.ts reads it. */
  switchboard: Promise<Response>;
}

export function readPageEntry(
  location: Pick<Location, 'pathname' | 'hostname'>,
  appHost: string,
): Pick<PageEntry, 'siteName' | 'hostname' | 'appHost'> {
  return { siteName: siteNameOf(location.pathname), hostname: location.hostname, appHost };
}

/** Sends the tenant lookup; its answer is parsed by whoever reads it, with the contract. */
export function requestSwitchboard(
  hostname: string,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<Response> {
  // A public read: cookies only to its own origin, so from a sandboxed frame (opaque origin) it goes
  // without, and is readable under `Access-Control-Allow-Origin: *`.
  return fetchImpl(new URL(switchboardPath(hostname), window.location.origin).toString(), {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
}
