// Every in-app URL, read and made in one place (spec section 2). The route table
// (app/route-table.tsx) matches these shapes; nothing else writes `/${site}/…` by hand, so a route
// that changes shape changes here. Segments go in as given: slugs and ids are URL-safe, and the
// router hands params back decoded in the same form (group paths are compared with the server's
// `frontend_path`, which uses the raw slugs).

import { isLanguageTagShape, UI_LANGUAGES } from './language-codes.ts';

/** First-level words that are never a tour slug (see docs/web-app.md). */
export const RESERVED_SEGMENTS = ['home', 'map', 'scene', 'embed', 'ctas', 'finished'] as const;

export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

export const PERSONALIZE_SEGMENT = 'all-content';

/**
 * The tour viewer is told whether the visitor came from the personalize tab: true when the fourth
 * path segment of the previous location is `all-content` — counting segments from 1 after the
 * leading slash, i.e. `/{site}/map/{tab}/all-content`. The other reading (third segment) is
 * recorded in docs/web-app.md and not used.
 */
export function cameFromPersonalizeTab(previousPathname: string | null): boolean {
  if (!previousPathname) return false;
  return pathSegments(previousPathname)[3] === PERSONALIZE_SEGMENT;
}

/** The route's site name: the first path segment unless it is a UI language (`/{lang}` routes). */
export function siteNameOf(pathname: string): string | null {
  const first = pathSegments(pathname)[0];
  if (!first) return null;
  const decoded = safeDecode(first).toLowerCase();
  if (isLanguageTagShape(decoded) && (UI_LANGUAGES as readonly string[]).includes(decoded)) return null;
  return /^[a-z0-9][a-z0-9-]{0,62}$/.test(decoded) ? decoded : null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The tenant lookup (spec section 7), asked on the page's own origin before anything else. */
export function switchboardPath(hostname: string): string {
  return `/api/switchboard/${encodeURIComponent(hostname)}/`;
}

type Segment = string | number;

function join(site: string, ...segments: (Segment | null | undefined)[]): string {
  const present = segments.filter((segment): segment is Segment => segment !== null && segment !== undefined);
  return ['', site, ...present.map(String)].join('/');
}

/** `/{site}`: the site's homepage (or `/{lang}`). */
export function sitePath(site: string): string {
  return join(site);
}

/** `/{site}/home[/{g1}[/{g2}[/{g3}]]][/{tour}]`: the homepage at a tour-group level. */
export function homePath(site: string, segments: readonly string[] = []): string {
  return join(site, 'home', ...segments);
}

/** `/{site}/{tour}[/{scene}[/{hotspot}]]`: the tour viewer. */
export function tourPath(site: string, tourSlug: string, sceneSlug?: string, hotspot?: Segment | null): string {
  return join(site, tourSlug, sceneSlug, sceneSlug === undefined ? undefined : hotspot);
}

/** `/{site}/scene/{scene}[/{hotspot}]`: a scene on its own. */
export function scenePath(site: string, sceneSlug: string, hotspot?: Segment | null): string {
  return join(site, 'scene', sceneSlug, hotspot);
}

/** `/{site}/embed/{scene}[/{hotspot}]`: a scene on its own, embed style. */
export function embedScenePath(site: string, sceneSlug: string, hotspot?: Segment | null): string {
  return join(site, 'embed', sceneSlug, hotspot);
}

/** `/{site}/finished/{tour}`: the finished-tour page. */
export function finishedTourPath(site: string, tourSlug: string): string {
  return join(site, 'finished', tourSlug);
}

/** `/{site}/ctas[/{ctaId}]`: the CTA preview (all of them, or one). */
export function ctaPreviewPath(site: string, ctaId?: Segment): string {
  return join(site, 'ctas', ctaId);
}

/** `/{site}/map[/{tab}[/…]]`: the campus map, optionally on a tab. */
export function mapPath(site: string, tab?: string, ...rest: string[]): string {
  return tab === undefined ? join(site, 'map') : join(site, 'map', tab, ...rest);
}
