import type { FormField } from '@meridian/contracts';
import { escapeHtml } from '../../http/html-escape.ts';
import { parseChoices } from '../../forms/form-values.ts';
import type { HostedFormStrings } from './hosted-form-strings.ts';

/** CMS HTML shown as text: the page renders no markup it did not write itself. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();
}

/** Help text with its web links as links that open in a new tab (spec section 5). */
export function linkifiedHelpText(text: string, strings: HostedFormStrings): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)])/)
    .map((piece, index) =>
      index % 2 === 1
        ? `<a href="${escapeHtml(piece)}" target="_blank" rel="noopener noreferrer">${escapeHtml(piece)}` +
          `<span class="visually-hidden"> ${escapeHtml(strings.opensInNewTab)}</span></a>`
        : escapeHtml(piece),
    )
    .join('');
}

const CHECKED_DEFAULTS = new Set(['on', 'true', '1', 'yes', 'checked']);

function fieldLabel(field: FormField): string {
  return field.label || field.title || field.name;
}

interface FieldIds {
  input: string;
  help: string;
  error: string;
}

/** Everything around one field: label or legend, help text, and the (hidden) error slot the script fills. */
export function renderField(field: FormField, index: number, strings: HostedFormStrings): string {
  const ids: FieldIds = { input: `field-${index}`, help: `field-${index}-help`, error: `field-${index}-error` };
  const name = escapeHtml(field.clean_name);
  const label = escapeHtml(fieldLabel(field));
  if (field.field_type === 'hidden') {
    return `<input type="hidden" name="${name}" value="${escapeHtml(field.default_value)}">`;
  }
  const marker = field.required ? ' <span class="required" aria-hidden="true">*</span>' : '';
  const help = field.help_text
    ? `<p class="help" id="${ids.help}">${linkifiedHelpText(field.help_text, strings)}</p>`
    : '';
  const described = [field.help_text ? ids.help : '', ids.error].filter(Boolean).join(' ');
  const error =
    `<p class="field-error" id="${ids.error}" hidden><span class="visually-hidden">` +
    `${escapeHtml(strings.errorInField.replace('{field}', fieldLabel(field)))} </span><span class="messages"></span></p>`;
  const data = `class="field" data-name="${name}"`;

  if (field.field_type === 'radio' || field.field_type === 'checkboxes') {
    const type = field.field_type === 'radio' ? 'radio' : 'checkbox';
    const defaults = new Set(parseChoices(field.default_value));
    const options = parseChoices(field.choices)
      .map((choice, choiceIndex) => {
        const id = `${ids.input}-${choiceIndex}`;
        const checked = defaults.has(choice) ? ' checked' : '';
        return (
          `<div class="choice"><input type="${type}" id="${id}" name="${name}" value="${escapeHtml(choice)}"${checked}>` +
          `<label for="${id}">${escapeHtml(choice)}</label></div>`
        );
      })
      .join('');
    // aria-required is valid on a radiogroup only; a checkboxes group says it in its legend.
    const role = type === 'radio' ? ` role="radiogroup"${field.required ? ' aria-required="true"' : ''}` : '';
    const spoken =
      field.required && type === 'checkbox'
        ? `<span class="visually-hidden"> ${escapeHtml(strings.required)}</span>`
        : '';
    return (
      `<fieldset ${data}${role} aria-describedby="${described}"><legend>${label}${marker}${spoken}</legend>` +
      `${help}${options}${error}</fieldset>`
    );
  }

  const common = `id="${ids.input}" name="${name}" aria-describedby="${described}"${field.required ? ' required' : ''}`;
  if (field.field_type === 'checkbox') {
    const checked = CHECKED_DEFAULTS.has(field.default_value.trim().toLowerCase()) ? ' checked' : '';
    return (
      `<div ${data}><div class="choice"><input type="checkbox" ${common} value="true"${checked}>` +
      `<label for="${ids.input}">${label}${marker}</label></div>${help}${error}</div>`
    );
  }
  return `<div ${data}><label for="${ids.input}">${label}${marker}</label>${help}${control(field, common, strings)}${error}</div>`;
}

function control(field: FormField, common: string, strings: HostedFormStrings): string {
  const value = escapeHtml(field.default_value);
  switch (field.field_type) {
    case 'multiline':
      return `<textarea ${common} rows="5">${value}</textarea>`;
    case 'email':
      return `<input type="email" ${common} value="${value}" autocomplete="email">`;
    case 'phone':
      return `<input type="tel" ${common} value="${value}" autocomplete="tel">`;
    case 'date':
      return `<input type="date" ${common} value="${value}">`;
    case 'number':
      return `<input type="text" inputmode="decimal" ${common} value="${value}">`;
    case 'dropdown': {
      const options = parseChoices(field.choices)
        .map((choice) => {
          const selected = choice === field.default_value.trim() ? ' selected' : '';
          return `<option value="${escapeHtml(choice)}"${selected}>${escapeHtml(choice)}</option>`;
        })
        .join('');
      return `<select ${common}><option value="">${escapeHtml(strings.choose)}</option>${options}</select>`;
    }
    default:
      return `<input type="text" ${common} value="${value}">`;
  }
}
