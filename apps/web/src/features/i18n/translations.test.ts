import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../../lib/language-codes.ts';
import { languageFromHostname } from './detectors.ts';
import { createI18n, translationsUrl } from './i18n.ts';

const localesDir = join(import.meta.dirname, '../../../public/locales');

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  const flat: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    Object.assign(flat, flatten(inner, prefix ? `${prefix}.${key}` : key));
  }
  return flat;
}

function load(lng: string): Record<string, unknown> {
  return flatten(JSON.parse(readFileSync(join(localesDir, lng, 'translations.json'), 'utf8')));
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Keys with plural forms folded into one (`count_one`, `count_other` → `count`): languages differ in their forms. */
function baseKeys(strings: Record<string, unknown>): string[] {
  return [...new Set(Object.keys(strings).map((key) => key.replace(pluralSuffix, '')))].sort();
}

/** Every plural form the language's rules pick for counts up to 1,000 (i18next asks for `key_{category}`). */
function missingPluralForms(lng: string, strings: Record<string, unknown>): string[] {
  const rules = new Intl.PluralRules(lng);
  const categories = [...new Set(Array.from({ length: 1001 }, (_, count) => rules.select(count)))];
  const pluralKeys = new Set(
    Object.keys(strings)
      .filter((key) => pluralSuffix.test(key))
      .map((key) => key.replace(pluralSuffix, '')),
  );
  return [...pluralKeys].flatMap((key) =>
    categories.filter((category) => !(`${key}_${category}` in strings)).map((category) => `${key}_${category}`),
  );
}

describe('UI strings', () => {
  it('exist for every demo language', () => {
    expect(readdirSync(localesDir).sort()).toEqual([...UI_LANGUAGES].sort());
  });

  it('translate every key in every language, with a non-empty string', () => {
    const english = load('en');
    for (const lng of UI_LANGUAGES) {
      const strings = load(lng);
      expect(baseKeys(strings), lng).toEqual(baseKeys(english));
      expect(missingPluralForms(lng, strings), `${lng} plural forms`).toEqual([]);
      for (const [key, value] of Object.entries(strings)) {
        expect(typeof value === 'string' && value.trim().length > 0, `${lng} ${key}`).toBe(true);
      }
      if (lng === 'en') continue;
      // Words such as "OK" or "WebGL" may be the same; a file that is mostly English is not translated.
      const same = Object.keys(strings).filter((key) => strings[key] === english[key]);
      expect(same.length / Object.keys(strings).length, `${lng} untranslated: ${same.join(', ')}`).toBeLessThan(0.1);
    }
  });

  it('load from /locales/{lng}/translations.json with the build hash', () => {
    const meta = document.createElement('meta');
    meta.name = 'meridian-build';
    meta.content = 'abc123';
    document.head.appendChild(meta);
    expect(translationsUrl('fr-ca')).toBe('/locales/fr-ca/translations.json?v=abc123');
    meta.remove();
    expect(translationsUrl('ar')).toBe('/locales/ar/translations.json?v=test');
  });
});

describe('language detection order (spec section 9)', () => {
  it('is lng query, stored language, non-primary host name, browser, html tag, first path segment', async () => {
    window.history.replaceState(null, '', '/zh-hant/tour?lng=ar');
    localStorage.setItem('meridian.language', 'fr-ca');
    document.documentElement.lang = 'zh-hans';
    const runtime = await createI18n({ en: { translations: {} } });
    const candidates = runtime.detectCandidates();
    // Browser (jsdom: en-US) sits between the stored language and the html tag.
    expect(candidates.indexOf('ar')).toBe(0);
    expect(candidates.indexOf('fr-ca')).toBe(1);
    expect(candidates.indexOf('en-us')).toBeGreaterThan(1);
    expect(candidates.indexOf('zh-hans')).toBeGreaterThan(candidates.indexOf('en-us'));
    expect(candidates.at(-1)).toBe('zh-hant');
  });

  it('maps Chinese region variants and reads the language of a non-primary host name', async () => {
    window.history.replaceState(null, '', '/?lng=zh-TW');
    const runtime = await createI18n({ en: { translations: {} } });
    expect(runtime.detectCandidates()[0]).toBe('zh-hant');
    expect(languageFromHostname('fr-ca.northfield.localhost')).toBe('fr-ca');
    expect(languageFromHostname('harbour.localhost')).toBeUndefined();
    expect(languageFromHostname('localhost')).toBeUndefined();
  });

  it('falls back to en', async () => {
    const runtime = await createI18n({ en: { translations: { hello: 'Hello' } } });
    await runtime.i18n.changeLanguage('de');
    expect(runtime.i18n.t('hello')).toBe('Hello');
  });
});
