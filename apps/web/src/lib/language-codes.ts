// Language code rules shared by detection, routing and bootstrap (spec sections 3 and 9).
import { normaliseLanguage, pickLanguage as sharedPickLanguage } from '@meridian/contracts/language-match';

/** Languages the UI strings are translated into (public/locales/{lng}/translations.json). */
export const UI_LANGUAGES = ['en', 'fr-ca', 'zh-hans', 'zh-hant', 'ar'] as const;
export { FALLBACK_LANGUAGE, normaliseLanguage } from '@meridian/contracts/language-match';

/** Looks like a BCP 47 language tag (en, fr-ca, zh-hans); used to tell /{lang} from /{siteName}. */
export function isLanguageTagShape(segment: string): boolean {
  return /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i.test(segment);
}

/**
 * The shared matching rule (packages/contracts/src/language-match.ts: exact code, then base
 * language, then the tenant default, then en), as the normalised code the app works with.
 */
export function pickLanguage(
  candidates: readonly string[],
  offered: readonly string[],
  tenantDefault: string | null,
): string {
  return normaliseLanguage(sharedPickLanguage(candidates, offered, tenantDefault));
}

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug']);

/** Direction from the language list's bidi flag when known, from the code otherwise. */
export function directionOf(code: string, bidi?: boolean): 'rtl' | 'ltr' {
  if (bidi !== undefined) return bidi ? 'rtl' : 'ltr';
  const base = normaliseLanguage(code).split('-')[0] ?? '';
  return RTL_LANGUAGES.has(base) ? 'rtl' : 'ltr';
}
