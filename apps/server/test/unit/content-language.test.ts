import { describe, expect, it } from 'vitest';
import { resolveContentLanguage } from '../../src/tenancy/content-language.ts';
import { normalizeHostName } from '../../src/tenancy/tenant-resolver.ts';

// The matching rule itself is tested with its one implementation: packages/contracts/test/language-match.test.ts.
describe('content language', () => {
  it('takes ?language= first, then Accept-Language', () => {
    expect(resolveContentLanguage('fr', 'en', ['en', 'fr-ca'], 'en')).toBe('fr-ca');
    expect(resolveContentLanguage(undefined, 'de, fr-FR;q=0.5', ['en', 'fr-ca'], 'en')).toBe('fr-ca');
  });

  it('falls back to the default language', () => {
    expect(resolveContentLanguage(undefined, 'ja', ['en', 'fr'], 'en')).toBe('en');
    expect(resolveContentLanguage('xx', undefined, ['en', 'fr'], 'fr')).toBe('fr');
    expect(resolveContentLanguage('constructor', 'constructor', ['en', 'fr'], 'fr')).toBe('fr');
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
