import type { FormCtaValue } from '@meridian/contracts';
import { HOSTED_FORM_CSS, HOSTED_FORM_SCRIPT } from './hosted-form-assets.ts';
import { htmlToText, renderField } from './hosted-form-fields.ts';
import { hostedFormStrings } from './hosted-form-strings.ts';
import type { TourContext } from '../../forms/form-values.ts';
import { escapeHtml } from '../../http/html-escape.ts';
import { foregroundFor, normaliseHex } from '../../http/brand-colour.ts';

export interface HostedFormPageInput {
  form: FormCtaValue;
  formId: number;
  language: string;
  rightToLeft: boolean;
  csrfToken: string;
  /** Per-answer CSP nonce for the inline style and script. */
  nonce: string;
  /** `tourTitle` / `tourSlug` query parameters, sent back as hidden values. */
  tourContext: TourContext;
  /** The site's brand colour (`primary_color`): the submit button's, with the foreground that reads on it. */
  brandColor?: string | null | undefined;
  /** The app's @font-face rules (http/web-fonts.ts); empty when there is no web build. */
  fontFaces: string;
}

/** The brand's colour for the submit button, its text white or ink, whichever contrasts more. */
function brandStyle(color: string | null | undefined): string {
  const background = normaliseHex(color);
  return background ? `:root{--brand:${background};--on-brand:${foregroundFor(background)}}` : '';
}

/**
 * In the CTA modal the modal's own heading names the form: the page's title is then for screen
 * readers only, set before the body paints (no flash of a second title).
 */
const FRAMED_SCRIPT = "if(window.top!==window.self)document.documentElement.classList.add('framed')";

export function submissionPath(formId: number): string {
  return `/api/v2/forms/${formId}/submissions/`;
}

/** The Content-Security-Policy matching the page: nothing but its own inline style, script and submission. */
export function hostedFormCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'self' data:",
    // The app's bundled fonts (http/web-fonts.ts), the same files the app's pages use.
    "font-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    // Framed by the app's CTA modal, which itself may run embedded on a tenant's site (as the app's own CSP allows).
    "frame-ancestors 'self' https: http://localhost:* http://*.localhost:*",
  ].join('; ');
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
}

/**
 * The form's image, from 801 px up like the native form (spec section 2), alt
 * falling back to the image title. Only images of this site: the page makes no
 * request elsewhere.
 */
function sideImage(form: FormCtaValue): string {
  const image = form.image;
  if (!image?.url.startsWith('/') || image.url.startsWith('//')) return '';
  const alt = image.alt || image.title || '';
  return `<img class="side-image" src="${escapeHtml(image.url)}" alt="${escapeHtml(alt)}">`;
}

/** A complete, self-contained HTML document for one form in one language. */
export function renderHostedFormPage(input: HostedFormPageInput): string {
  const { form, language, nonce } = input;
  const strings = hostedFormStrings(language);
  const title = form.title || form.name;
  const paragraph = htmlToText(form.paragraph);
  // A paragraph that only repeats the title is not shown a third time.
  const intro = paragraph.trim() === title.trim() ? '' : paragraph;
  const context = Object.entries(input.tourContext)
    .map(([name, value]) => hidden(name, value))
    .join('');
  const fields = form.fields.map((field, index) => renderField(field, index, strings)).join('\n');
  return `<!doctype html>
<html lang="${escapeHtml(language)}" dir="${input.rightToLeft ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${input.fontFaces}${HOSTED_FORM_CSS}${brandStyle(input.brandColor)}</style>
<script nonce="${nonce}">${FRAMED_SCRIPT}</script>
</head>
<body>
<main>
<h1 id="form-title">${escapeHtml(title)}</h1>
${sideImage(form)}${intro ? `<p class="intro">${escapeHtml(intro)}</p>` : ''}
<form id="hosted-form" action="${submissionPath(input.formId)}" method="post" novalidate aria-labelledby="form-title"
 data-csrf="${escapeHtml(input.csrfToken)}" data-sending="${escapeHtml(strings.sending)}"
 data-network-error="${escapeHtml(strings.networkError)}">
<div id="form-error" class="form-error" role="alert" hidden></div>
${hidden('form_id', String(input.formId))}${hidden('form_reference', form.form_reference)}${hidden('csrf', input.csrfToken)}${hidden('circuit_language', language)}${context}
${fields}
<button type="submit">${escapeHtml(form.submit_button_text || strings.submit)}</button>
</form>
<div id="form-success" class="success" role="status" tabindex="-1" hidden>${escapeHtml(form.success_message)}</div>
</main>
<script nonce="${nonce}">${HOSTED_FORM_SCRIPT}</script>
</body>
</html>
`;
}
