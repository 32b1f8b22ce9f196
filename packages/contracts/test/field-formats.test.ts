import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isValidEmail, isValidPhone } from '../src/field-formats.ts';

describe('form field formats shared by the web app and the server', () => {
  it('accepts phone numbers as people type them, extension included, with 7 to 15 digits', () => {
    for (const ok of ['+44 20 7946 0958', '(555) 123-4567', '555.123.4567 ext. 12', '+1 555 123 4567 x9']) {
      expect(isValidPhone(ok)).toBe(true);
    }
    for (const bad of ['12345', '+1 2345 6789 0123 4567', 'call me', '555-CALL-NOW']) {
      expect(isValidPhone(bad)).toBe(false);
    }
  });

  it('does not count the extension digits towards the 15 a number may have', () => {
    expect(isValidPhone('+44 1234 567 890 12 x123456')).toBe(true);
  });

  it('accepts an email address only up to the length mail can carry', () => {
    expect(isValidEmail('ada@example.org')).toBe(true);
    expect(isValidEmail('ada@')).toBe(false);
    const local = 'a'.repeat(64);
    const longest = `${local}@${'b'.repeat(EMAIL_MAX_LENGTH - local.length - 5)}.org`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(isValidEmail(longest)).toBe(true);
    expect(isValidEmail(`a${longest}`)).toBe(false);
  });
});
