// A CTA form's values (spec sections 3, 4 and 7): starting values from the defaults, choices from
// the comma-separated string, and the multipart body of a submission.
import type { FormCtaValue, FormField } from '@meridian/contracts';

/** Text-like fields hold a string; a checkbox a flag; a checkboxes group one flag per choice. */
export type FieldValue = string | boolean | Readonly<Record<string, boolean>>;
export type FormValues = Readonly<Record<string, FieldValue>>;

const TRUE_WORDS = new Set(['true', 'on', '1', 'yes', 'checked']);

/** Radio, dropdown and checkbox choices come from the comma-separated string; dropdown ones are trimmed. */
export function choicesOf(field: Pick<FormField, 'choices' | 'field_type'>): string[] {
  const parts = field.choices.split(',');
  const choices = field.field_type === 'dropdown' ? parts.map((part) => part.trim()) : parts;
  return choices.filter((choice) => choice.trim() !== '');
}

/** Spec section 4: fields start at their defaults; a checkboxes group has one false flag per choice. */
export function initialValue(field: FormField): FieldValue {
  switch (field.field_type) {
    case 'checkbox':
      return TRUE_WORDS.has(field.default_value.trim().toLowerCase());
    case 'checkboxes': {
      const ticked = new Set(field.default_value.split(',').map((part) => part.trim()));
      return Object.fromEntries(choicesOf(field).map((choice) => [choice, ticked.has(choice.trim())]));
    }
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(field.default_value.trim()) ? field.default_value.trim() : '';
    default:
      return field.default_value;
  }
}

export function initialValues(fields: readonly FormField[]): FormValues {
  return Object.fromEntries(fields.map((field) => [field.clean_name, initialValue(field)]));
}

/** The field that carries the visitor's language (spec section 4). */
export function isLanguageField(field: Pick<FormField, 'clean_name' | 'name'>): boolean {
  return [field.clean_name, field.name].some((name) => name === 'circuit_language' || name === 'circuit-language');
}

export interface SubmissionExtras {
  language: string;
  tour: { title: string; slug: string } | null;
}

/**
 * The multipart body (spec section 7): form_id, form_reference, csrf, each field by name with its
 * value (multi-values repeated), the language, and the tour when there is one.
 */
export function buildSubmission(form: FormCtaValue, values: FormValues, extras: SubmissionExtras): FormData {
  const body = new FormData();
  body.append('form_id', String(form.form_id));
  body.append('form_reference', form.form_reference);
  body.append('csrf', form.csrf);
  for (const field of form.fields) {
    const value = values[field.clean_name] ?? initialValue(field);
    if (isLanguageField(field)) {
      body.append(field.clean_name, extras.language);
    } else if (typeof value === 'boolean') {
      body.append(field.clean_name, value ? 'true' : 'false');
    } else if (typeof value === 'string') {
      body.append(field.clean_name, value);
    } else {
      for (const [choice, ticked] of Object.entries(value)) if (ticked) body.append(field.clean_name, choice.trim());
    }
  }
  if (!form.fields.some(isLanguageField)) body.append('circuit_language', extras.language);
  if (extras.tour) {
    body.append('tourTitle', extras.tour.title);
    body.append('tourSlug', extras.tour.slug);
  }
  return body;
}
