import type { FormCtaValue, FormField, FormFieldType } from '@meridian/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { issueCsrfToken } from '../../src/plugins/csrf.ts';

let fieldId = 100;
function field(field_type: FormFieldType, clean_name: string, overrides: Partial<FormField> = {}): FormField {
  return {
    id: fieldId++,
    clean_name,
    name: clean_name.replaceAll('_', ' '),
    title: '',
    label: clean_name.replaceAll('_', ' '),
    field_type,
    choices: '',
    default_value: '',
    required: false,
    help_text: '',
    ...overrides,
  };
}

/** A form using every field type of spec section 3, its texts tagged with `language`. */
export function makeForm(formId: number, language = 'en', overrides: Partial<FormCtaValue> = {}): FormCtaValue {
  return {
    form_id: formId,
    form_reference: `visit-request-${formId}`,
    form_action: `/api/v2/forms/${formId}`,
    csrf: '',
    name: `Visit request (${language})`,
    title: `Plan your visit (${language})`,
    paragraph: '<p>Tell us <strong>when</strong> you come.</p>',
    image: null,
    iframe_url: `/hosted-forms/${formId}/`,
    submit_button_text: `Send (${language})`,
    success_message: `Thank you (${language})`,
    error_message: `Please fix the form (${language})`,
    post_redirect_page: null,
    fields: [
      field('singleline', 'first_name', { required: true, help_text: 'See https://example.org/help for details' }),
      field('email', 'email', { required: true }),
      field('multiline', 'questions'),
      field('number', 'group_size'),
      field('phone', 'phone'),
      field('date', 'visit_date'),
      field('radio', 'level', { choices: 'Undergraduate, Graduate' }),
      field('dropdown', 'campus', { choices: 'North , South' }),
      field('checkboxes', 'interests', { choices: 'Housing,Sports,Arts' }),
      field('checkbox', 'consent', { required: true }),
      field('hidden', 'source', { default_value: 'virtual-tour' }),
    ],
    ...overrides,
  };
}

/** Entries that pass every rule of `makeForm`. */
export function validEntries(language = 'en'): [string, string][] {
  return [
    ['form_id', '7'],
    ['form_reference', 'visit-request-7'],
    ['csrf', 'ignored'],
    ['circuit_language', language],
    ['first_name', 'Ada'],
    ['email', 'ada@example.org'],
    ['questions', 'Is the library open?'],
    ['group_size', '3'],
    ['phone', '+1 416 555 0199'],
    ['visit_date', '2026-05-14'],
    ['level', 'Graduate'],
    ['campus', 'South'],
    ['interests', 'Housing'],
    ['interests', 'Arts'],
    ['consent', 'true'],
  ];
}

/** A real multipart/form-data body, encoded by the platform's FormData. */
export async function multipartBody(
  entries: [string, string | Blob][],
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** Cookie and header of a visitor who loaded a page of `host`. */
export function csrfHeaders(secret: string, host = 'localhost'): Record<string, string> {
  const token = issueCsrfToken(secret, host);
  return { cookie: `csrftoken=${token}`, 'x-csrftoken': token };
}

let lastOctet = 0;
/** A new client address per call, so one test's submissions never count against another's rate limit. */
export function nextClientAddress(): string {
  lastOctet += 1;
  return `10.0.${Math.floor(lastOctet / 250)}.${(lastOctet % 250) + 1}`;
}

export function setCookieHeaders(response: LightMyRequestResponse): string[] {
  const value = response.headers['set-cookie'];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** A visitor's submission of `entries` to form `formId` on `host`: CSRF cookie and header, XHR, its own address. */
export async function submitForm(
  app: FastifyInstance,
  secret: string,
  formId: number,
  entries: [string, string | Blob][],
  host = 'localhost',
): Promise<LightMyRequestResponse> {
  const body = await multipartBody(entries);
  return app.inject({
    method: 'POST',
    url: `/api/v2/forms/${formId}/submissions/`,
    remoteAddress: nextClientAddress(),
    headers: {
      host,
      'content-type': body.contentType,
      'x-requested-with': 'XMLHttpRequest',
      ...csrfHeaders(secret, host),
    },
    payload: body.payload,
  });
}
