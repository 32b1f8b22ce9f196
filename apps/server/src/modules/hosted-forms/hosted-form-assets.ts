import { WEB_FONT_STACK } from '../../http/web-fonts.ts';

/**
 * The hosted form page's only style and script, inlined (allowed by a per-answer
 * CSP nonce) so the page makes no request besides its own submission.
 */
export const HOSTED_FORM_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:${WEB_FONT_STACK};color:#1b1b1b;background:#fff;line-height:1.5}
body{margin:0;padding:1.5rem}
main{max-width:40rem;margin-inline:auto}
h1{font-size:1.5rem;margin:0 0 .75rem}
.intro{white-space:pre-line;margin:0 0 1rem}
.side-image{display:none}
@media (min-width:801px){.side-image{display:block;max-width:100%;height:auto;max-height:16rem;object-fit:cover;margin-block-end:1rem;border-radius:4px}}
.field{margin:0 0 1rem;border:0;padding:0;min-inline-size:0}
label,legend{display:block;font-weight:600;margin-block-end:.25rem;padding:0}
.choice{display:flex;align-items:center;gap:.5rem;margin-block:.25rem}
.choice label{font-weight:400;margin:0}
input[type=text],input[type=email],input[type=tel],input[type=date],select,textarea{
  display:block;width:100%;font:inherit;padding:.5rem .625rem;border:1px solid #6b6b6b;border-radius:4px;background:#fff;color:inherit}
input[type=checkbox],input[type=radio]{width:1.25rem;height:1.25rem;margin:0}
:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
input[aria-invalid=true],select[aria-invalid=true],textarea[aria-invalid=true]{border-color:#b00020;border-width:2px}
.required{color:#b00020}
.help{margin:0 0 .25rem;color:#444;font-size:.9rem}
.help a{color:#1a5fb4}
.field-error{color:#b00020;margin:.25rem 0 0;font-size:.9rem}
.form-error{color:#b00020;border:2px solid #b00020;border-radius:4px;padding:.5rem .75rem;margin-block-end:1rem}
:root{--brand:#1b1b1b;--on-brand:#fff}
.framed h1{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:640px){body{padding:1rem}.field{margin-block-end:.75rem}}
button{font:inherit;font-weight:700;color:var(--on-brand);background:var(--brand);border:0;border-radius:999px;padding:.75rem 1.5rem;min-height:2.75rem;width:100%;cursor:pointer}
button:hover{filter:brightness(1.1)}
button:disabled{opacity:.6;cursor:progress}
.success{font-size:1.125rem;padding:1rem;border-inline-start:4px solid #2e7d32;background:#f1f8f1}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
[hidden]{display:none!important}
`;

/**
 * Submits with fetch (multipart, the CSRF header, X-Requested-With), shows each
 * server error beside its field, and on success shows the success message and
 * tells the parent window `success` — only a parent of this page's own origin
 * receives it, which is where the app's CTA modal frames this page.
 */
export const HOSTED_FORM_SCRIPT = `
(function () {
  'use strict';
  var form = document.getElementById('hosted-form');
  var formError = document.getElementById('form-error');
  var success = document.getElementById('form-success');
  var button = form.querySelector('button[type=submit]');
  var buttonText = button.textContent;

  function fields() { return Array.prototype.slice.call(form.querySelectorAll('[data-name]')); }
  function controls(field) { return Array.prototype.slice.call(field.querySelectorAll('input,select,textarea')); }

  function clearErrors() {
    formError.hidden = true;
    formError.textContent = '';
    fields().forEach(function (field) {
      var slot = field.querySelector('.field-error');
      if (slot) { slot.hidden = true; slot.querySelector('.messages').textContent = ''; }
      controls(field).forEach(function (control) { control.removeAttribute('aria-invalid'); });
    });
  }

  function showFormError(message) {
    formError.textContent = message || form.getAttribute('data-network-error');
    formError.hidden = false;
  }

  function showFieldErrors(errors) {
    var first = null;
    fields().forEach(function (field) {
      var messages = errors[field.getAttribute('data-name')];
      if (!messages || !messages.length) return;
      var slot = field.querySelector('.field-error');
      slot.querySelector('.messages').textContent = messages.join(' ');
      slot.hidden = false;
      slot.setAttribute('role', 'alert');
      controls(field).forEach(function (control) { control.setAttribute('aria-invalid', 'true'); });
      if (!first) first = controls(field)[0];
    });
    if (first) first.focus();
  }

  function showSuccess(message) {
    form.hidden = true;
    if (message) success.textContent = message;
    success.hidden = false;
    success.focus();
    if (window.parent && window.parent !== window) window.parent.postMessage('success', window.location.origin);
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    clearErrors();
    button.disabled = true;
    button.textContent = form.getAttribute('data-sending');
    fetch(form.action, {
      method: 'POST',
      body: new FormData(form),
      credentials: 'same-origin',
      headers: { 'X-CSRFToken': form.getAttribute('data-csrf'), 'X-Requested-With': 'XMLHttpRequest' }
    })
      .then(function (response) {
        return response.json().then(function (body) { return { ok: response.ok, body: body }; });
      })
      .then(function (result) {
        button.textContent = buttonText;
        if (result.ok) { showSuccess(result.body.message); return; }
        showFormError(result.body.message);
        if (result.body.errors) showFieldErrors(result.body.errors);
        button.disabled = false;
      })
      .catch(function () {
        button.textContent = buttonText;
        showFormError('');
        button.disabled = false;
      });
  });
})();
`;
