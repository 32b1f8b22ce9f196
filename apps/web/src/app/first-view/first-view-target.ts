// Which scene the page's URL will show, read straight from the path before the router exists (the
// same shapes as the route table in app/route-table.tsx): `/{site}/scene|embed/{scene}` and
// `/{site}/{tour}[/{scene}]`. A wrong guess costs nothing: the app releases a first view it does
// not adopt.
import { readShellQuery } from '../../lib/query-params.ts';
import { pathSegments, RESERVED_SEGMENTS } from '../../lib/paths.ts';

export type FirstViewTarget = { sceneSlug: string; tourSlug: null } | { sceneSlug: string | null; tourSlug: string };

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Null when the page shows no scene first, or a preview (drafts the public API does not serve). */
export function firstViewTarget({ pathname, search }: Pick<Location, 'pathname' | 'search'>): FirstViewTarget | null {
  if (readShellQuery(search).preview !== null) return null;
  const [site, second, third] = pathSegments(pathname).map(decode);
  if (!site || !second) return null;
  if (second === 'scene' || second === 'embed') return third ? { sceneSlug: third, tourSlug: null } : null;
  if ((RESERVED_SEGMENTS as readonly string[]).includes(second)) return null;
  return { sceneSlug: third ?? null, tourSlug: second };
}
