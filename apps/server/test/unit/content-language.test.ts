import { describe, expect, it } from 'vitest';
import { matchLanguage, parseAcceptLanguage, resolveContentLanguage } from '../../src/tenancy/content-language.ts';
import { normalizeHostName } from '../../src/tenancy/tenant-resolver.ts';

describe('Accept-Language', () => {
  it('orders tags by q-value, keeping header order on ties and dropping q=0', () => {
    expect(parseAcceptLanguage('en;q=0.5, fr-CA, de;q=0, es;q=0.5')).toEqual(['fr-CA', 'en', 'es']);
  });

  it('ignores malformed entries', () => {
    expect(parseAcceptLanguage('en;q=abc, <script>, fr')).toEqual(['fr']);
  });

  it('maps Chinese regions to scripts (zh-hk, zh-tw → zh-hant; zh-cn, zh-sg → zh-hans)', () => {
    const available = ['en', 'zh-hans', 'zh-hant'];
    expect(matchLanguage(['zh-HK'], available)).toBe('zh-hant');
    expect(matchLanguage(['zh-tw'], available)).toBe('zh-hant');
    expect(matchLanguage(['zh-CN'], available)).toBe('zh-hans');
    expect(matchLanguage(['zh-sg'], available)).toBe('zh-hans');
  });

  it('matches by primary subtag both ways', () => {
    expect(matchLanguage(['fr-CA'], ['en', 'fr'])).toBe('fr');
    expect(matchLanguage(['en'], ['en-US', 'fr-CA'])).toBe('en-US');
  });

  it('falls back to the default language', () => {
    expect(resolveContentLanguage(undefined, 'ja', ['en', 'fr'], 'en')).toBe('en');
    expect(resolveContentLanguage('xx', undefined, ['en', 'fr'], 'fr')).toBe('fr');
  });
});

describe('host names', () => {
  it('strips the port, the trailing dot and case', () => {
    expect(normalizeHostName('Harbour.LocalHost:3000')).toBe('harbour.localhost');
    expect(normalizeHostName('tours.example.org.')).toBe('tours.example.org');
    expect(normalizeHostName('[::1]:3000')).toBe('::1');
    expect(normalizeHostName(undefined)).toBe('');
  });
});
