import { EMAIL_MAX_LENGTH, isValidEmail, isValidPhone, type FormField, type FormFieldType } from '@meridian/contracts';
import { characterLength, parseChoices, truncateCharacters } from '../../forms/form-values.ts';
import { formatValidationMessage, type ValidationMessageKey } from './validation-messages.ts';

/** What a submission stores per field: one string, or the list of ticked choices for a checkboxes group. */
export type SubmittedValue = string | string[];
export type SubmittedData = Record<string, SubmittedValue>;
export type FieldErrors = Record<string, string[]>;

export type ValidationResult = { ok: true; data: SubmittedData } | { ok: false; errors: FieldErrors };

/**
 * Longest accepted value per field type, in characters. Generous for people, but
 * bounded so a submission row stays small whatever a client sends.
 */
export const MAX_LENGTH: Record<FormFieldType, number> = {
  singleline: 255,
  multiline: 5000,
  email: EMAIL_MAX_LENGTH,
  number: 50,
  phone: 32,
  date: 10,
  hidden: 1000,
  radio: 255,
  dropdown: 255,
  checkbox: 10,
  checkboxes: 255,
};

const NUMBER = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CHECKED = new Set(['on', 'true', '1', 'yes', 'checked']);
const UNCHECKED = new Set(['', 'off', 'false', '0', 'no']);

export function isValidNumber(value: string): boolean {
  return NUMBER.test(value) && Number.isFinite(Number(value));
}

/** YYYY-MM-DD naming a day that exists in the Gregorian calendar (2023-02-29 does not). */
export function isValidIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Validates one submission against the form's fields. Values arrive keyed by the
 * field's `clean_name` (its `name` is accepted too); keys that are not fields of
 * the form are ignored. Messages are in `language`.
 */
export function validateSubmission(
  fields: readonly FormField[],
  values: ReadonlyMap<string, readonly string[]>,
  language: string,
): ValidationResult {
  const data: SubmittedData = {};
  const errors: FieldErrors = {};
  for (const field of fields) {
    const raw = values.get(field.clean_name) ?? values.get(field.name) ?? [];
    const outcome = validateField(field, raw);
    if ('error' in outcome) {
      const [key, params] = outcome.error;
      errors[field.clean_name] = [formatValidationMessage(language, key, params)];
    } else {
      data[field.clean_name] = outcome.value;
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data };
}

type FieldOutcome = { value: SubmittedValue } | { error: [ValidationMessageKey, Record<string, string | number>?] };

function validateField(field: FormField, raw: readonly string[]): FieldOutcome {
  if (field.field_type === 'checkboxes') return validateCheckboxes(field, raw);
  if (raw.length > 1) return { error: ['singleValue'] };
  let value = (raw[0] ?? '').trim();
  if (field.field_type === 'hidden' && value === '') value = field.default_value;
  if (field.field_type === 'checkbox') return validateCheckbox(field, value);

  if (value === '') return field.required ? { error: ['required'] } : { value: '' };
  const max = MAX_LENGTH[field.field_type];
  if (characterLength(value) > max) return { error: ['tooLong', { max }] };

  switch (field.field_type) {
    case 'email':
      return isValidEmail(value) ? { value } : { error: ['invalidEmail'] };
    case 'number':
      return isValidNumber(value) ? { value } : { error: ['invalidNumber'] };
    case 'date':
      return isValidIsoDate(value) ? { value } : { error: ['invalidDate'] };
    case 'phone':
      return isValidPhone(value) ? { value } : { error: ['invalidPhone'] };
    case 'radio':
    case 'dropdown':
      return parseChoices(field.choices).includes(value) ? { value } : { error: ['invalidChoice', { value }] };
    case 'singleline':
    case 'multiline':
    case 'hidden':
      return { value };
  }
}

function validateCheckbox(field: FormField, value: string): FieldOutcome {
  const normalised = value.toLowerCase();
  if (CHECKED.has(normalised)) return { value: 'true' };
  if (!UNCHECKED.has(normalised)) return { error: ['invalidChoice', { value: truncate(value) }] };
  return field.required ? { error: ['required'] } : { value: 'false' };
}

function validateCheckboxes(field: FormField, raw: readonly string[]): FieldOutcome {
  const choices = parseChoices(field.choices);
  const ticked = [...new Set(raw.map((value) => value.trim()).filter((value) => value !== ''))];
  const unknown = ticked.find((value) => !choices.includes(value));
  if (unknown !== undefined) return { error: ['invalidChoice', { value: truncate(unknown) }] };
  if (ticked.length === 0 && field.required) return { error: ['required'] };
  return { value: ticked };
}

/** Echoing a rejected value back is helpful; echoing a megabyte of it is not. */
function truncate(value: string): string {
  return characterLength(value) > 40 ? `${truncateCharacters(value, 40)}…` : value;
}
