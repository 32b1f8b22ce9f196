// The CTA modals (forms, date picker) load only when a CTA is shown, not with every route; DOMPurify
// loads beside them where the browser has no sanitiser of its own (lib/html-sanitiser/), so a notice's
// paragraphs are there when it opens.
// The entry CTA's code is requested as soon as the CTA is picked (cta-host.tsx): it then loads and
// runs during the 300 ms before the CTA shows, as a task of its own, rather than together with the
// modal's first render when the visitor is already waiting for it. A native form's own code comes
// in a chunk of its own, requested beside the modal's (form-cta-loader.ts).
import type { Cta } from '@meridian/contracts';
import { lazy, type ComponentProps } from 'react';
import { isNativeFormCta, loadFormCtaModal } from './form-cta-loader.ts';

let loading: Promise<typeof import('./cta-modal.tsx')> | null = null;

export function loadCtaModal(cta?: Cta): Promise<typeof import('./cta-modal.tsx')> {
  if (cta && isNativeFormCta(cta)) void loadFormCtaModal().catch(() => undefined);
  if (!loading) {
    // Without a sanitiser (its load failed), the paragraphs show as plain text (sanitised-html.tsx).
    // Imported here, not at the top: the sanitiser's module is not part of the app's first code.
    const sanitiser = import('../../../lib/html-sanitiser/html-sanitiser.ts')
      .then((module) => module.loadSanitiser())
      .catch(() => null);
    loading = Promise.all([import('./cta-modal.tsx'), sanitiser]).then(([module]) => module);
    // A failed load is not kept: the next attempt (the modal's own render) tries again.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

const LazyDispatcher = lazy(() => loadCtaModal().then((module) => ({ default: module.CtaModal })));

/** The CTA modal for a request; a native form's code is requested with the modal's, not after it. */
export function LazyCtaModal(props: ComponentProps<typeof LazyDispatcher>) {
  if (isNativeFormCta(props.request.cta)) void loadFormCtaModal().catch(() => undefined);
  return <LazyDispatcher {...props} />;
}
