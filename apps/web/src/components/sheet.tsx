// A non-modal panel that floats over the page: a bottom sheet on phones, a side drawer or a card
// on wide screens (the caller picks `placement`). It never takes layout space and never traps
// focus; modal content belongs in the dialog primitive. Collapsing keeps the header visible, so the
// panel can always be brought back.
import { ChevronDown, ChevronUp, X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { IconButton } from './icon-button.tsx';
import './tokens.css';
import './sheet.css';

export type SheetPlacement = 'bottom' | 'start' | 'end' | 'floating';

export interface SheetProps {
  title: ReactNode;
  /** Accessible names for the header's buttons (from the caller's translations). */
  labels: { collapse: string; expand: string; close?: string };
  placement: SheetPlacement;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /** When given, a close button is shown. */
  onClose?: () => void;
  /** Extra controls in the header (before collapse/close). */
  headerActions?: ReactNode;
  theme?: 'light' | 'dark';
  className?: string;
  children: ReactNode;
}

export function Sheet({
  title,
  labels,
  placement,
  expanded,
  onExpandedChange,
  onClose,
  headerActions,
  theme,
  className,
  children,
}: SheetProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <section
      className={['sheet', className].filter(Boolean).join(' ')}
      data-placement={placement}
      data-expanded={expanded}
      data-theme={theme}
      aria-labelledby={titleId}
    >
      <header className="sheet__header">
        {placement === 'bottom' ? <span className="sheet__handle" aria-hidden="true" /> : null}
        <h2 className="sheet__title" id={titleId}>
          {title}
        </h2>
        <div className="sheet__actions">
          {headerActions}
          <IconButton
            icon={expanded === (placement === 'bottom') ? ChevronDown : ChevronUp}
            label={expanded ? labels.collapse : labels.expand}
            tone="surface"
            size="sm"
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => onExpandedChange(!expanded)}
          />
          {onClose && labels.close ? (
            <IconButton icon={X} label={labels.close} tone="surface" size="sm" onClick={onClose} />
          ) : null}
        </div>
      </header>
      <div className="sheet__body" id={bodyId} hidden={!expanded}>
        {children}
      </div>
    </section>
  );
}
