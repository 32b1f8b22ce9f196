import { normaliseLanguage } from '@meridian/contracts/language-match';

/**
 * Which page a path is, by the route table of spec section 2 (docs/web-app.md), for what the server
 * writes into its HTML: the words crawlers and link previews read, and its status.
 */
export type PageTarget =
  /** `/`, `/{site}`, `/{site}/home/{g1}/{g2}/{g3}[/{tour}]`. */
  | { kind: 'home'; segments: string[] }
  /** `/{site}/{tour}[/{scene}[/{hotspot}]]`, `/{site}/finished/{tour}`. */
  | { kind: 'tour'; slug: string; scene: string | null }
  /** `/{site}/scene/{scene}[/{hotspot}]`, `/{site}/embed/{scene}[/{hotspot}]`. */
  | { kind: 'scene'; slug: string }
  /** `/{site}/map[/{tab}/…]`. */
  | { kind: 'map' }
  /** `/{site}/ctas/…`: a preview of the tenant's calls to action, for its editors, not for crawlers. */
  | { kind: 'ctas' }
  /** `/{lang}`, `/{lang}/{tour}`: the language named in the path. */
  | { kind: 'language-home'; language: string }
  | { kind: 'language-tour'; language: string; slug: string }
  /** `/{site}/insights`: the site's own words (and noindex, from the insights module). */
  | { kind: 'site' }
  /** A path of no route (the app shows its not-found page). */
  | { kind: 'unknown' };

export function pageTarget(segments: readonly string[], languages: readonly string[]): PageTarget {
  const [first, second, third, ...rest] = segments;
  if (first === undefined) return { kind: 'home', segments: [] };
  const language = languages.find((code) => normaliseLanguage(code) === normaliseLanguage(first));
  if (language !== undefined && segments.length <= 2) {
    return second === undefined
      ? { kind: 'language-home', language }
      : { kind: 'language-tour', language, slug: second };
  }
  if (second === undefined) return { kind: 'home', segments: [] };
  if (second === 'home') return { kind: 'home', segments: segments.slice(2) };
  if (second === 'map') return { kind: 'map' };
  if (second === 'ctas') return { kind: 'ctas' };
  if (second === 'insights') return segments.length === 2 ? { kind: 'site' } : { kind: 'unknown' };
  if (second === 'finished') {
    return third !== undefined && rest.length === 0 ? { kind: 'tour', slug: third, scene: null } : { kind: 'unknown' };
  }
  if (second === 'scene' || second === 'embed') {
    return third !== undefined && rest.length <= 1 ? { kind: 'scene', slug: third } : { kind: 'unknown' };
  }
  if (rest.length > 1) return { kind: 'unknown' };
  return { kind: 'tour', slug: second, scene: third ?? null };
}

export function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The one address of a page, as the sitemap lists it: the homepage at `/{site}` (not `/` nor
 * `/{site}/home`), a scene or tour without its hotspot, an embedded scene as its scene page. Other
 * shapes keep the path they were asked by.
 */
export function canonicalPath(target: PageTarget, pathname: string, siteName: string): string {
  const site = `/${encodeURIComponent(siteName)}`;
  const join = (...parts: string[]) => [site, ...parts.map(encodeURIComponent)].join('/');
  switch (target.kind) {
    case 'home':
      return target.segments.length === 0 ? site : join('home', ...target.segments);
    case 'tour':
      return target.scene === null ? join(target.slug) : join(target.slug, target.scene);
    case 'scene':
      return join('scene', target.slug);
    case 'map':
      return join('map');
    default:
      return pathname;
  }
}
