// /{site}/home/{g1}[/{g2}[/{g3}]][/{tour}]: which segments are group levels and which is a tour.
// A segment is a group level when a tour group's frontend_path equals the path so far; the first
// segment that is not is the tour and must be the last one. More than three levels is not a route.
import type { TourGroupPage } from '@meridian/contracts';
import { homePath } from '../../lib/paths.ts';

export const MAX_GROUP_DEPTH = 3;

export type HomePath = { kind: 'home'; groups: string[]; tour: string | null } | { kind: 'not-found' };

export function resolveHomePath(
  siteName: string,
  segments: readonly string[],
  groups: readonly Pick<TourGroupPage, 'frontend_path'>[],
): HomePath {
  const known = new Set(groups.map((group) => group.frontend_path.replace(/\/+$/, '')));
  const levels: string[] = [];
  for (const [index, segment] of segments.entries()) {
    const path = homePath(siteName, [...levels, segment]);
    if (known.has(path) && levels.length < MAX_GROUP_DEPTH) {
      levels.push(segment);
      continue;
    }
    if (index === segments.length - 1 && levels.length > 0) return { kind: 'home', groups: levels, tour: segment };
    return { kind: 'not-found' };
  }
  return { kind: 'home', groups: levels, tour: null };
}
