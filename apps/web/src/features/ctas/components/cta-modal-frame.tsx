// The modal around every CTA kind: title, direction and language, gating (no close while a gated
// CTA is unconfirmed), the skip (dismiss) button of non-gated entry CTAs before confirmation, and
// the mapping from how the modal closed to what closing the CTA means (cta-close.ts).
import { createContext, useContext, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/button.tsx';
import { Modal, useModalControls, type ModalCloseReason } from '../../../components/modal/modal.tsx';
import { brandStyle } from '../../../lib/brand-tokens.ts';
import { useLoadedBrand } from '../../../lib/brand/use-brand.ts';
import type { CtaCloseReason } from '../cta-close.ts';
import type { CtaRequest } from '../cta-store.ts';
import { useCtaLanguage } from '../hooks/use-cta-language.ts';

const PendingReasonContext = createContext<((reason: CtaCloseReason) => void) | null>(null);

/** A button inside a CTA modal that closes it for `reason` (with the closing animation). */
export function CtaCloseButton({
  reason,
  className = buttonClassName(),
  children,
}: {
  reason: CtaCloseReason;
  className?: string;
  children: ReactNode;
}) {
  const { requestClose } = useModalControls();
  const setPending = useContext(PendingReasonContext);
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        setPending?.(reason);
        requestClose('action');
      }}
    >
      {children}
    </button>
  );
}

/** Gated: gate_entry on a CTA shown by the app's flow (not a button CTA, not the preview page). */
export function isGated(request: CtaRequest, confirmed: boolean): boolean {
  const byFlow = request.source === 'entry' || request.source === 'timed' || request.source === 'parameter';
  return request.cta.gate_entry && byFlow && !confirmed;
}

/** Spec section 2: a skip button on on-entry CTAs that are not gated, before confirmation. */
export function showsSkip(request: CtaRequest, confirmed: boolean): boolean {
  return request.source === 'entry' && !request.cta.gate_entry && !confirmed;
}

export interface CtaModalFrameProps {
  request: CtaRequest;
  title: string;
  confirmed: boolean;
  onClose: (reason: CtaCloseReason, confirmed: boolean) => void;
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function CtaModalFrame({ request, title, confirmed, onClose, footer, className, children }: CtaModalFrameProps) {
  const { t } = useTranslation();
  const { language, dir } = useCtaLanguage();
  const pending = useRef<CtaCloseReason>('done');
  // The modal is portalled out of the screen that sets the brand's tokens: hand them over.
  const brandColor = useLoadedBrand().color;
  const handleClose = (reason: ModalCloseReason) => onClose(reason === 'action' ? pending.current : reason, confirmed);
  const skip = showsSkip(request, confirmed) ? (
    <CtaCloseButton reason="skip" className={buttonClassName({ variant: 'secondary' })}>
      {t('cta.skip')}
    </CtaCloseButton>
  ) : null;
  return (
    <PendingReasonContext.Provider value={(reason) => (pending.current = reason)}>
      <Modal
        title={title}
        dir={dir}
        lang={language}
        closable={!isGated(request, confirmed)}
        onClose={handleClose}
        className={['cta-modal', className].filter(Boolean).join(' ')}
        style={brandStyle(brandColor)}
        footer={
          footer || skip ? (
            <>
              {skip}
              {footer}
            </>
          ) : undefined
        }
      >
        {children}
      </Modal>
    </PendingReasonContext.Provider>
  );
}
