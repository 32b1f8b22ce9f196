// Custom language detectors for i18next-browser-languagedetector, so that its `order`
// is exactly the spec's detection order (section 9):
// lng query, stored language, non-primary host name, browser, html tag, first path segment.
import type { CustomDetector } from 'i18next-browser-languagedetector';
import { guardedStorage } from '../../lib/safe-storage.ts';
import { firstValue } from '../../lib/query-params.ts';
import { isLanguageTagShape, UI_LANGUAGES } from '../../lib/language-codes.ts';

export const STORED_LANGUAGE_KEY = 'meridian.language';

export const DETECTION_ORDER = ['lngQuery', 'storedLanguage', 'nonPrimaryHost', 'navigator', 'htmlTag', 'path'];

/** The stored language, read through the guarded storage (the library's own reads localStorage directly). */
export const storedLanguageDetector: CustomDetector = {
  name: 'storedLanguage',
  lookup: () => guardedStorage('local').getItem(STORED_LANGUAGE_KEY) ?? undefined,
};

/** `lng` query parameter; the first value wins, like every other parameter of the shell. */
export const lngQueryDetector: CustomDetector = {
  name: 'lngQuery',
  lookup: () => firstValue(window.location.search, 'lng') || undefined,
};

/**
 * A non-primary host name carries the language in its first label, e.g. `fr-ca.northfield.example`
 * (the primary host is the one without a language label). Only known language codes count, so a
 * tenant label such as `harbour.localhost` is never mistaken for a language.
 */
export function languageFromHostname(hostname: string, known: readonly string[] = UI_LANGUAGES): string | undefined {
  const labels = hostname.toLowerCase().split('.');
  if (labels.length < 2) return undefined;
  const first = labels[0] ?? '';
  return isLanguageTagShape(first) && known.includes(first) ? first : undefined;
}

export const nonPrimaryHostDetector: CustomDetector = {
  name: 'nonPrimaryHost',
  lookup: () => languageFromHostname(window.location.hostname),
};
