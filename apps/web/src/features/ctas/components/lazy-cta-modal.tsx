// The CTA modals (forms, date picker, sanitiser) load only when a CTA is shown, not with every route.
// The entry CTA's code is requested as soon as the CTA is picked (cta-host.tsx): it then loads and
// runs during the 300 ms before the CTA shows, as a task of its own, rather than together with the
// modal's first render when the visitor is already waiting for it.
import { lazy } from 'react';

let loading: Promise<typeof import('./cta-modal.tsx')> | null = null;

export function loadCtaModal(): Promise<typeof import('./cta-modal.tsx')> {
  if (!loading) {
    loading = import('./cta-modal.tsx');
    // A failed load is not kept: the next attempt (the modal's own render) tries again.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

export const LazyCtaModal = lazy(() => loadCtaModal().then((module) => ({ default: module.CtaModal })));
