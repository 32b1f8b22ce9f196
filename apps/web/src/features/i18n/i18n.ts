// The i18next instance of the app: UI strings from /locales/{lng}/translations.json with the build
// hash, the spec's detection order, fallback en, Chinese region variants mapped to script variants.
import i18next, { type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { guardedStorage } from '../../lib/safe-storage.ts';
import { FALLBACK_LANGUAGE, normaliseLanguage, UI_LANGUAGES } from '../../lib/language-codes.ts';
import {
  DETECTION_ORDER,
  lngQueryDetector,
  nonPrimaryHostDetector,
  STORED_LANGUAGE_KEY,
  storedLanguageDetector,
} from './detectors.ts';

export const UI_NAMESPACE = 'translations';
/**
 * The build hash sent as `v` on /locales requests: the server's (`<meta name="meridian-build">`,
 * see docs/api.md) so its immutable caching applies, else the hash computed at build time.
 */
export function buildHash(doc: Document = document): string {
  const served = doc.querySelector<HTMLMetaElement>('meta[name="meridian-build"]')?.content;
  return served || (import.meta.env.VITE_BUILD_HASH ?? 'dev');
}

export function translationsUrl(lng: string, ns: string = UI_NAMESPACE): string {
  return `/locales/${lng}/${ns}.json?v=${encodeURIComponent(buildHash())}`;
}

export interface LanguageRuntime {
  i18n: I18n;
  /** Detected candidates in the spec's order, normalised; the bootstrap matches them to the tenant. */
  detectCandidates: () => string[];
}

/** What the browser's instance and the server's (server-i18n.ts) share: the same strings render the same. */
export const sharedOptions = {
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...UI_LANGUAGES],
  lowerCaseLng: true,
  load: 'currentOnly',
  ns: [UI_NAMESPACE],
  defaultNS: UI_NAMESPACE,
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
} satisfies InitOptions;

/** `resources` replaces the HTTP backend (component tests). */
export async function createI18n(resources?: Resource): Promise<LanguageRuntime> {
  const detector = new LanguageDetector();
  detector.addDetector(lngQueryDetector);
  detector.addDetector(nonPrimaryHostDetector);
  detector.addDetector(storedLanguageDetector);
  const instance = i18next.createInstance();
  instance.use(detector).use(initReactI18next);
  if (!resources) instance.use(HttpBackend);
  await instance.init({
    ...(resources
      ? { resources }
      : {
          backend: {
            loadPath: (lngs: string[], namespaces: string[]) =>
              translationsUrl(lngs[0] ?? FALLBACK_LANGUAGE, namespaces[0]),
          },
        }),
    ...sharedOptions,
    detection: {
      order: DETECTION_ORDER,
      lookupFromPathIndex: 0,
      // Stored only once the bootstrap settled the language (rememberLanguage), never mid-detection.
      caches: [],
      convertDetectedLanguage: normaliseLanguage,
    },
  });
  return {
    i18n: instance,
    detectCandidates: () => {
      const found = detector.detect();
      return (Array.isArray(found) ? found : found ? [found] : []).map(normaliseLanguage);
    },
  };
}

/** The stored language of the detection order: the language the visitor last used. */
export function rememberLanguage(language: string): void {
  guardedStorage('local').setItem(STORED_LANGUAGE_KEY, language);
}
