import { describe, expect, it } from 'vitest';
import { csrfRequestIsValid, issueCsrfToken, isValidCsrfToken } from '../../src/plugins/csrf.ts';

const secret = 'a-secret-of-at-least-thirty-two-characters!!';

describe('CSRF tokens', () => {
  it('accepts a token it issued for the same host', () => {
    const token = issueCsrfToken(secret, 'localhost');
    expect(isValidCsrfToken(token, secret, 'localhost')).toBe(true);
    expect(isValidCsrfToken(token, secret, 'LOCALHOST')).toBe(true);
  });

  it('issues a different token each time', () => {
    expect(issueCsrfToken(secret, 'localhost')).not.toBe(issueCsrfToken(secret, 'localhost'));
  });

  it("rejects a token issued for another tenant's host", () => {
    const token = issueCsrfToken(secret, 'harbour.localhost');
    expect(isValidCsrfToken(token, secret, 'localhost')).toBe(false);
  });

  it('rejects a token signed with another secret or tampered with', () => {
    const token = issueCsrfToken(secret, 'localhost');
    expect(isValidCsrfToken(token, `${secret}-rotated`, 'localhost')).toBe(false);
    const [nonce = '', signature = ''] = token.split('.');
    const flipped = `${nonce.slice(0, -1)}${nonce.endsWith('A') ? 'B' : 'A'}.${signature}`;
    expect(isValidCsrfToken(flipped, secret, 'localhost')).toBe(false);
    for (const junk of ['', 'abc', 'a.b.c', `${token}.x`])
      expect(isValidCsrfToken(junk, secret, 'localhost')).toBe(false);
  });

  it('requires the header to repeat a valid cookie exactly', () => {
    const token = issueCsrfToken(secret, 'localhost');
    expect(csrfRequestIsValid(token, token, secret, 'localhost')).toBe(true);
    expect(csrfRequestIsValid(token, undefined, secret, 'localhost')).toBe(false);
    expect(csrfRequestIsValid(undefined, token, secret, 'localhost')).toBe(false);
    expect(csrfRequestIsValid(token, issueCsrfToken(secret, 'localhost'), secret, 'localhost')).toBe(false);
    expect(csrfRequestIsValid('forged', 'forged', secret, 'localhost')).toBe(false);
  });
});
