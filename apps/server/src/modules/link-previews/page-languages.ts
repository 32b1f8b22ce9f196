import { normaliseLanguage } from '@meridian/contracts/language-match';
import type { HeadTag } from '../../plugins/page-head.ts';
import type { PageTarget } from './page-target.ts';

export interface LanguageOption {
  code: string;
  bidi: boolean;
}

/** `fr-ca` → `fr_CA`, `zh-hans` → `zh_CN`: Open Graph's language_TERRITORY. */
export function ogLocale(code: string): string {
  const normal = normaliseLanguage(code);
  if (normal === 'zh-hans') return 'zh_CN';
  if (normal === 'zh-hant') return 'zh_TW';
  const [language = normal, region] = normal.split('-');
  return region && /^[a-z]{2}$/.test(region) ? `${language}_${region.toUpperCase()}` : language;
}

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug']);

/** The tenant's bidi flag, else the language's script (as the app's lib/language-codes.ts). */
export function directionOf(code: string, options: readonly LanguageOption[]): 'ltr' | 'rtl' {
  const option = options.find((entry) => normaliseLanguage(entry.code) === normaliseLanguage(code));
  if (option) return option.bidi ? 'rtl' : 'ltr';
  return RTL_LANGUAGES.has(normaliseLanguage(code).split('-')[0] ?? '') ? 'rtl' : 'ltr';
}

/**
 * The address of a page in one of the tenant's languages: `?lng=` on the path (the app's language
 * parameter), or the language segment itself on `/{lang}` routes. Other query parameters (banner,
 * token, analytics ids) are never part of a page's address.
 */
export function languageUrl(origin: string, pathname: string, target: PageTarget, code: string): string {
  if (target.kind === 'language-home') return `${origin}/${encodeURIComponent(code)}`;
  if (target.kind === 'language-tour')
    return `${origin}/${encodeURIComponent(code)}/${encodeURIComponent(target.slug)}`;
  return `${origin}${pathname}?lng=${encodeURIComponent(code)}`;
}

/** The address that picks its language by the visitor's browser. */
function defaultUrl(origin: string, pathname: string, target: PageTarget, siteName: string): string {
  if (target.kind === 'language-home') return `${origin}/`;
  if (target.kind === 'language-tour') return `${origin}/${siteName}/${encodeURIComponent(target.slug)}`;
  return `${origin}${pathname}`;
}

/**
 * `<html lang dir>`, the canonical address (the page in the language it is shown in), `hreflang`
 * alternates for every language of the tenant and `x-default`, and `og:locale` with its alternates.
 */
export function languageTags(input: {
  origin: string;
  pathname: string;
  target: PageTarget;
  language: string;
  options: readonly LanguageOption[];
  siteName: string;
}): { tags: HeadTag[]; canonical: string } {
  const { origin, pathname, target, language, options, siteName } = input;
  const canonical = languageUrl(origin, pathname, target, language);
  const tags: HeadTag[] = [
    { element: 'html', lang: language, dir: directionOf(language, options) },
    { element: 'link', attributes: { rel: 'canonical', href: canonical } },
  ];
  for (const option of options) {
    const href = languageUrl(origin, pathname, target, option.code);
    tags.push({ element: 'link', attributes: { rel: 'alternate', hreflang: option.code, href } });
  }
  const xDefault = defaultUrl(origin, pathname, target, siteName);
  tags.push({ element: 'link', attributes: { rel: 'alternate', hreflang: 'x-default', href: xDefault } });
  tags.push({ element: 'meta', attributes: { property: 'og:locale', content: ogLocale(language) } });
  for (const option of options) {
    if (normaliseLanguage(option.code) === normaliseLanguage(language)) continue;
    tags.push({ element: 'meta', attributes: { property: 'og:locale:alternate', content: ogLocale(option.code) } });
  }
  return { tags, canonical };
}
