import type { Tr } from './scene-builder.ts';

/** Every text of the demo CTAs and forms, in every language of a tenant. */
export interface CtaTexts {
  welcomeName: Tr;
  welcomeTitle: Tr;
  welcomeParagraph: Tr;
  welcomeImageAlt: Tr;
  welcomeVideoTitle: Tr;
  welcomeButton: Tr;
  welcomeLink: Tr;
  welcomeFixedButton: Tr;
  profileName: Tr;
  profileTitle: Tr;
  profileParagraph: Tr;
  newsletterName: Tr;
  newsletterTitle: Tr;
  newsletterParagraph: Tr;
  visitName: Tr;
  visitTitle: Tr;
  visitParagraph: Tr;
  questionName: Tr;
  questionTitle: Tr;
  brochureName: Tr;
  brochureTitle: Tr;
  finishedName: Tr;
  finishedTitle: Tr;
  finishedParagraph: Tr;
  finishedButton: Tr;
  externalName: Tr;
  externalText: Tr;
  submit: Tr;
  send: Tr;
  success: Tr;
  visitSuccess: Tr;
  error: Tr;
  fullName: Tr;
  fullNameHelp: Tr;
  email: Tr;
  emailHelp: Tr;
  phone: Tr;
  groupSize: Tr;
  message: Tr;
  visitDate: Tr;
  visitDateHelp: Tr;
  role: Tr;
  roles: Tr[];
  interests: Tr;
  interestChoices: Tr[];
  time: Tr;
  times: Tr[];
  accessibility: Tr;
  consent: Tr;
  consentHelp: Tr;
  language: Tr;
}

export interface CtaUrls {
  home: string;
  apply: string;
  privacy: string;
  visit: string;
  /** Shown in a frame after the question form succeeds: a page of this server (works offline). */
  postRedirect: string;
  welcomeImage: string;
  video: { code: string; url: string };
}

export function buildForms(t: CtaTexts, urls: CtaUrls): Record<string, unknown>[] {
  const base = { submit_button_text: t.submit, success_message: t.success, error_message: t.error };
  return [
    {
      key: 'visitor-profile',
      name: t.profileName,
      title: t.profileTitle,
      paragraph: t.profileParagraph,
      image: { image: urls.welcomeImage, alt: t.welcomeImageAlt },
      ...base,
      fields: [
        { key: 'full_name', label: t.fullName, type: 'singleline', required: true, help_text: t.fullNameHelp },
        { key: 'email', label: t.email, type: 'email', required: true, help_text: t.emailHelp },
        { key: 'role', label: t.role, type: 'dropdown', required: true, choices: t.roles },
        { key: 'consent', label: t.consent, type: 'checkbox', required: true, help_text: t.consentHelp },
      ],
    },
    {
      key: 'newsletter',
      name: t.newsletterName,
      title: t.newsletterTitle,
      paragraph: t.newsletterParagraph,
      ...base,
      fields: [
        { key: 'email', label: t.email, type: 'email', required: true, help_text: t.emailHelp },
        {
          key: 'interests',
          label: t.interests,
          type: 'checkboxes',
          choices: t.interestChoices,
          default: [t.interestChoices[0]],
        },
      ],
    },
    {
      key: 'campus-visit',
      name: t.visitName,
      title: t.visitTitle,
      paragraph: t.visitParagraph,
      image: { image: urls.welcomeImage, alt: t.welcomeImageAlt },
      ...base,
      submit_button_text: t.send,
      success_message: t.visitSuccess,
      // Every field type of spec section 3 in one form.
      fields: [
        { key: 'full_name', label: t.fullName, type: 'singleline', required: true, help_text: t.fullNameHelp },
        { key: 'email', label: t.email, type: 'email', required: true, help_text: t.emailHelp },
        { key: 'phone', label: t.phone, type: 'phone' },
        { key: 'group_size', label: t.groupSize, type: 'number', default: '2' },
        { key: 'visit_date', label: t.visitDate, type: 'date', required: true, help_text: t.visitDateHelp },
        { key: 'time_of_day', label: t.time, type: 'radio', choices: t.times, default: t.times[0] },
        { key: 'role', label: t.role, type: 'dropdown', choices: t.roles },
        { key: 'interests', label: t.interests, type: 'checkboxes', choices: t.interestChoices },
        { key: 'accessibility', label: t.accessibility, type: 'checkbox' },
        { key: 'message', label: t.message, type: 'multiline' },
        { key: 'circuit_language', label: t.language, type: 'hidden' },
        { key: 'consent', label: t.consent, type: 'checkbox', required: true, help_text: t.consentHelp },
      ],
    },
    {
      key: 'ask-a-question',
      name: t.questionName,
      title: t.questionTitle,
      ...base,
      post_redirect_page: urls.postRedirect,
      fields: [
        { key: 'email', label: t.email, type: 'email', required: true, help_text: t.emailHelp },
        { key: 'message', label: t.message, type: 'multiline', required: true },
      ],
    },
    {
      key: 'brochure-request',
      name: t.brochureName,
      title: t.brochureTitle,
      hosted: true,
      ...base,
      fields: [
        { key: 'full_name', label: t.fullName, type: 'singleline', required: true },
        { key: 'email', label: t.email, type: 'email', required: true, help_text: t.emailHelp },
        { key: 'interests', label: t.interests, type: 'checkboxes', choices: t.interestChoices },
      ],
    },
  ];
}

/** CTAs of every kind and timing of spec section 3. */
export function buildCtas(t: CtaTexts, urls: CtaUrls): Record<string, unknown>[] {
  return [
    {
      key: 'welcome',
      action: 'notice',
      name: t.welcomeName,
      title: t.welcomeTitle,
      timing: -1,
      set_cookie_to_prevent_redisplay: true,
      image: { image: urls.welcomeImage, alt: t.welcomeImageAlt },
      blocks: [
        { type: 'paragraph', value: t.welcomeParagraph },
        { type: 'image', image: urls.welcomeImage, alt: t.welcomeImageAlt, title: t.welcomeTitle },
        {
          type: 'video',
          video: { provider: 'youtube', code: urls.video.code, url: urls.video.url, title: t.welcomeVideoTitle },
        },
        { type: 'button', text: t.welcomeButton, url: urls.visit },
        { type: 'external_link', text: t.welcomeLink, url: urls.home },
      ],
      fixed_button: { text: t.welcomeFixedButton, url: urls.apply },
    },
    {
      key: 'visitor-profile',
      action: 'form',
      name: t.profileName,
      title: t.profileTitle,
      timing: -1,
      gate_entry: true,
      set_cookie_to_prevent_redisplay: true,
      form: 'visitor-profile',
    },
    {
      key: 'newsletter',
      action: 'form',
      name: t.newsletterName,
      title: t.newsletterTitle,
      timing: 0,
      set_cookie_to_prevent_redisplay: false,
      form: 'newsletter',
    },
    {
      key: 'campus-visit',
      action: 'form',
      name: t.visitName,
      title: t.visitTitle,
      timing: 3,
      set_cookie_to_prevent_redisplay: true,
      form: 'campus-visit',
    },
    {
      key: 'ask-a-question',
      action: 'form',
      name: t.questionName,
      title: t.questionTitle,
      timing: null,
      form: 'ask-a-question',
    },
    {
      key: 'brochure-request',
      action: 'form',
      name: t.brochureName,
      title: t.brochureTitle,
      // The hosted (iframe) form, offered after five scenes: once submitted its button reads Start.
      timing: 5,
      form: 'brochure-request',
    },
    {
      key: 'tour-finished',
      action: 'notice',
      name: t.finishedName,
      title: t.finishedTitle,
      timing: null,
      end_of_tour: true,
      blocks: [
        { type: 'paragraph', value: t.finishedParagraph },
        { type: 'button', text: t.finishedButton, url: urls.visit },
      ],
    },
    {
      key: 'external-apply',
      action: 'external_link',
      name: t.externalName,
      title: t.externalName,
      timing: null,
      text: t.externalText,
      url: urls.apply,
    },
  ];
}
