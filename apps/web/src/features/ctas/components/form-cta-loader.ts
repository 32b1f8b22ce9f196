// The native form CTA's code (its fields, validation, link finder and stylesheet) is the largest part
// of the CTA modals, and a notice or a hosted form needs none of it: it loads on its own, when a
// native form is about to show (cta-modal.tsx), or earlier when one is picked (lazy-cta-modal.tsx).
import type { Cta } from '@meridian/contracts';

let loading: Promise<typeof import('./form-cta.tsx')> | null = null;

export function loadFormCtaModal(): Promise<typeof import('./form-cta.tsx')> {
  if (!loading) {
    loading = import('./form-cta.tsx');
    // A failed load is not kept: the form's own render tries again.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** A form CTA answered on this page (a hosted form shows in a frame instead). */
export function isNativeFormCta(cta: Cta): boolean {
  return cta.action === 'form' && !cta.content[0].value.iframe_url;
}
