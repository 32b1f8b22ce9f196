// Toasts: short, non-blocking messages in one polite live region at the bottom of the screen (the
// cookie notice, "link copied", "shown in English"). A toast stays until it is dismissed or its
// owner removes it: nothing vanishes before a slow reader has read it (WCAG 2.2.1).
import X from 'lucide-react/icons/x';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { IconButton } from './icon-button.tsx';
import './tokens.css';
import './toast.css';

export interface ToastRegionProps {
  /** The live region's name, e.g. "Notifications". */
  label: string;
  children: ReactNode;
}

/**
 * Hands the room a shown notice takes at the bottom of the window to the page (--toast-room on the
 * root, toast.css): a page that scrolls keeps what Tab focuses clear of the notice instead of
 * scrolling it in under it (WCAG 2.4.11), and its end can scroll up above it.
 */
function useToastRoom(region: HTMLElement | null): void {
  useLayoutEffect(() => {
    if (!region || typeof ResizeObserver === 'undefined') return;
    const style = document.documentElement.style;
    const update = () => {
      const box = region.getBoundingClientRect();
      const room = box.height > 0 ? Math.max(0, window.innerHeight - box.top) : 0;
      style.setProperty('--toast-room', `${String(Math.round(room))}px`);
    };
    const resizes = new ResizeObserver(update);
    resizes.observe(region);
    window.addEventListener('resize', update);
    update();
    return () => {
      resizes.disconnect();
      window.removeEventListener('resize', update);
      style.removeProperty('--toast-room');
    };
  }, [region]);
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
