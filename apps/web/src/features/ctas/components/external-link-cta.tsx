// External link CTA (spec section 2): opens its link in a new tab at once (decorated by the
// cross-domain linker), logs a success and closes itself. It renders nothing.
import type * as z from 'zod/mini';
import type { externalLinkCta } from '@meridian/contracts';
import { useEffect, useRef } from 'react';
import { useAnalytics } from '../../../lib/analytics/analytics-context.tsx';
import type { CtaCloseReason } from '../cta-close.ts';
import { ctaEvents } from '../cta-events.ts';

export type ExternalLinkCta = z.infer<typeof externalLinkCta>;

export function ExternalLinkCtaAction({
  cta,
  onClose,
}: {
  cta: ExternalLinkCta;
  onClose: (reason: CtaCloseReason, confirmed: boolean) => void;
}) {
  const { analytics, linker } = useAnalytics();
  const opened = useRef(false);
  useEffect(() => {
    // After the modal's open event (parents' effects run after their children's), and once per
    // CTA even under StrictMode's double effects: a second tab would be a bug.
    const timer = setTimeout(() => {
      if (opened.current) return;
      opened.current = true;
      const { url } = cta.content[0].value;
      if (url) window.open(linker.decorate(url), '_blank', 'noopener,noreferrer');
      analytics.track(ctaEvents.success(cta));
      onClose('external', true);
    }, 0);
    return () => clearTimeout(timer);
  }, [analytics, linker, cta, onClose]);
  return null;
}
