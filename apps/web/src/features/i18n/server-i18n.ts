// The server's i18n instance (issue 36): one page's language, its UI strings given, no detection and
// no HTTP (the server read the strings from the build). The options are the browser's (i18n.ts).
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { normaliseLanguage } from '../../lib/language-codes.ts';
import { sharedOptions, type LanguageRuntime } from './i18n.ts';

export function createServerI18n(language: string, resources: Resource): LanguageRuntime {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  // Synchronous with resources given: the render that follows has the strings.
  void instance.init({ ...sharedOptions, resources, lng: normaliseLanguage(language), initAsync: false });
  return { i18n: instance, detectCandidates: () => [language] };
}
