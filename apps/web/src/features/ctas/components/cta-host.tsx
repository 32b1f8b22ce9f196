// Mounted once in the app layout: hands the brand's CTAs to the queue, shows the entry CTA 300 ms
// after load when the rules of spec section 4 allow it, and shows whatever the queue holds, one at
// a time (cta-priority.ts). In an embed or in preview the app shows none of its own CTAs.
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { ModalFallbackContext, type ModalFallback } from '../../../components/modal/modal.tsx';
import { hasViewedEntryCta } from '../../../lib/cookies.ts';
import { useApi, useContentScope } from '../../../lib/tenant-context.tsx';
import { isEmbedded } from '../../../lib/analytics/analytics-client.ts';
import { brandQuery } from '../../../lib/brand/brand-query.ts';
import { reportError } from '../../../lib/errors/reporting.ts';
import { yieldToMain } from '../../../lib/yield-to-main.ts';
import { brandCatalogue, useCtaQueueStore, useCurrentCta } from '../cta-store.ts';
import { ENTRY_CTA_DELAY_MS, markEntryCtaSettled, pickEntryCta } from '../entry-cta.ts';
import { wasShownThisVisit } from '../visit-memory.ts';
import { LazyCtaModal, loadCtaModal } from './lazy-cta-modal.tsx';
// With the host rather than the modals: a notice then adds no stylesheet to the page when it opens
// (a new sheet restyles the whole page on a phone's busiest second).
import './cta.css';

export interface CtaHostProps {
  /** From the shell's query parameters (spec section 2). */
  ctasTimed: boolean;
  skipForms: boolean;
  openCta: string | null;
  /** Preview mode (a token in the address). */
  preview?: boolean;
  fetchImpl?: typeof fetch | undefined;
}

/** /{siteName}/ctas and /{siteName}/ctas/{id}: the standalone CTA route. */
export function isCtaRoute(pathname: string): boolean {
  return /^\/[^/]+\/ctas(?:\/|$)/.test(pathname);
}

/**
 * Spec section 2: a modal without a close handler is reported as an exception and the CTA close
 * action runs anyway.
 */
export const ctaModalFallback: ModalFallback = {
  onMissingClose: (reason) => {
    reportError(new Error('A modal was closed that has no close handler'), 'cta-modal-close', { reason });
    useCtaQueueStore.getState().closeCurrent();
  },
};

export function CtaHost({ ctasTimed, skipForms, openCta, preview = false, fetchImpl }: CtaHostProps) {
  const { pathname } = useLocation();
  const brand = useQuery(brandQuery(useApi(), useContentScope())).data;
  const current = useCurrentCta();
  const onCtaRoute = isCtaRoute(pathname);

  useEffect(() => {
    if (!brand) return;
    useCtaQueueStore.getState().setCatalogue(brandCatalogue(brand));
  }, [brand]);

  useEffect(() => {
    const store = useCtaQueueStore.getState();
    if (!brand || store.entryChecked) return;
    store.markEntryChecked();
    const embedded = isEmbedded();
    store.setAutomaticAllowed(!embedded && !preview);
    const entry = pickEntryCta(brand.on_entry_ctas, {
      embedded,
      preview,
      shownThisVisit: wasShownThisVisit,
      onCtaRoute,
      ctasTimed,
      skipForms,
      hasViewedCookie: hasViewedEntryCta,
    });
    if (!entry) {
      markEntryCtaSettled(null);
      return;
    }
    // Not cancelled on unmount: the entry CTA belongs to the page load, not to one render.
    // Nothing else shows until the entry CTA does: it comes first (cta-priority.ts).
    store.holdForEntry();
    // Its code runs now, not with the modal's first render (a failure shows when the modal renders),
    // in a task after this one: requesting it adds the chunk's preload links (issue 36).
    void yieldToMain().then(() => loadCtaModal(entry).catch(() => undefined));
    setTimeout(() => {
      useCtaQueueStore.getState().settleEntry(entry);
      markEntryCtaSettled(entry.id);
    }, ENTRY_CTA_DELAY_MS);
  }, [brand, onCtaRoute, ctasTimed, skipForms, preview]);

  const onDone = useMemo(
    () => (current ? () => useCtaQueueStore.getState().remove(current.ctaId) : () => undefined),
    [current],
  );

  if (!current || onCtaRoute) return null;
  return (
    <ModalFallbackContext.Provider value={ctaModalFallback}>
      <Suspense fallback={null}>
        <LazyCtaModal
          key={current.ctaId}
          request={current}
          onDone={onDone}
          openCtaParam={openCta}
          fetchImpl={fetchImpl}
        />
      </Suspense>
    </ModalFallbackContext.Provider>
  );
}
