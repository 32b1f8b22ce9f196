// The homepage's routes and what each one shows (spec section 2: /{site}/home/{g1}/{g2}/{g3}, each
// level optionally ending in /{tourName}). One rule for the web app (which screen, which page title)
// and the server (the title, description and og:image it writes into the HTML for link previews).
import type { Brand } from './brand.ts';
import type { ImageRef } from './common.ts';
import type { Tour, TourGroupPage } from './tours.ts';

export const MAX_GROUP_DEPTH = 3;

export type HomeRoute = { kind: 'home'; groups: string[]; tour: string | null } | { kind: 'not-found' };

/** The group-level segments of a frontend_path: `/northfield/home/science/labs` → ['science', 'labs']. */
export function groupLevels(frontendPath: string): string[] {
  const segments = frontendPath.split('/').filter(Boolean);
  return segments[1] === 'home' ? segments.slice(2) : [];
}

const levelKey = (levels: readonly string[]) => levels.join('/');

/**
 * Which segments after `/{site}/home` are group levels and which is a tour. A segment is a group level
 * when a tour group's frontend_path has exactly the levels so far; the first segment that is not is the
 * tour and must be the last one. More than three levels is not a route.
 */
export function resolveHomePath(
  segments: readonly string[],
  groups: readonly Pick<TourGroupPage, 'frontend_path'>[],
): HomeRoute {
  const known = new Set(groups.map((group) => levelKey(groupLevels(group.frontend_path))));
  const levels: string[] = [];
  for (const [index, segment] of segments.entries()) {
    if (levels.length < MAX_GROUP_DEPTH && known.has(levelKey([...levels, segment]))) {
      levels.push(segment);
      continue;
    }
    if (index === segments.length - 1 && levels.length > 0) return { kind: 'home', groups: levels, tour: segment };
    return { kind: 'not-found' };
  }
  return { kind: 'home', groups: levels, tour: null };
}

/** The groups along a resolved route, outermost first (the breadcrumb trail). */
export function groupTrail<G extends Pick<TourGroupPage, 'frontend_path'>>(
  levels: readonly string[],
  groups: readonly G[],
): G[] {
  const byKey = new Map(groups.map((group) => [levelKey(groupLevels(group.frontend_path)), group]));
  const trail: G[] = [];
  for (let depth = 1; depth <= levels.length; depth += 1) {
    const group = byKey.get(levelKey(levels.slice(0, depth)));
    if (group) trail.push(group);
  }
  return trail;
}

export interface HomeHead {
  title: string;
  description: string;
  /** Image URL as stored (a path on the tenant host or an absolute URL). */
  image: string | null;
}

type HeadBrand = Pick<Brand, 'title' | 'name' | 'search_description' | 'image'>;
type HeadGroup = Pick<TourGroupPage, 'frontend_path' | 'title' | 'search_description' | 'image'>;
type HeadTour = Pick<Tour, 'title' | 'thumbnail_landscape' | 'hero_image' | 'thumbnail_square'> & {
  meta: Pick<Tour['meta'], 'search_description'>;
};

/**
 * The one page-title rule of the server's HTML and the app (issue 32): the page's own parts, innermost
 * first, then the brand's name, joined by an en dash: `Lab – Science Tour – Northfield`,
 * `Campus map – Northfield`, and the brand's name alone on the homepage itself.
 */
export function headTitle(brand: Pick<Brand, 'title' | 'name'>, ...parts: (string | null | undefined)[]): string {
  const site = brand.title || brand.name;
  return [...parts.filter((part): part is string => Boolean(part)), ...(site ? [site] : [])].join(' – ');
}

/** Title, description and preview image of the homepage, a group level, or a tour opened from one. */
export function homeHead(brand: HeadBrand, trail: readonly HeadGroup[], tour: HeadTour | null): HomeHead {
  const group = trail.at(-1);
  const brandImage = brand.image?.url ?? null;
  if (tour) {
    return {
      title: headTitle(brand, tour.title),
      description: tour.meta.search_description || group?.search_description || brand.search_description,
      image: tourPreviewImage(tour) ?? group?.image?.url ?? brandImage,
    };
  }
  if (group) {
    return {
      title: headTitle(brand, group.title),
      description: group.search_description || brand.search_description,
      image: group.image?.url ?? brandImage,
    };
  }
  return { title: headTitle(brand), description: brand.search_description, image: brandImage };
}

/** A hero image: where it is, its focal point and, when the content system knows it, its size. */
export type HeroImage = Pick<ImageRef, 'url' | 'background_position' | 'width' | 'height' | 'srcset'>;

/**
 * The image the homepage's hero shows at a level with no tour open: the level's own image (none if
 * it has none), or the brand's on the homepage itself. The app's hero and the static first view the
 * server writes into the HTML (modules/link-previews/home-first-view.ts) both follow it.
 */
export function homeHeroImage(
  brand: { image: HeroImage | null },
  trail: readonly { image: HeroImage | null }[],
): HeroImage | null {
  const group = trail.at(-1);
  return group ? group.image : brand.image;
}

/** Link previews are wide (1.91:1): the landscape thumbnail first, then the hero, then the square one. */
export function tourPreviewImage(tour: Pick<HeadTour, 'thumbnail_landscape' | 'hero_image' | 'thumbnail_square'>) {
  return tour.thumbnail_landscape?.url ?? tour.hero_image?.url ?? tour.thumbnail_square?.url ?? null;
}

type HeadScene = {
  title: string;
  meta: { search_description?: string | undefined };
  get_thumbnail: { url: string } | null;
};

/**
 * Title, description and preview image of a scene page, standalone (`/{site}/scene/{slug}`) or inside
 * a tour (`/{site}/{tour}/{scene}`): the scene's own words and thumbnail first, then the tour's, then
 * the brand's.
 */
export function sceneHead(brand: HeadBrand, scene: HeadScene, tour: HeadTour | null): HomeHead {
  return {
    title: headTitle(brand, scene.title, tour?.title),
    description: scene.meta.search_description || tour?.meta.search_description || brand.search_description || '',
    image: scene.get_thumbnail?.url ?? (tour ? tourPreviewImage(tour) : null) ?? brand.image?.url ?? null,
  };
}

/** An `srcset` attribute's value from an image's widths (`url 640w, url 1280w`); undefined for none. */
export function srcsetOf(sources: readonly { url: string; width: number }[] | undefined): string | undefined {
  if (!sources || sources.length < 2) return undefined;
  return sources.map((source) => `${source.url} ${String(source.width)}w`).join(', ');
}

/** The hero spans the window's width: its `sizes`, for the app's hero and the server's preload alike. */
export const HERO_SIZES = '100vw';
