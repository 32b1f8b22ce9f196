// Path rules of the route table (spec section 2) that are not plain react-router patterns.

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

export function homePath(siteName: string): string {
  return `/${siteName}`;
}
