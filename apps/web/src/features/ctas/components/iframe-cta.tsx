// Hosted form CTA (spec section 2, "Iframe CTA modal"): the form page in a frame (height: viewport
// minus 20.5rem). Its `success` message confirms the submission and reveals a button labelled
// Close when the CTA's timing is below 1 and Start otherwise, with an arrow.
//
// Hardening (DESIGN non-negotiable, docs/ctas.md): the spec accepts the message "from any
// origin"; here it counts only when it comes from THIS frame's own window AND its origin, so no
// other page, frame or tab can confirm a submission that never happened.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withTourParams } from '../../../lib/query-params.ts';
import { useAnalytics } from '../../../lib/analytics/analytics-context.tsx';
import type { CtaCloseReason } from '../cta-close.ts';
import { ctaEvents, ctaTitle } from '../cta-events.ts';
import { useCtaQueueStore, type CtaRequest } from '../cta-store.ts';
import { useCtaLanguage } from '../hooks/use-cta-language.ts';
import { CtaCloseButton, CtaModalFrame } from './cta-modal-frame.tsx';
import type { FormCta } from './form-cta.tsx';

export const IFRAME_SUCCESS_MESSAGE = 'success';

/** Close for CTAs shown before or without scenes (timing below 1, or a button CTA), else Start. */
export function iframeButtonKey(timing: number | null): 'cta.close' | 'cta.start' {
  return timing === null || timing < 1 ? 'cta.close' : 'cta.start';
}

/** The frame's address: the page's language (same-origin hosted forms), the tour, the linker. */
export function frameUrl(
  iframeUrl: string,
  options: { language: string; tour: { title: string; slug: string } | null; decorate: (url: string) => string },
): string {
  let url = iframeUrl;
  try {
    const parsed = new URL(iframeUrl, window.location.href);
    if (parsed.origin === window.location.origin && !parsed.searchParams.has('lng')) {
      parsed.searchParams.set('lng', options.language);
      url = parsed.toString();
    }
  } catch {
    return iframeUrl;
  }
  return options.decorate(withTourParams(url, options.tour));
}

export function IframeCtaModal({
  request,
  cta,
  onClose,
}: {
  request: CtaRequest;
  cta: FormCta;
  onClose: (reason: CtaCloseReason, confirmed: boolean) => void;
}) {
  const { t } = useTranslation();
  const { analytics, linker } = useAnalytics();
  const { language, dir } = useCtaLanguage();
  const tour = useCtaQueueStore((state) => state.tour);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [confirmed, setConfirmed] = useState(false);
  const confirmedRef = useRef(false);
  const iframeUrl = cta.content[0].value.iframe_url ?? '';
  const src = useMemo(
    () => frameUrl(iframeUrl, { language, tour, decorate: (url) => linker.decorate(url) }),
    [iframeUrl, language, tour, linker],
  );

  useEffect(() => {
    let frameOrigin: string | null = null;
    try {
      frameOrigin = new URL(src, window.location.href).origin;
    } catch {
      frameOrigin = null;
    }
    const onMessage = (event: MessageEvent) => {
      const frameWindow = frameRef.current?.contentWindow ?? null;
      if (event.data !== IFRAME_SUCCESS_MESSAGE) return;
      if (frameWindow === null || event.source !== frameWindow || event.origin !== frameOrigin) return;
      if (confirmedRef.current) return;
      confirmedRef.current = true;
      setConfirmed(true);
      analytics.track(ctaEvents.iframe(cta, 'success'));
      analytics.track(ctaEvents.success(cta));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [src, analytics, cta]);

  return (
    <CtaModalFrame
      request={request}
      title={ctaTitle(cta)}
      confirmed={confirmed}
      onClose={onClose}
      className="cta-modal--iframe"
      footer={
        confirmed ? (
          <CtaCloseButton reason="done">
            {t(iframeButtonKey(cta.timing))} <span aria-hidden="true">{dir === 'rtl' ? '←' : '→'}</span>
          </CtaCloseButton>
        ) : undefined
      }
    >
      <iframe ref={frameRef} className="cta-iframe" src={src} title={ctaTitle(cta)} />
    </CtaModalFrame>
  );
}
