import { describe, expect, it } from 'vitest';
import { unavailableLanguage } from './tour-route.tsx';

describe('the "not available in …" notice of a tour (issue 10)', () => {
  const offered = ['en', 'fr-ca', 'zh-hant'];
  it('is not shown when a base language or another region reaches the tenant variant', () => {
    expect(unavailableLanguage('fr', offered)).toBeNull();
    expect(unavailableLanguage('fr-FR', offered)).toBeNull();
    expect(unavailableLanguage('zh-TW', offered)).toBeNull();
  });
  it('is shown for a language the tenant has nothing for, prototype names included', () => {
    expect(unavailableLanguage('de', offered)).toBe('de');
    expect(unavailableLanguage('constructor', offered)).toBe('constructor');
  });
});
