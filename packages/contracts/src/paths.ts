// Path rules the web app and the server both apply (no zod here: the app's tiny first-view entry
// imports it).

/** Second path segments that are never a tour slug (the route table's words; docs/web-app.md). */
export const RESERVED_SEGMENTS = ['home', 'map', 'scene', 'embed', 'ctas', 'finished'] as const;
const reserved: ReadonlySet<string> = new Set(RESERVED_SEGMENTS);

export type BannerTarget =
  | { level: 'scene'; site: string; tourSlug: string | null; sceneSlug: string }
  | { level: 'tour'; site: string | null; tourSlug: string | null };

/**
 * The banner's path rule (spec section 2, embed banner card): `/{site}/scene/{sceneSlug}/*` and
 * `/{site}/{tourSlug}/{sceneSlug}/*` are scene-level; any other path is the tour-level card, for
 * the tour `/{site}/{tourSlug}` names, or for the whole site when it names none (`/`, `/{site}`,
 * `/{site}/home/…`, `/{site}/map/…`). A reserved word is never a tour slug.
 */
export function bannerTarget(pathname: string): BannerTarget {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  const [site = null, second, third] = segments;
  if (site !== null && second === 'scene' && third !== undefined) {
    return { level: 'scene', site, tourSlug: null, sceneSlug: third };
  }
  const tourSlug = second !== undefined && !reserved.has(second) ? second : null;
  if (site !== null && tourSlug !== null && third !== undefined) {
    return { level: 'scene', site, tourSlug, sceneSlug: third };
  }
  return { level: 'tour', site, tourSlug };
}

/**
 * The banner card request of a page (GET /api/v2/banner/): built here once, because the server
 * preloads the very URL the banner page then fetches.
 */
export function bannerCardRequestPath(page: {
  pathname: string;
  language: string | null;
  token: string | null;
  contentType: string | null;
}): string {
  const query = [`path=${encodeURIComponent(page.pathname)}`, 'format=json'];
  if (page.language) query.push(`language=${encodeURIComponent(page.language)}`);
  if (page.token) query.push(`token=${encodeURIComponent(page.token)}`);
  if (page.contentType) query.push(`content_type=${encodeURIComponent(page.contentType)}`);
  return `/api/v2/banner/?${query.join('&')}`;
}
