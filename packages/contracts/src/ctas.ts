import * as z from 'zod/mini';
import { contentBlock, linkValue } from './blocks.ts';
import { imageRef, listResponse } from './common.ts';

export const formFieldType = z.enum([
  'singleline',
  'multiline',
  'email',
  'number',
  'checkboxes',
  'checkbox',
  'radio',
  'hidden',
  'date',
  'dropdown',
  'phone',
]);
export type FormFieldType = z.infer<typeof formFieldType>;

export const formField = z.object({
  id: z.int(),
  clean_name: z.string(),
  name: z.string(),
  title: z.string(),
  label: z.string(),
  field_type: formFieldType,
  /** Comma-separated, as authored (radio, dropdown, checkboxes). */
  choices: z.string(),
  default_value: z.string(),
  required: z.boolean(),
  help_text: z.string(),
});
export type FormField = z.infer<typeof formField>;

/** The value of a CTA's first block when the CTA is a form (native or hosted in an iframe). */
export const formCtaValue = z.object({
  form_id: z.int(),
  form_reference: z.string(),
  /** POST `${form_action}/submissions/` */
  form_action: z.string(),
  csrf: z.string(),
  name: z.string(),
  title: z.string(),
  paragraph: z.string(),
  image: z.nullable(imageRef),
  /** Set for hosted forms: the page shown in the iframe modal. */
  iframe_url: z.nullable(z.string()),
  submit_button_text: z.string(),
  success_message: z.string(),
  error_message: z.string(),
  post_redirect_page: z.nullable(z.string()),
  fields: z.array(formField),
});
export type FormCtaValue = z.infer<typeof formCtaValue>;

export const noticeValue = z.object({
  title: z.string(),
  image: z.nullable(imageRef),
  content: z.array(contentBlock),
  fixed_button: z.nullable(linkValue),
});
export type NoticeValue = z.infer<typeof noticeValue>;

export const externalLinkValue = z.object({ title: z.string(), text: z.string(), url: z.string() });
export type ExternalLinkValue = z.infer<typeof externalLinkValue>;

export const ctaAction = z.enum(['notice', 'form', 'external_link']);
export type CtaAction = z.infer<typeof ctaAction>;

const ctaBase = z.object({
  id: z.int(),
  name: z.string(),
  title: z.string(),
  /** -1 on entry, 0 after the splash, n > 0 after n scenes, null: a button CTA. */
  timing: z.nullable(z.int().check(z.gte(-1))),
  end_of_tour: z.boolean(),
  gate_entry: z.boolean(),
  set_cookie_to_prevent_redisplay: z.boolean(),
});

export const noticeCta = z.extend(ctaBase, {
  action: z.literal('notice'),
  content: z.tuple([z.object({ id: z.string(), type: z.literal('notice'), value: noticeValue })]),
});
export const formCta = z.extend(ctaBase, {
  action: z.literal('form'),
  content: z.tuple([z.object({ id: z.string(), type: z.literal('form'), value: formCtaValue })]),
});
export const externalLinkCta = z.extend(ctaBase, {
  action: z.literal('external_link'),
  content: z.tuple([z.object({ id: z.string(), type: z.literal('external_link'), value: externalLinkValue })]),
});
export const cta = z.discriminatedUnion('action', [noticeCta, formCta, externalLinkCta]);
export type Cta = z.infer<typeof cta>;
export const ctaListResponse = listResponse(cta);

/** POST {form_action}/submissions/ answers. 200: `{ message }`; 400: `{ message, errors }`. */
export const submissionResponse = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type SubmissionResponse = z.infer<typeof submissionResponse>;
