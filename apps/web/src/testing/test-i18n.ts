// An i18next instance with the English UI strings, ready at once: for component tests that render
// translated parts without the app's providers.
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../public/locales/en/translations.json';

export function englishI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { en: { translations: en } },
    lng: 'en',
    ns: ['translations'],
    defaultNS: 'translations',
    initAsync: false,
  });
  return instance;
}
