// Runs the effects of closing a CTA (analytics, dismissal flag, viewed cookie), then `onDone`.
import { useCallback } from 'react';
import { markEntryCtaViewed } from '../../../lib/cookies.ts';
import { ENTRY_CTA_CONFIRMED_DAYS } from '../../../lib/cookies.ts';
import { useAnalytics } from '../../../lib/analytics/analytics-context.tsx';
import { closeEffects, type CtaCloseReason } from '../cta-close.ts';
import { ctaEvents } from '../cta-events.ts';
import { useCtaQueueStore, type CtaRequest } from '../cta-store.ts';

export function useCtaClose(request: CtaRequest, onDone: () => void) {
  const { analytics } = useAnalytics();
  return useCallback(
    (reason: CtaCloseReason, confirmed: boolean) => {
      const effects = closeEffects(request, reason, confirmed);
      if (effects.event) analytics.track(ctaEvents.closed(effects.event, request.cta));
      if (effects.cookieDays !== null)
        markEntryCtaViewed(request.ctaId, effects.cookieDays === ENTRY_CTA_CONFIRMED_DAYS);
      if (effects.dismissesEntry) useCtaQueueStore.getState().dismissEntryCta();
      onDone();
    },
    [analytics, request, onDone],
  );
}
