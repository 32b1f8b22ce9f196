import { isValidPhone, type FormField, type FormFieldType } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { parseChoices } from '../../src/forms/form-values.ts';
import { isValidIsoDate, MAX_LENGTH, validateSubmission } from '../../src/modules/submissions/field-validation.ts';

let nextId = 1;
function field(field_type: FormFieldType, overrides: Partial<FormField> = {}): FormField {
  const id = nextId++;
  return {
    id,
    clean_name: overrides.clean_name ?? `${field_type}_${id}`,
    name: overrides.name ?? `${field_type} ${id}`,
    title: '',
    label: `${field_type} label`,
    field_type,
    choices: '',
    default_value: '',
    required: false,
    help_text: '',
    ...overrides,
  };
}

function submit(fields: FormField[], entries: [string, string][], language = 'en') {
  const values = new Map<string, string[]>();
  for (const [name, value] of entries) values.set(name, [...(values.get(name) ?? []), value]);
  return validateSubmission(fields, values, language);
}

function errorsOf(fields: FormField[], entries: [string, string][], language = 'en') {
  const result = submit(fields, entries, language);
  return result.ok ? {} : result.errors;
}

describe('form field validation', () => {
  it('rejects an empty required field with "This field is required."', () => {
    const name = field('singleline', { clean_name: 'name', required: true });
    expect(errorsOf([name], [['name', '   ']])).toEqual({ name: ['This field is required.'] });
    expect(errorsOf([name], [])).toEqual({ name: ['This field is required.'] });
  });

  it('accepts an empty optional field and stores it as an empty string', () => {
    const notes = field('multiline', { clean_name: 'notes' });
    expect(submit([notes], [])).toEqual({ ok: true, data: { notes: '' } });
  });

  it('rejects a malformed email address and accepts a valid one', () => {
    const email = field('email', { clean_name: 'email' });
    expect(errorsOf([email], [['email', 'not-an-email']])).toEqual({ email: ['Enter a valid email address.'] });
    expect(errorsOf([email], [['email', 'a@b']])).toEqual({ email: ['Enter a valid email address.'] });
    expect(submit([email], [['email', ' ada@example.org ']])).toEqual({ ok: true, data: { email: 'ada@example.org' } });
  });

  it('rejects a number field that is not a number', () => {
    const age = field('number', { clean_name: 'age' });
    expect(errorsOf([age], [['age', '12abc']])).toEqual({ age: ['Enter a number.'] });
    expect(errorsOf([age], [['age', 'Infinity']])).toEqual({ age: ['Enter a number.'] });
    for (const ok of ['42', '-3.5', '+7', '.5', '1e3']) expect(submit([age], [['age', ok]]).ok).toBe(true);
  });

  it('accepts only real calendar dates written year-month-day', () => {
    const day = field('date', { clean_name: 'visit' });
    expect(submit([day], [['visit', '2024-02-29']]).ok).toBe(true);
    for (const bad of ['2023-02-29', '2024-13-01', '2024-04-31', '01/02/2024', '2024-1-5', '0000-01-01']) {
      expect(errorsOf([day], [['visit', bad]])).toEqual({ visit: ['Enter a valid date (year-month-day).'] });
    }
    expect(isValidIsoDate('2000-02-29')).toBe(true);
    expect(isValidIsoDate('1900-02-29')).toBe(false);
  });

  it('accepts international phone numbers and rejects letters or too few digits', () => {
    const phone = field('phone', { clean_name: 'phone' });
    for (const ok of ['+1 (416) 555-0199', '+44 20 7946 0958', '020-7946-0958', '+86 10 6552 9988 ext. 12']) {
      expect(isValidPhone(ok)).toBe(true);
    }
    for (const bad of ['call me', '12345', '+1 416 555 0199 0000 000', '555-CALL-NOW']) {
      expect(isValidPhone(bad)).toBe(false);
    }
    expect(errorsOf([phone], [['phone', 'call me']])).toEqual({ phone: ['Enter a valid phone number.'] });
  });

  it('accepts a radio value only when it is one of the trimmed comma-separated choices', () => {
    const level = field('radio', { clean_name: 'level', choices: 'Undergraduate, Graduate ,Doctoral' });
    expect(submit([level], [['level', 'Graduate']])).toEqual({ ok: true, data: { level: 'Graduate' } });
    expect(errorsOf([level], [['level', 'Postdoc']])).toEqual({
      level: ['Select a valid choice. Postdoc is not one of the available choices.'],
    });
  });

  it('accepts a dropdown value only when it is one of the choices', () => {
    const campus = field('dropdown', { clean_name: 'campus', choices: ' North , South' });
    expect(submit([campus], [['campus', 'South']]).ok).toBe(true);
    expect(errorsOf([campus], [['campus', 'East']])).toHaveProperty('campus');
  });

  it('accepts checkboxes only among the choices and keeps every ticked value', () => {
    const topics = field('checkboxes', { clean_name: 'topics', choices: 'Housing,Sports,Arts' });
    expect(
      submit(
        [topics],
        [
          ['topics', 'Housing'],
          ['topics', 'Arts'],
        ],
      ),
    ).toEqual({ ok: true, data: { topics: ['Housing', 'Arts'] } });
    expect(
      errorsOf(
        [topics],
        [
          ['topics', 'Housing'],
          ['topics', 'Parking'],
        ],
      ),
    ).toEqual({ topics: ['Select a valid choice. Parking is not one of the available choices.'] });
  });

  it('requires at least one ticked choice in a required checkboxes group', () => {
    const topics = field('checkboxes', { clean_name: 'topics', choices: 'Housing,Sports', required: true });
    expect(errorsOf([topics], [])).toEqual({ topics: ['This field is required.'] });
    expect(submit([topics], [['topics', 'Sports']]).ok).toBe(true);
  });

  it('requires a required single checkbox to be ticked', () => {
    const consent = field('checkbox', { clean_name: 'consent', required: true });
    expect(errorsOf([consent], [])).toEqual({ consent: ['This field is required.'] });
    expect(errorsOf([consent], [['consent', 'false']])).toEqual({ consent: ['This field is required.'] });
    expect(submit([consent], [['consent', 'on']])).toEqual({ ok: true, data: { consent: 'true' } });
  });

  it('stores an optional unticked checkbox as false and rejects a value that is neither ticked nor unticked', () => {
    const news = field('checkbox', { clean_name: 'news' });
    expect(submit([news], [])).toEqual({ ok: true, data: { news: 'false' } });
    expect(errorsOf([news], [['news', 'maybe']])).toHaveProperty('news');
  });

  it('fills an empty hidden field with its default value', () => {
    const source = field('hidden', { clean_name: 'source', default_value: 'virtual-tour' });
    expect(submit([source], [])).toEqual({ ok: true, data: { source: 'virtual-tour' } });
    expect(submit([source], [['source', 'banner']])).toEqual({ ok: true, data: { source: 'banner' } });
  });

  it('ignores values that are not fields of the form', () => {
    const name = field('singleline', { clean_name: 'name' });
    expect(
      submit(
        [name],
        [
          ['name', 'Ada'],
          ['is_admin', 'yes'],
        ],
      ),
    ).toEqual({ ok: true, data: { name: 'Ada' } });
  });

  it('bounds the length of every field type', () => {
    const name = field('singleline', { clean_name: 'name' });
    const notes = field('multiline', { clean_name: 'notes' });
    expect(errorsOf([name], [['name', 'x'.repeat(MAX_LENGTH.singleline + 1)]])).toEqual({
      name: ['Ensure this value has at most 255 characters.'],
    });
    expect(submit([notes], [['notes', 'x'.repeat(MAX_LENGTH.multiline)]]).ok).toBe(true);
    expect(errorsOf([notes], [['notes', 'x'.repeat(MAX_LENGTH.multiline + 1)]])).toHaveProperty('notes');
  });

  it('rejects a repeated value for a field that holds one value', () => {
    const name = field('singleline', { clean_name: 'name' });
    expect(
      errorsOf(
        [name],
        [
          ['name', 'Ada'],
          ['name', 'Grace'],
        ],
      ),
    ).toEqual({ name: ['Enter a single value.'] });
  });

  it('reports every errored field at once, keyed by clean_name', () => {
    const fields = [
      field('singleline', { clean_name: 'first_name', required: true }),
      field('email', { clean_name: 'email', required: true }),
      field('singleline', { clean_name: 'city' }),
    ];
    expect(Object.keys(errorsOf(fields, [['city', 'Toronto']]))).toEqual(['first_name', 'email']);
  });

  it('reads a value sent under the field name when clean_name is absent', () => {
    const name = field('singleline', { clean_name: 'full_name', name: 'Full name', required: true });
    expect(submit([name], [['Full name', 'Ada']])).toEqual({ ok: true, data: { full_name: 'Ada' } });
  });

  it.each([
    ['fr-ca', 'Ce champ est obligatoire.'],
    ['zh-hans', '这个字段是必填项。'],
    ['zh-hant', '這個欄位是必填項。'],
    ['ar', 'هذا الحقل مطلوب.'],
    ['de', 'This field is required.'],
  ])('writes the required message in the submission language (%s)', (language, message) => {
    const name = field('singleline', { clean_name: 'name', required: true });
    expect(errorsOf([name], [], language)).toEqual({ name: [message] });
  });

  it('splits choices on commas and drops blanks around them', () => {
    expect(parseChoices(' a , b,,c ,')).toEqual(['a', 'b', 'c']);
  });
});
