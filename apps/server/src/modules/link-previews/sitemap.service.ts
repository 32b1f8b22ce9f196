import { z } from 'zod';
import { brand } from '@meridian/contracts';
import { escapeHtml } from '../../http/html-escape.ts';
import type { DocumentReader } from '../../documents/document-reader.ts';
import { languageUrl } from './page-languages.ts';
import type { PageTarget } from './page-target.ts';

/** Only what the sitemap needs of each document: a page's address. */
const slugged = z.object({ slug: z.string() });
const sceneSlugged = z.object({ meta: z.object({ slug: z.string() }) });
const grouped = z.object({ frontend_path: z.string() });
/** sitemaps.org: at most 50,000 addresses per file. */
const maxUrls = 50_000;

/** The public pages of a tenant, as paths: homepage, group levels, tours, scenes and the map. */
export async function publicPaths(reader: DocumentReader, siteName: string): Promise<string[]> {
  const site = `/${encodeURIComponent(siteName)}`;
  const paths = [site];
  const groups = (await reader.list('tour_group', grouped)).items;
  for (const group of groups) {
    const levels = group.frontend_path.split('/').filter(Boolean).slice(1);
    if (levels[0] === 'home' && levels.length > 1) paths.push(`${site}/${levels.map(encodeURIComponent).join('/')}`);
  }
  for (const tour of (await reader.list('tour', slugged)).items) paths.push(`${site}/${encodeURIComponent(tour.slug)}`);
  for (const scene of (await reader.list('scene', sceneSlugged)).items) {
    paths.push(`${site}/scene/${encodeURIComponent(scene.meta.slug)}`);
  }
  const stored = (await reader.list('brand', brand, { limit: 1 })).items[0];
  if (stored?.maps) paths.push(`${site}/map`);
  return [...new Set(paths)];
}

/** Any page that is not a `/{lang}` route: its language goes in `?lng=`. */
const pathTarget: PageTarget = { kind: 'site' };

/**
 * sitemap.xml (sitemaps.org 0.9): every public page once per language of the tenant, each with its
 * `hreflang` alternates and `x-default` (Google's form of language versions in a sitemap). Only live
 * documents: the reader never returns a draft without a preview token, and the sitemap is read without one.
 */
export function sitemapXml(origin: string, paths: readonly string[], languages: readonly string[]): string {
  const entries: string[] = [];
  for (const path of paths) {
    const alternates = languages
      .map(
        (code) =>
          `<xhtml:link rel="alternate" hreflang="${escapeHtml(code)}" href="${escapeHtml(languageUrl(origin, path, pathTarget, code))}"/>`,
      )
      .concat(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + path)}"/>`)
      .join('');
    for (const code of languages) {
      if (entries.length >= maxUrls) break;
      entries.push(`<url><loc>${escapeHtml(languageUrl(origin, path, pathTarget, code))}</loc>${alternates}</url>`);
    }
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('\n') +
    '\n</urlset>\n'
  );
}

/** robots.txt: everything public may be crawled but the editors' pages; the sitemap's address. */
export function robotsTxt(origin: string, siteName: string): string {
  const site = `/${encodeURIComponent(siteName)}`;
  return [
    'User-agent: *',
    // Previews of calls to action and the private dashboard: for the tenant's staff, never indexed.
    `Disallow: ${site}/ctas`,
    `Disallow: ${site}/insights`,
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
