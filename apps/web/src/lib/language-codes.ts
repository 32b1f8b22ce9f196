// Language code rules shared by detection, routing and bootstrap (spec sections 3 and 9).

/** Languages the UI strings are translated into (public/locales/{lng}/translations.json). */
export const UI_LANGUAGES = ['en', 'fr-ca', 'zh-hans', 'zh-hant', 'ar'] as const;
export const FALLBACK_LANGUAGE = 'en';

const CHINESE_VARIANTS: Record<string, string> = {
  'zh-hk': 'zh-hant',
  'zh-tw': 'zh-hant',
  'zh-mo': 'zh-hant',
  'zh-cn': 'zh-hans',
  'zh-sg': 'zh-hans',
};

/** Lower-cases, turns `_` into `-` and maps Chinese region variants to script variants. */
export function normaliseLanguage(code: string): string {
  const lower = code.trim().toLowerCase().replace(/_/g, '-');
  return CHINESE_VARIANTS[lower] ?? lower;
}

/** Looks like a BCP 47 language tag (en, fr-ca, zh-hans); used to tell /{lang} from /{siteName}. */
export function isLanguageTagShape(segment: string): boolean {
  return /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i.test(segment);
}

/**
 * Picks the first candidate the tenant offers, comparing normalised codes and then base
 * languages (fr-ca matches fr); otherwise the tenant default, otherwise en.
 */
export function pickLanguage(
  candidates: readonly string[],
  offered: readonly string[],
  tenantDefault: string | null,
): string {
  const normalisedOffer = offered.map(normaliseLanguage);
  for (const candidate of candidates.map(normaliseLanguage)) {
    if (normalisedOffer.includes(candidate)) return candidate;
  }
  for (const candidate of candidates.map(normaliseLanguage)) {
    const base = candidate.split('-')[0];
    const match = normalisedOffer.find((code) => code === base || code.split('-')[0] === base);
    if (match) return match;
  }
  if (tenantDefault && normalisedOffer.includes(normaliseLanguage(tenantDefault))) {
    return normaliseLanguage(tenantDefault);
  }
  return normalisedOffer[0] ?? FALLBACK_LANGUAGE;
}

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug']);

/** Direction from the language list's bidi flag when known, from the code otherwise. */
export function directionOf(code: string, bidi?: boolean): 'rtl' | 'ltr' {
  if (bidi !== undefined) return bidi ? 'rtl' : 'ltr';
  const base = normaliseLanguage(code).split('-')[0] ?? '';
  return RTL_LANGUAGES.has(base) ? 'rtl' : 'ltr';
}
