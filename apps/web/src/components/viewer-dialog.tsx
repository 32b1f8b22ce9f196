// The viewer's modal dialogs (scene navigation, universal menu, finished tour): heading, close
// button, Escape and backdrop click close it, focus moves in, is trapped, and returns on close.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

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
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (fading) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      previous?.focus();
    };
  }, [fading, onClose]);

  return (
    <div className={`viewer-dialog${fading ? ' viewer-dialog--fading' : ''}`} inert={fading}>
      <div className="viewer-dialog__backdrop" data-testid="dialog-backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={dialogRef}
        className={`viewer-dialog__box ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
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
