// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { directionOf, isLanguageTagShape, normaliseLanguage, pickLanguage } from './language-codes.ts';

describe('Chinese variants', () => {
  it('map zh-hk and zh-tw to zh-hant, zh-cn and zh-sg to zh-hans, in any case', () => {
    expect(normaliseLanguage('zh-HK')).toBe('zh-hant');
    expect(normaliseLanguage('zh-tw')).toBe('zh-hant');
    expect(normaliseLanguage('zh-CN')).toBe('zh-hans');
    expect(normaliseLanguage('zh_SG')).toBe('zh-hans');
    expect(normaliseLanguage('fr-CA')).toBe('fr-ca');
  });
});

describe('initial language', () => {
  const offered = ['en', 'fr-ca', 'zh-hans', 'zh-hant', 'ar'];
  it('is the first detected language the tenant offers', () => {
    expect(pickLanguage(['de', 'ar', 'en'], offered, 'en')).toBe('ar');
    expect(pickLanguage(['zh-TW'], offered, 'en')).toBe('zh-hant');
  });
  it('matches a base language when no exact code is offered', () => {
    expect(pickLanguage(['fr'], offered, 'en')).toBe('fr-ca');
  });
  it('falls back to the tenant default, then to en', () => {
    expect(pickLanguage(['de'], offered, 'fr-ca')).toBe('fr-ca');
    expect(pickLanguage([], ['en', 'ar'], null)).toBe('en');
    expect(pickLanguage(['de'], [], null)).toBe('en');
  });
});

describe('direction and route shape', () => {
  it('is right to left for bidi languages', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(directionOf('xx', true)).toBe('rtl');
  });
  it('tells a language tag from a site name', () => {
    expect(isLanguageTagShape('fr-ca')).toBe(true);
    expect(isLanguageTagShape('northfield')).toBe(false);
  });
});
