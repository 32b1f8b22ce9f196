import { describe, expect, it } from 'vitest';
import {
  canUsePartitionedCookie,
  csrfCookieValues,
  csrfRequestIsValid,
  issueCsrfToken,
  isValidCsrfToken,
} from '../../src/plugins/csrf.ts';

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

  it('reads every csrftoken a browser sends (an old unpartitioned cookie beside the partitioned one)', () => {
    expect(csrfCookieValues('a=1; csrftoken=first; b=2;csrftoken=second')).toEqual(['first', 'second']);
    expect(csrfCookieValues('xcsrftoken=no')).toEqual([]);
    expect(csrfCookieValues(undefined)).toEqual([]);
  });

  it('uses the partitioned cookie only where browsers accept Secure cookies', () => {
    expect(canUsePartitionedCookie('https', 'tours.example.org')).toBe(true);
    for (const host of ['localhost', 'harbour.localhost', '127.0.0.1', '[::1]'])
      expect(canUsePartitionedCookie('http', host)).toBe(true);
    expect(canUsePartitionedCookie('http', 'tours.example.org')).toBe(false);
    expect(canUsePartitionedCookie('http', 'localhost.example.org')).toBe(false);
  });
});
