// The banner's UI strings, bundled into its entry for the five UI languages (about 2 KB): the card
// paints without waiting for a translations request, and without i18next (see docs/embedding.md,
// "Budget"). Chinese region variants and unknown languages are handled by the app's language rules.
import { FALLBACK_LANGUAGE, normaliseLanguage } from '../../lib/language-codes.ts';
import ar from './strings/ar.json';
import en from './strings/en.json';
import frCa from './strings/fr-ca.json';
import zhHans from './strings/zh-hans.json';
import zhHant from './strings/zh-hant.json';

export type BannerStrings = typeof en;

const strings: Record<string, BannerStrings> = { en, 'fr-ca': frCa, 'zh-hans': zhHans, 'zh-hant': zhHant, ar };

/** The language whose strings the banner shows for `language`: itself, its base language, else English. */
function stringsLanguage(language: string): string {
  const code = normaliseLanguage(language);
  if (code in strings) return code;
  const base = code.split('-')[0] ?? '';
  return base in strings ? base : FALLBACK_LANGUAGE;
}

/** The strings of `language`, else of its base language (fr → fr-ca is not assumed), else English. */
export function bannerStrings(language: string): BannerStrings {
  return strings[stringsLanguage(language)] ?? en;
}

const rightToLeft = new Set(['ar', 'he', 'fa', 'ur']);

/**
 * `lang` and `dir` for the banner's own messages (loading, not found, failed), shown before any
 * card says its language: Arabic reads right to left even when the card never arrives.
 */
export function bannerMessageLanguage(language: string): { lang: string; dir: 'ltr' | 'rtl' } {
  const lang = stringsLanguage(language);
  return { lang, dir: rightToLeft.has(lang.split('-')[0] ?? '') ? 'rtl' : 'ltr' };
}

export const BANNER_LANGUAGES = Object.keys(strings);
