import { describe, expect, it } from 'vitest';
import {
  matchLanguage,
  normaliseLanguage,
  parseAcceptLanguage,
  parseQualityList,
  pickLanguage,
} from '../src/language-match.ts';

const prototypeKeys = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

describe('Accept-Language', () => {
  it('orders tags by q-value, keeping header order on ties and dropping q=0', () => {
    expect(parseAcceptLanguage('en;q=0.5, fr-CA, de;q=0, es;q=0.5')).toEqual(['fr-ca', 'en', 'es']);
  });

  it('ignores malformed entries', () => {
    expect(parseAcceptLanguage('en;q=abc, <script>, fr, de;q=2')).toEqual(['fr']);
  });

  it('reads weights of any list header, x-gzip and * included', () => {
    expect(parseQualityList('br;q=0, GZIP;q=0.5, *')).toEqual([
      { value: 'br', q: 0 },
      { value: 'gzip', q: 0.5 },
      { value: '*', q: 1 },
    ]);
  });
});

describe('language matching', () => {
  const offered = ['en', 'fr-ca', 'zh-hans', 'zh-hant', 'ar'];

  it('maps Chinese regions to scripts (zh-hk, zh-tw → zh-hant; zh-cn, zh-sg → zh-hans)', () => {
    expect(matchLanguage(['zh-HK'], offered)).toBe('zh-hant');
    expect(matchLanguage(['zh-tw'], offered)).toBe('zh-hant');
    expect(matchLanguage(['zh-CN'], offered)).toBe('zh-hans');
    expect(matchLanguage(['zh_SG'], offered)).toBe('zh-hans');
  });

  it('takes a base language or another region to the regional variant offered (fr, fr-FR → fr-ca)', () => {
    expect(matchLanguage(['fr'], offered)).toBe('fr-ca');
    expect(matchLanguage(['fr-FR'], offered)).toBe('fr-ca');
    expect(matchLanguage(['fr-CA'], ['en', 'fr'])).toBe('fr');
    expect(matchLanguage(['en'], ['en-US', 'fr-CA'])).toBe('en-US');
  });

  it('prefers an exact code to a base match for the same wish, and earlier wishes to later ones', () => {
    expect(matchLanguage(['en-gb'], ['en-us', 'en-gb'])).toBe('en-gb');
    expect(matchLanguage(['de', 'ar', 'en'], offered)).toBe('ar');
    expect(matchLanguage(['fr-FR', 'en'], offered)).toBe('fr-ca');
  });

  it('falls back to the tenant default, then the first offered, then en', () => {
    expect(pickLanguage(['de'], offered, 'fr-ca')).toBe('fr-ca');
    expect(pickLanguage([], ['ar', 'en'], null)).toBe('ar');
    expect(pickLanguage(['de'], [], null)).toBe('en');
  });

  it('treats prototype member names as unknown codes', () => {
    for (const key of prototypeKeys) {
      expect(normaliseLanguage(key)).toBe(key.toLowerCase().replaceAll('_', '-'));
      expect(matchLanguage([key], offered)).toBeNull();
      expect(pickLanguage([key], offered, 'en')).toBe('en');
      expect(matchLanguage(parseAcceptLanguage(`${key}, de;q=0.5`), offered)).toBeNull();
    }
  });
});
