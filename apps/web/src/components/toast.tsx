// Toasts: short, non-blocking messages in one polite live region at the bottom of the screen (the
// cookie notice, "link copied", "shown in English"). A toast stays until it is dismissed or its
// owner removes it: nothing vanishes before a slow reader has read it (WCAG 2.2.1).
import X from 'lucide-react/icons/x';
import { useState, type ReactNode } from 'react';
import { IconButton } from './icon-button.tsx';
import { useToastRoom } from './toast-room.ts';
import './tokens.css';
import './toast.css';

export interface ToastRegionProps {
  /** The live region's name, e.g. "Notifications". */
  label: string;
  children: ReactNode;
}

export function ToastRegion({ label, children }: ToastRegionProps) {
  const [region, setRegion] = useState<HTMLElement | null>(null);
  useToastRoom(region);
  return (
    <section ref={setRegion} className="toast-region" aria-label={label} aria-live="polite">
      {children}
    </section>
  );
}

export interface ToastProps {
  children: ReactNode;
  /** An action such as "Got it" or "Undo"; rendered after the message. */
  action?: ReactNode;
  /** When given, a close button with this name dismisses the toast. */
  dismissLabel?: string;
  onDismiss?: () => void;
  tone?: 'neutral' | 'success' | 'danger';
}

export function Toast({ children, action, dismissLabel, onDismiss, tone = 'neutral' }: ToastProps) {
  return (
    <div className="toast" role="status" data-tone={tone}>
      <div className="toast__message">{children}</div>
      {action ? <div className="toast__action">{action}</div> : null}
      {dismissLabel && onDismiss ? (
        <IconButton icon={X} label={dismissLabel} tone="surface" size="sm" tooltipSide="top" onClick={onDismiss} />
      ) : null}
    </div>
  );
}
