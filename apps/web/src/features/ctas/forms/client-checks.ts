// The form's own checks (spec section 5: required fields, email and phone formats, checkbox-group
// selection). They run when a field is left, so the visitor hears about a mistake at once; the
// server stays the authority and its messages replace these on submit (docs/ctas.md).
import type { FormField } from '@meridian/contracts';
import type { FieldValue } from './form-values.ts';

export type ClientProblem = 'required' | 'email' | 'phone';

// The same shapes the server accepts (docs/forms.md).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s.()-]+(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i;

function isEmpty(value: FieldValue): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'boolean') return !value;
  return !Object.values(value).some(Boolean);
}

export function checkField(field: FormField, value: FieldValue): ClientProblem | null {
  if (field.field_type === 'hidden') return null;
  if (isEmpty(value)) return field.required ? 'required' : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (field.field_type === 'email' && (text.length > 254 || !EMAIL.test(text))) return 'email';
  if (field.field_type === 'phone') {
    const digits = text.replace(/(?:x|ext\.?)\s*\d+$/i, '').replace(/\D/g, '').length;
    if (!PHONE.test(text) || digits < 7 || digits > 15) return 'phone';
  }
  return null;
}
