import { scene, type PanoramaImages } from '@meridian/contracts';
import { FIRST_RENDITIONS_META, FIRST_SCENE_META } from '@meridian/contracts/page-meta';
import { acceptsWebP } from '../../http/accept-header.ts';
import type { HeadTag, PageHeadContext } from '../../plugins/page-head.ts';
import { isBannerRequest } from '../../http/banner-query.ts';
import { DocumentReader } from '../../documents/document-reader.ts';

/** Same request shape as the web app's plain fetch: `as=fetch` + `crossorigin` (same-origin credentials). */
const preload = (href: string, priority: 'high' | 'auto'): HeadTag => ({
  element: 'link',
  attributes: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href, fetchpriority: priority },
});

/**
 * Scene pages (`/{site}/scene/{slug}`, issue 16): the two requests that stand between a visitor and the
 * first panorama pixels, the scene's data and its low rendition, start with the HTML instead of after
 * the page's scripts, the tenant lookup and the scene answer, and so does the first view's code
 * (modulepreload of what the web build lists in `<meta name="meridian-first-view-modules">`). The first view then reads the scene
 * from the URL in the meta tag, which the preloaded answer serves. The sharp rendition is not
 * preloaded: the page's entry script requests it as soon as the low one has arrived (so that, on a slow
 * link, the first pixels have the link to themselves), before the engine's code holds the main
 * thread. Only when the browser says it decodes WebP (its Accept header) is the image preloaded,
 * as the first view then asks for the WebP rendition.
 */
export async function firstViewHead({ request, tenant, pathname, templateMeta }: PageHeadContext): Promise<HeadTag[]> {
  const [site, screen, slug, ...rest] = pathname.split('/').filter(Boolean);
  if (screen !== 'scene' || site !== tenant.schema_name || slug === undefined || rest.length > 1) return [];
  // The banner card (`?banner=true`) is another page (banner.html): it shows no panorama first.
  if (slug.length > 200 || request.preview !== null || isBannerRequest(request.query)) return [];
  const language = tenant.default_language;
  const reader = new DocumentReader(request.server.db, tenant, language, null);
  const found = await reader.bySlug('scene', scene, slug);
  if (!found) return [];
  const sceneUrl = `/api/v2/scene/${encodeURIComponent(slug)}/?v=${encodeURIComponent(tenant.version_hash)}&language=${encodeURIComponent(language)}`;
  const tags: HeadTag[] = [
    { element: 'meta', attributes: { name: FIRST_SCENE_META, content: sceneUrl } },
    preload(sceneUrl, 'high'),
  ];
  // The first view's code (not the engine: it follows the first frame), named by the web build.
  for (const href of templateMeta('meridian-first-view-modules')?.split(' ') ?? []) {
    if (href.startsWith('/assets/')) tags.push({ element: 'link', attributes: { rel: 'modulepreload', href } });
  }
  const panorama = found.meta.type === 'place.LocationPage' ? found.panorama : null;
  if (panorama && acceptsWebP(request.headers.accept)) {
    tags.push(preload(panorama.webp.low.url, 'high'), {
      element: 'meta',
      attributes: { name: FIRST_RENDITIONS_META, content: namedRenditions(panorama) },
    });
  }
  return tags;
}

/**
 * The WebP renditions the page's entry script warms, low first. A tiled scene (issue 35) is sharpened
 * by the tiles of the view, never by one big image: only its low rendition (the tiles' base) is named,
 * so no 4096 px file competes with the tiles for the link.
 */
export function namedRenditions(panorama: Pick<PanoramaImages, 'webp' | 'tiles'>): string {
  const { low, medium, high } = panorama.webp;
  return panorama.tiles ? low.url : [low.url, medium.url, high.url].join(' ');
}
