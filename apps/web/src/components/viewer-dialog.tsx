// The viewer's modal dialogs (scene navigation, universal menu, finished tour): heading, close
// button, Escape and backdrop click close it. Focus handling is the one every modal dialog uses
// (modal/use-modal-focus.ts): the rest of the page is inert, focus moves in, is trapped, and
// returns on close. It renders in place (inside the viewer, so it keeps the brand's colours) and
// takes Escape on the way down, before the hotspot panel underneath can.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalFocus } from './modal/use-modal-focus.ts';

interface ViewerDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** The dialog is fading out: still shown, no longer interactive. */
  fading?: boolean;
}

export function ViewerDialog({ title, onClose, children, className, fading = false }: ViewerDialogProps) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalFocus(dialogRef, { keep: rootRef, initialFocus: 'first', active: !fading });

  useEffect(() => {
    if (fading) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [fading, onClose]);

  return (
    <div ref={rootRef} className={`viewer-dialog${fading ? ' viewer-dialog--fading' : ''}`} inert={fading}>
      <div className="viewer-dialog__backdrop" data-testid="dialog-backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={dialogRef}
        className={`viewer-dialog__box ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="viewer-dialog__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="button" onClick={onClose}>
            {t('viewer.close')}
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
