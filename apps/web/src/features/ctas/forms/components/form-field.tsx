// One form field of any type (spec sections 3 and 5): its input type, choices, required asterisk,
// help text and errors. Errors are announced as "Error in field {field}: …" and tie the control
// to its message with aria-invalid / aria-describedby.
import type { FormField } from '@meridian/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { choicesOf, type FieldValue } from '../form-values.ts';
import { DateField } from './date-field.tsx';
import { HelpText } from './help-text.tsx';

export function fieldLabel(field: Pick<FormField, 'label' | 'title' | 'name'>): string {
  return field.label.trim() || field.title.trim() || field.name;
}

export interface FormFieldControlProps {
  field: FormField;
  value: FieldValue;
  errors: readonly string[];
  onChange: (value: FieldValue) => void;
  onBlur: () => void;
  language: string;
  dir: 'ltr' | 'rtl';
}

const TEXT_INPUT_TYPES = { singleline: 'text', number: 'text', email: 'email', phone: 'tel' } as const;

function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <span className="form-field__required" aria-hidden="true">
      {' *'}
    </span>
  ) : null;
}

export function FormFieldControl({ field, value, errors, onChange, onBlur, language, dir }: FormFieldControlProps) {
  const { t } = useTranslation();
  const id = useId();
  const label = fieldLabel(field);
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const labelId = `${id}-label`;
  const invalid = errors.length > 0;
  const describedBy =
    [field.help_text ? helpId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    required: field.required,
    onBlur,
  };
  const text = typeof value === 'string' ? value : '';

  if (field.field_type === 'hidden') return <input type="hidden" name={field.clean_name} value={text} />;

  let control: React.ReactNode;
  let grouped = false;
  switch (field.field_type) {
    case 'singleline':
    case 'number':
    case 'email':
    case 'phone':
      control = (
        <input
          id={id}
          name={field.clean_name}
          type={TEXT_INPUT_TYPES[field.field_type]}
          inputMode={field.field_type === 'number' ? 'decimal' : undefined}
          autoComplete={field.field_type === 'email' ? 'email' : field.field_type === 'phone' ? 'tel' : undefined}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          {...common}
        />
      );
      break;
    case 'multiline':
      control = (
        <textarea
          id={id}
          name={field.clean_name}
          rows={4}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          {...common}
        />
      );
      break;
    case 'dropdown':
      control = (
        <select
          id={id}
          name={field.clean_name}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          {...common}
        >
          <option value="">{t('form.selectPlaceholder')}</option>
          {choicesOf(field).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      );
      break;
    case 'date':
      control = (
        <DateField
          id={id}
          labelId={labelId}
          value={text}
          onChange={onChange}
          language={language}
          dir={dir}
          describedBy={describedBy}
          invalid={invalid}
          required={field.required}
        />
      );
      break;
    case 'checkbox':
      control = (
        <label className="form-field__choice">
          <input
            type="checkbox"
            name={field.clean_name}
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            {...common}
          />
          <span>
            {label}
            <RequiredMark required={field.required} />
          </span>
        </label>
      );
      break;
    case 'radio':
    case 'checkboxes': {
      grouped = true;
      const flags = typeof value === 'object' ? value : {};
      control = choicesOf(field).map((choice) => (
        <label key={choice} className="form-field__choice">
          <input
            type={field.field_type === 'radio' ? 'radio' : 'checkbox'}
            name={field.clean_name}
            value={choice}
            checked={field.field_type === 'radio' ? text === choice : flags[choice] === true}
            onChange={(event) =>
              onChange(field.field_type === 'radio' ? choice : { ...flags, [choice]: event.target.checked })
            }
            aria-invalid={invalid || undefined}
          />
          <span>{choice}</span>
        </label>
      ));
      break;
    }
  }

  const errorBlock = invalid ? (
    <div id={errorId} className="form-field__errors" role="alert">
      {errors.map((message) => (
        <p key={message} className="form-field__error">
          <span className="visually-hidden">{t('form.errorInField', { field: label })} </span>
          {message}
        </p>
      ))}
    </div>
  ) : null;
  const help = field.help_text ? <HelpText id={helpId} text={field.help_text} /> : null;
  const className = `form-field form-field--${field.field_type}${invalid ? ' form-field--invalid' : ''}`;

  if (grouped) {
    return (
      <fieldset
        className={className}
        aria-describedby={describedBy}
        // A group is checked when the focus leaves it, not when it moves between its choices.
        onBlur={(event) => {
          if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) onBlur();
        }}
        {...(field.field_type === 'radio' ? { role: 'radiogroup', 'aria-required': field.required || undefined } : {})}
      >
        <legend>
          {label}
          <RequiredMark required={field.required} />
        </legend>
        {control}
        {help}
        {errorBlock}
      </fieldset>
    );
  }
  return (
    <div className={className}>
      {field.field_type === 'checkbox' ? null : (
        <label id={labelId} htmlFor={id} className="form-field__label">
          {label}
          <RequiredMark required={field.required} />
        </label>
      )}
      {control}
      {help}
      {errorBlock}
    </div>
  );
}
