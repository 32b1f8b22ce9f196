import { brand, tour, tourGroupPage, type Brand } from '@meridian/contracts';
import {
  groupTrail,
  homeHead,
  homeHeroImage,
  resolveHomePath,
  type HeroImage,
  type HomeHead,
} from '@meridian/contracts/home-path';
import type { HeadTag, PageHeadContext } from '../../plugins/page-head.ts';
import { isBannerRequest } from '../../http/banner-query.ts';
import { DocumentReader } from '../documents/document-reader.ts';
import { homeFirstView } from './home-first-view.ts';
import { normaliseLanguage } from '@meridian/contracts/language-match';
import { resolveContentLanguage } from '../../tenancy/content-language.ts';

/** First-level words of the route table that are screens, not tour slugs (docs/web-app.md). */
const screenWords = new Set(['map', 'scene', 'embed', 'ctas']);
/** Spec section 9: groups 100. */
const groupLimit = 100;

type Page =
  | { kind: 'home'; segments: string[] }
  | { kind: 'tour'; slug: string }
  | { kind: 'site' }
  | { kind: 'language-home'; language: string }
  | { kind: 'language-tour'; language: string; slug: string };

/** Which kind of page a path is, by the route table of spec section 2. */
function classify(segments: readonly string[], languages: readonly string[]): Page {
  const [first, second, ...rest] = segments;
  if (first === undefined) return { kind: 'home', segments: [] };
  const language = languages.find((code) => normaliseLanguage(code) === normaliseLanguage(first));
  if (language !== undefined && segments.length <= 2) {
    return second === undefined
      ? { kind: 'language-home', language }
      : { kind: 'language-tour', language, slug: second };
  }
  if (second === undefined) return { kind: 'home', segments: [] };
  if (second === 'home') return { kind: 'home', segments: rest };
  if (second === 'finished' && rest[0] !== undefined) return { kind: 'tour', slug: rest[0] };
  if (screenWords.has(second) || second === 'finished') return { kind: 'site' };
  return { kind: 'tour', slug: second };
}

/** The stored brand, or the spec's default brand's name when the tenant has none. */
const fallbackBrand: Pick<Brand, 'title' | 'name' | 'search_description' | 'image' | 'primary_color'> = {
  title: '',
  name: '',
  search_description: '',
  image: null,
  primary_color: null,
};

interface PageContent {
  head: HomeHead;
  /** The hero image of a homepage level with no tour open (what the app's hero will show), else null. */
  hero: HeroImage | null;
  brandColor: string | null;
}

async function contentOf(reader: DocumentReader, page: Page, tenantName: string): Promise<PageContent> {
  const stored = (await reader.list('brand', brand, { limit: 1 })).items[0];
  const site = stored ?? { ...fallbackBrand, title: tenantName, name: tenantName };
  const of = (head: HomeHead, hero: HeroImage | null = null) => ({
    head,
    hero,
    brandColor: site.primary_color?.hex_value ?? null,
  });
  const tourBySlug = async (slug: string) => (slug.length <= 200 ? reader.bySlug('tour', tour, slug) : undefined);
  switch (page.kind) {
    case 'tour':
    case 'language-tour':
      return of(homeHead(site, [], (await tourBySlug(page.slug)) ?? null));
    case 'home': {
      if (page.segments.length === 0) return of(homeHead(site, [], null), homeHeroImage(site, []));
      const groups = (await reader.list('tour_group', tourGroupPage, { limit: groupLimit })).items;
      const route = resolveHomePath(page.segments, groups);
      if (route.kind === 'not-found') return of(homeHead(site, [], null));
      const trail = groupTrail(route.groups, groups);
      if (route.tour !== null) return of(homeHead(site, trail, (await tourBySlug(route.tour)) ?? null));
      return of(homeHead(site, trail, null), homeHeroImage(site, trail));
    }
    default:
      return of(homeHead(site, [], null));
  }
}

const absolute = (origin: string, url: string) => (/^https?:\/\//i.test(url) ? url : new URL(url, origin).href);

/** Title, description, Open Graph and Twitter card of one page. */
export function linkPreviewTags(
  head: HomeHead,
  siteName: string,
  pageUrl: string,
  origin: string,
  /** The page shows this image as its hero (homepage levels), so preloading it is never wasted. */
  heroImage: boolean,
): HeadTag[] {
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    element: 'meta',
    attributes: { [key]: name, content },
  });
  const image = head.image === null ? null : absolute(origin, head.image);
  const tags: HeadTag[] = [
    { element: 'title', text: head.title },
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:url', pageUrl),
    meta('name', 'twitter:card', image === null ? 'summary' : 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
  ];
  if (head.description) {
    tags.push(
      meta('name', 'description', head.description),
      meta('property', 'og:description', head.description),
      meta('name', 'twitter:description', head.description),
    );
  }
  if (image !== null) {
    tags.push(meta('property', 'og:image', image), meta('name', 'twitter:image', image));
  }
  if (image !== null && heroImage) {
    // The homepage's hero (its largest paint): the browser starts it with the HTML, not after the
    // app's scripts and content requests.
    tags.push({ element: 'link', attributes: { rel: 'preload', as: 'image', href: image, fetchpriority: 'high' } });
  }
  return tags;
}

/** The page-head contributor for the homepage, its group levels and tours (issue 13). */
export async function homeLinkPreview(context: PageHeadContext): Promise<HeadTag[]> {
  const { request, tenant, pathname, origin, lng } = context;
  const segments = pathname.split('/').filter(Boolean).map(safeDecode);
  const page = classify(segments, tenant.languages);
  const language =
    'language' in page
      ? page.language
      : resolveContentLanguage(lng, request.headers['accept-language'], tenant.languages, tenant.default_language);
  const reader = new DocumentReader(request.server.db, tenant, language, request.preview);
  const { head, hero, brandColor } = await contentOf(reader, page, tenant.name);
  const heroImage = page.kind === 'home' || page.kind === 'language-home';
  const tags = linkPreviewTags(head, tenant.name, `${origin}${pathname}`, origin, heroImage);
  // The homepage and its group levels paint their hero before the app's code runs (home-first-view.ts);
  // the banner card (`banner=true`) is another page, with no hero.
  if (hero?.url && !isBannerRequest(request.query)) tags.push(homeFirstView(hero, brandColor, language));
  return tags;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
