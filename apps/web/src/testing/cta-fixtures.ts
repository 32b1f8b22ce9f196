// Contract-valid CTAs of every kind for the CTA and form component tests.
import type { Cta, FormCtaValue, FormField } from '@meridian/contracts';

const base = {
  end_of_tour: false,
  gate_entry: false,
  set_cookie_to_prevent_redisplay: true,
};

export function field(overrides: Partial<FormField> & Pick<FormField, 'clean_name' | 'field_type'>): FormField {
  return {
    id: Math.floor(Math.random() * 1e9),
    name: overrides.clean_name,
    title: '',
    label: overrides.clean_name,
    choices: '',
    default_value: '',
    required: false,
    help_text: '',
    ...overrides,
  };
}

export const EVERY_FIELD: FormField[] = [
  field({ clean_name: 'full_name', label: 'Full name', field_type: 'singleline', required: true }),
  field({ clean_name: 'about', label: 'About you', field_type: 'multiline' }),
  field({ clean_name: 'email', label: 'Email', field_type: 'email', required: true }),
  field({ clean_name: 'age', label: 'Age', field_type: 'number' }),
  field({ clean_name: 'interests', label: 'Interests', field_type: 'checkboxes', choices: 'Art,Science, Sport' }),
  field({ clean_name: 'consent', label: 'I agree', field_type: 'checkbox', required: true }),
  field({ clean_name: 'term', label: 'Term', field_type: 'radio', choices: 'Fall,Winter', default_value: 'Fall' }),
  field({ clean_name: 'source', label: 'Source', field_type: 'hidden', default_value: 'virtual-tour' }),
  field({ clean_name: 'visit_date', label: 'Visit date', field_type: 'date' }),
  field({ clean_name: 'program', label: 'Program', field_type: 'dropdown', choices: ' Biology , History,Music ' }),
  field({
    clean_name: 'phone',
    label: 'Phone',
    field_type: 'phone',
    help_text: 'We call between 9 and 5. See https://example.org/privacy for details.',
  }),
  field({ clean_name: 'circuit_language', label: 'Language', field_type: 'hidden' }),
];

export function formValue(overrides: Partial<FormCtaValue> = {}): FormCtaValue {
  return {
    form_id: 3,
    form_reference: 'admissions-2026',
    form_action: '/api/v2/forms/3',
    csrf: 'ignored-token',
    name: 'Admissions form',
    title: 'Apply now',
    paragraph: '<p>Tell us about <strong>you</strong>.</p>',
    image: { url: '/media/side.jpg', title: 'Students on the lawn' },
    iframe_url: null,
    submit_button_text: 'Send my request',
    success_message: 'Thanks, we will be in touch.',
    error_message: 'Please fix the errors below.',
    post_redirect_page: null,
    fields: EVERY_FIELD,
    ...overrides,
  };
}

export function formCtaFixture(overrides: Partial<Cta> = {}, value: Partial<FormCtaValue> = {}): Cta {
  return {
    ...base,
    id: 31,
    name: 'admissions',
    title: 'Request information',
    action: 'form',
    timing: -1,
    ...overrides,
    content: [{ id: 'f1', type: 'form', value: formValue(value) }],
  } as Cta;
}

export function noticeCtaFixture(overrides: Partial<Cta> = {}): Cta {
  return {
    ...base,
    id: 21,
    name: 'welcome',
    title: 'Welcome',
    action: 'notice',
    timing: -1,
    ...overrides,
    content: [
      {
        id: 'n1',
        type: 'notice',
        value: {
          title: 'Welcome to Northfield',
          image: null,
          fixed_button: { text: 'Apply today', url: 'https://apply.partner.example/start' },
          content: [
            {
              id: 'b1',
              type: 'paragraph',
              value: '<p>First <img src="x" onerror="alert(1)">paragraph</p><script>alert(2)</script>',
            },
            { id: 'b2', type: 'image', value: { title: 'The quad', medium: { src: '/media/quad.jpg', alt: '' } } },
            { id: 'b3', type: 'paragraph', value: '' },
            { id: 'b4', type: 'button', value: { text: 'Book a visit', url: 'https://visit.partner.example/book' } },
            { id: 'b5', type: 'carousel', value: { slides: 3 } },
            { id: 'b6', type: 'external_link', value: { text: 'Read the prospectus', url: 'https://example.org/p' } },
            { id: 'b7', type: 'video', value: null },
          ],
        },
      },
    ],
  } as Cta;
}

export function iframeCtaFixture(overrides: Partial<Cta> = {}): Cta {
  return formCtaFixture(
    { id: 41, name: 'hosted', title: 'Hosted form', ...overrides },
    {
      iframe_url: '/hosted-forms/3/',
    },
  );
}

export function externalLinkCtaFixture(overrides: Partial<Cta> = {}): Cta {
  return {
    ...base,
    id: 51,
    name: 'apply-online',
    title: 'Apply online',
    action: 'external_link',
    timing: null,
    ...overrides,
    content: [
      {
        id: 'e1',
        type: 'external_link',
        value: { title: 'Apply', text: 'Apply', url: 'https://apply.partner.example/' },
      },
    ],
  } as Cta;
}
