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

/** The strings of `language`, else of its base language (fr → fr-ca is not assumed), else English. */
export function bannerStrings(language: string): BannerStrings {
  const code = normaliseLanguage(language);
  return strings[code] ?? strings[code.split('-')[0] ?? ''] ?? strings[FALLBACK_LANGUAGE] ?? en;
}

export const BANNER_LANGUAGES = Object.keys(strings);
