// Shows one CTA request as its kind (notice, native form, hosted form, external link), logs the
// open event once, and runs the close effects before handing back to the caller.
import { lazy, useEffect } from 'react';
import { useAnalytics } from '../../../lib/analytics/analytics-context.tsx';
import { ctaEvents } from '../cta-events.ts';
import type { CtaRequest } from '../cta-store.ts';
import { useCtaClose } from '../hooks/use-cta-close.ts';
import { ExternalLinkCtaAction } from './external-link-cta.tsx';
import { loadFormCtaModal } from './form-cta-loader.ts';
import { IframeCtaModal } from './iframe-cta.tsx';
import { NoticeCtaModal } from './notice-cta.tsx';

// Its own chunk (form-cta-loader.ts): a notice, the usual entry CTA, does not load or run it.
const FormCtaModal = lazy(() => loadFormCtaModal().then((module) => ({ default: module.FormCtaModal })));

// Requests whose open event was logged (StrictMode runs effects twice in development).
const openLogged = new WeakSet<CtaRequest>();

export interface CtaModalProps {
  request: CtaRequest;
  /** Called after the close effects ran (remove it from the queue, or leave the preview). */
  onDone: () => void;
  /** The opencta parameter: an open of that CTA is logged as opened by parameter. */
  openCtaParam?: string | null;
  fetchImpl?: typeof fetch | undefined;
}

export function CtaModal({ request, onDone, openCtaParam = null, fetchImpl }: CtaModalProps) {
  const { analytics } = useAnalytics();
  const onClose = useCtaClose(request, onDone);
  const { cta } = request;

  useEffect(() => {
    if (openLogged.has(request)) return;
    openLogged.add(request);
    analytics.track(ctaEvents.open(cta, openCtaParam !== null && openCtaParam === String(cta.id)));
  }, [analytics, request, cta, openCtaParam]);

  switch (cta.action) {
    case 'notice':
      return <NoticeCtaModal request={request} cta={cta} onClose={onClose} />;
    case 'form':
      return cta.content[0].value.iframe_url ? (
        <IframeCtaModal request={request} cta={cta} onClose={onClose} />
      ) : (
        <FormCtaModal request={request} cta={cta} onClose={onClose} fetchImpl={fetchImpl} />
      );
    case 'external_link':
      return <ExternalLinkCtaAction cta={cta} onClose={onClose} />;
  }
}
