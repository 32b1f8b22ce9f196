// The form's own checks (spec section 5: required fields, email and phone formats, checkbox-group
// selection). They run when a field is left, so the visitor hears about a mistake at once; the
// server stays the authority and its messages replace these on submit (docs/ctas.md).
import { isValidEmail, isValidPhone, type FormField } from '@meridian/contracts';
import type { FieldValue } from './form-values.ts';

export type ClientProblem = 'required' | 'email' | 'phone';

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
  // The server's own rules (packages/contracts/src/field-formats.ts): what passes here passes there.
  if (field.field_type === 'email' && !isValidEmail(text)) return 'email';
  if (field.field_type === 'phone' && !isValidPhone(text)) return 'phone';
  return null;
}
