// Native form CTA (spec section 2, "CTA form modal"): titled with the CTA title (fallback name);
// the paragraph and side image only at medium width (801 px) and up; success shows the message
// with an OK button that closes the modal, or the post_redirect_page in a frame.
import type * as z from 'zod/mini';
import type { formCta } from '@meridian/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { breakpoints } from '../../../lib/breakpoints.ts';
import { useViewport } from '../../../lib/viewport.ts';
import { useAnalytics } from '../../../lib/analytics/analytics-context.tsx';
import { CtaForm } from '../forms/components/cta-form.tsx';
import type { CtaCloseReason } from '../cta-close.ts';
import { ctaEvents, ctaTitle } from '../cta-events.ts';
import { useCtaQueueStore, type CtaRequest } from '../cta-store.ts';
import { useCtaLanguage } from '../hooks/use-cta-language.ts';
import { CtaCloseButton, CtaModalFrame } from './cta-modal-frame.tsx';
import { SanitisedHtml } from '../../../components/sanitised-html.tsx';

export type FormCta = z.infer<typeof formCta>;

export function FormCtaModal({
  request,
  cta,
  onClose,
  fetchImpl,
}: {
  request: CtaRequest;
  cta: FormCta;
  onClose: (reason: CtaCloseReason, confirmed: boolean) => void;
  fetchImpl?: typeof fetch | undefined;
}) {
  const { t } = useTranslation();
  const { analytics } = useAnalytics();
  const { language, dir } = useCtaLanguage();
  const tour = useCtaQueueStore((state) => state.tour);
  const wide = useViewport().width >= breakpoints.md;
  const [confirmed, setConfirmed] = useState(false);
  const form = cta.content[0].value;
  const side = wide && (form.image?.url || form.paragraph.trim());
  return (
    <CtaModalFrame
      request={request}
      title={ctaTitle(cta)}
      confirmed={confirmed}
      onClose={onClose}
      className={side ? 'cta-modal--form cta-modal--with-side' : 'cta-modal--form'}
    >
      <div className="cta-form-layout">
        {side ? (
          <div className="cta-form-layout__side">
            {form.image?.url ? (
              <img
                className="cta-form-layout__image"
                src={form.image.url}
                alt={form.image.alt || form.image.title || ''}
              />
            ) : null}
            {form.paragraph.trim() ? (
              <SanitisedHtml className="cta-form-layout__paragraph" html={form.paragraph} />
            ) : null}
          </div>
        ) : null}
        <div className="cta-form-layout__main">
          <CtaForm
            form={form}
            language={language}
            dir={dir}
            tour={tour}
            fetchImpl={fetchImpl}
            onSubmitted={() => analytics.track(ctaEvents.submit(cta))}
            onSuccess={() => {
              setConfirmed(true);
              analytics.track(ctaEvents.success(cta));
            }}
            successActions={<CtaCloseButton reason="done">{t('cta.ok')}</CtaCloseButton>}
          />
        </div>
      </div>
    </CtaModalFrame>
  );
}
