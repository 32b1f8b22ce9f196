// The formats a form field's value must have (spec section 5), one rule for the web app's checks
// while the visitor types and for the server, which stays the authority on submit.
import * as z from 'zod/mini';

/** Longest email address SMTP can carry (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

const emailSchema = z.email();

/**
 * International phone numbers as people type them: an optional leading `+`, then
 * digits with spaces, dots, dashes or parentheses between them, 7 to 15 digits in
 * all (E.164 allows at most 15), optionally followed by an extension (`x123`, `ext. 123`).
 */
const PHONE = /^\+?[\d\s().-]+(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i;
const EXTENSION = /(?:x|ext\.?)\s*\d{1,6}$/i;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && emailSchema.safeParse(value).success;
}

export function isValidPhone(value: string): boolean {
  if (!PHONE.test(value)) return false;
  const digits = value.replace(EXTENSION, '').replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}
