import type { FormField, FormFieldType } from '@meridian/contracts';
import { z } from 'zod';
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
  email: 254,
  number: 50,
  phone: 32,
  date: 10,
  hidden: 1000,
  radio: 255,
  dropdown: 255,
  checkbox: 10,
  checkboxes: 255,
};

const emailSchema = z.email();
const NUMBER = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * International phone numbers as people type them: an optional leading `+`, then
 * digits with spaces, dots, dashes or parentheses between them, 7 to 15 digits in
 * all (E.164 allows at most 15), optionally followed by an extension (`x123`, `ext. 123`).
 */
const PHONE = /^\+?[\d\s().-]+(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i;
const CHECKED = new Set(['on', 'true', '1', 'yes', 'checked']);
const UNCHECKED = new Set(['', 'off', 'false', '0', 'no']);

export function isValidEmail(value: string): boolean {
  return emailSchema.safeParse(value).success;
}

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

export function isValidPhone(value: string): boolean {
  if (!PHONE.test(value)) return false;
  const main = value.replace(/(?:x|ext\.?)\s*\d{1,6}$/i, '');
  const digits = main.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** Length in Unicode code points, so a limit means the same for Latin, Arabic and CJK text. */
export function characterLength(value: string): number {
  return Array.from(value).length;
}

export function truncateCharacters(value: string, max: number): string {
  return Array.from(value).slice(0, max).join('');
}

/** Choices are authored as one comma-separated string; blanks around each are not part of it. */
export function parseChoices(choices: string): string[] {
  return choices
    .split(',')
    .map((choice) => choice.trim())
    .filter((choice) => choice !== '');
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
