import { HERO_SIZES, srcsetOf, type HeroImage, type HomeHead } from '@meridian/contracts/home-path';
import type { HeadTag, PageHeadContext } from '../../plugins/page-head.ts';
import { isBannerRequest } from '../../http/banner-query.ts';
import { htmlToPlainText } from '../../http/html-escape.ts';
import { resolveContentLanguage } from '../../tenancy/content-language.ts';
import { listTenantLanguages } from '../../tenancy/tenants.repository.ts';
import { DocumentReader } from '../../documents/document-reader.ts';
import { homeFirstView } from './home-first-view.ts';
import { languageTags } from './page-languages.ts';
import { pageContent } from './page-content.ts';
import { canonicalPath, pageTarget, safeDecode } from './page-target.ts';
import { previewImage, type PreviewImage } from './preview-image.ts';

const absolute = (origin: string, url: string) => (/^https?:\/\//i.test(url) ? url : new URL(url, origin).href);

/** Title, description, Open Graph and Twitter card of one page. */
export function linkPreviewTags(
  head: HomeHead,
  siteName: string,
  pageUrl: string,
  origin: string,
  /** The hero the page shows (homepage levels): its image is preloaded, never wasted. */
  heroImage: Pick<HeroImage, 'srcset'> | null,
  /** The image with its size and alt text, when known (the head names only its URL). */
  sized: PreviewImage | null = null,
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
  // Descriptions come from the CMS as HTML: meta tags hold its text (as the app's lib/page-meta.ts).
  const description = htmlToPlainText(head.description);
  if (description) {
    tags.push(
      meta('name', 'description', description),
      meta('property', 'og:description', description),
      meta('name', 'twitter:description', description),
    );
  }
  if (image !== null) {
    tags.push(meta('property', 'og:image', image));
    if (sized?.width && sized.height) {
      tags.push(meta('property', 'og:image:width', String(sized.width)));
      tags.push(meta('property', 'og:image:height', String(sized.height)));
    }
    if (sized) tags.push(meta('property', 'og:image:alt', sized.alt));
    tags.push(meta('name', 'twitter:image', image));
    if (sized) tags.push(meta('name', 'twitter:image:alt', sized.alt));
  }
  if (image !== null && heroImage) {
    // The homepage's hero (its largest paint): the browser starts it with the HTML, not after the
    // app's scripts and content requests; the width it picks is the one the hero's srcset will.
    const srcset = srcsetOf(heroImage.srcset);
    const responsive: Record<string, string> = srcset ? { imagesrcset: srcset, imagesizes: HERO_SIZES } : {};
    tags.push({
      element: 'link',
      attributes: { rel: 'preload', as: 'image', href: image, ...responsive, fetchpriority: 'high' },
    });
  }
  return tags;
}

/**
 * The page-head contributor of every public page (issues 13 and 32): its own title, description and
 * image (scenes with their thumbnail), `<html lang dir>` of its language, the canonical address,
 * `hreflang` alternates and `og:locale`; a 404 for a tour, scene or group that does not exist.
 */
export async function homeLinkPreview(context: PageHeadContext): Promise<HeadTag[]> {
  const { request, tenant, pathname, origin, lng } = context;
  const segments = pathname.split('/').filter(Boolean).map(safeDecode);
  const target = pageTarget(segments, tenant.languages);
  const language =
    'language' in target
      ? target.language
      : resolveContentLanguage(lng, request.headers['accept-language'], tenant.languages, tenant.default_language);
  const { config, db } = request.server;
  const reader = new DocumentReader(db, tenant, language, request.preview);
  const content = await pageContent(reader, target, { tenantName: tenant.name, webDistDir: config.webDistDir });
  const options = (await listTenantLanguages(db, tenant.id)).map((row) => ({ code: row.code, bidi: row.bidi === 1 }));
  const path = canonicalPath(target, pathname, tenant.schema_name);
  const languages = languageTags({ origin, pathname: path, target, language, options, siteName: tenant.schema_name });
  const { head, hero, brandColor } = content;
  const sized = await previewImage(head.image, content.refs, head.title, config.mediaDir);
  const heroImage = target.kind === 'home' || target.kind === 'language-home';
  const tags = [
    ...linkPreviewTags(
      head,
      content.siteName,
      languages.canonical,
      origin,
      heroImage && content.found ? (hero ?? {}) : null,
      sized,
    ),
    ...languages.tags,
  ];
  if (!content.found) {
    // The app's not-found page, with the site's words: never indexed, never a canonical address.
    return [
      { element: 'status', code: 404 },
      ...tags.filter(
        (tag) => !(tag.element === 'link' && ['canonical', 'alternate'].includes(tag.attributes.rel ?? '')),
      ),
      { element: 'meta', attributes: { name: 'robots', content: 'noindex' } },
    ];
  }
  if (target.kind === 'ctas') tags.push({ element: 'meta', attributes: { name: 'robots', content: 'noindex' } });
  // The homepage and its group levels paint their hero before the app's code runs (home-first-view.ts);
  // the banner card (`banner=true`) is another page, with no hero.
  if (hero?.url && !isBannerRequest(request.query)) tags.push(homeFirstView(hero, brandColor, language));
  return tags;
}
