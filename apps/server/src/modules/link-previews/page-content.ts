import { brand, scene as sceneSchema, tour as tourSchema, tourGroupPage, type Brand } from '@meridian/contracts';
import {
  groupTrail,
  headTitle,
  homeHead,
  homeHeroImage,
  resolveHomePath,
  sceneHead,
  type HeroImage,
  type HomeHead,
} from '@meridian/contracts/home-path';
import type { DocumentReader } from '../../documents/document-reader.ts';
import type { SizedRef } from './preview-image.ts';
import type { PageTarget } from './page-target.ts';
import { screenName } from './screen-names.ts';

/** Spec section 9: groups 100. */
const groupLimit = 100;
const slugLimit = 200;

/** The stored brand, or the spec's default brand with the tenant's name when the tenant has none. */
const fallbackBrand: Pick<Brand, 'title' | 'name' | 'search_description' | 'image' | 'primary_color'> = {
  title: '',
  name: '',
  search_description: '',
  image: null,
  primary_color: null,
};

export interface PageContent {
  /** False for a tour, scene or group that does not exist (or a path of no route): a 404. */
  found: boolean;
  head: HomeHead;
  /** The brand's name in the page's language (og:site_name). */
  siteName: string;
  /** Images the page knows, with whatever size and alt text the content system stored. */
  refs: SizedRef[];
  /** The hero image of a homepage level with no tour open (what the app's hero will show), else null. */
  hero: HeroImage | null;
  brandColor: string | null;
}

/** Title, description and image of one page, by the same rules as the app (contracts/home-path.ts). */
export async function pageContent(
  reader: DocumentReader,
  target: PageTarget,
  context: { tenantName: string; webDistDir: string },
): Promise<PageContent> {
  const stored = (await reader.list('brand', brand, { limit: 1 })).items[0];
  const site = stored ?? { ...fallbackBrand, title: context.tenantName, name: context.tenantName };
  const brandRefs: SizedRef[] = site.image ? [site.image] : [];
  const of = (head: HomeHead, found = true, refs: SizedRef[] = [], hero: HeroImage | null = null): PageContent => ({
    found,
    head,
    siteName: headTitle(site) || context.tenantName,
    refs: [...refs, ...brandRefs],
    hero,
    brandColor: site.primary_color?.hex_value ?? null,
  });
  const siteHead = homeHead(site, [], null);
  const tourBySlug = async (slug: string) =>
    slug.length <= slugLimit ? reader.bySlug('tour', tourSchema, slug) : undefined;
  const sceneBySlug = async (slug: string) =>
    slug.length <= slugLimit ? reader.bySlug('scene', sceneSchema, slug) : undefined;
  const tourRefs = (found: {
    thumbnail_landscape: SizedRef | null;
    hero_image: SizedRef | null;
    thumbnail_square: SizedRef | null;
  }) =>
    [found.thumbnail_landscape, found.hero_image, found.thumbnail_square].filter(
      (ref): ref is SizedRef => ref !== null,
    );

  switch (target.kind) {
    case 'tour':
    case 'language-tour': {
      const found = await tourBySlug(target.slug);
      if (!found) return of(siteHead, false);
      const sceneSlug = target.kind === 'tour' ? target.scene : null;
      if (sceneSlug === null) return of(homeHead(site, [], found), true, tourRefs(found));
      const shown = await sceneBySlug(sceneSlug);
      if (!shown) return of(homeHead(site, [], found), false);
      return of(
        sceneHead(site, shown, found),
        true,
        [shown.get_thumbnail, ...tourRefs(found)].filter((ref) => ref !== null),
      );
    }
    case 'scene': {
      const shown = await sceneBySlug(target.slug);
      if (!shown) return of(siteHead, false);
      return of(sceneHead(site, shown, null), true, shown.get_thumbnail ? [shown.get_thumbnail] : []);
    }
    case 'home': {
      if (target.segments.length === 0) return of(siteHead, true, [], homeHeroImage(site, []));
      const groups = (await reader.list('tour_group', tourGroupPage, { limit: groupLimit })).items;
      const route = resolveHomePath(target.segments, groups);
      if (route.kind === 'not-found') return of(siteHead, false);
      const trail = groupTrail(route.groups, groups);
      const groupRefs = trail.flatMap((group) => (group.image ? [group.image] : []));
      if (route.tour === null) return of(homeHead(site, trail, null), true, groupRefs, homeHeroImage(site, trail));
      const found = await tourBySlug(route.tour);
      if (!found) return of(homeHead(site, trail, null), false);
      return of(homeHead(site, trail, found), true, [...tourRefs(found), ...groupRefs]);
    }
    case 'map':
      return of({ ...siteHead, title: headTitle(site, screenName(context.webDistDir, reader.language, 'map')) });
    case 'ctas':
      return of({ ...siteHead, title: headTitle(site, screenName(context.webDistDir, reader.language, 'ctaPreview')) });
    case 'unknown':
      return of(siteHead, false);
    default:
      return of(siteHead);
  }
}
