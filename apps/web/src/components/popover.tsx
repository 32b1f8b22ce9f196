// A disclosure popover: a trigger that opens a small non-modal panel beside it (language list,
// share options, a unit switch). Escape or a press outside closes it and focus returns to the
// trigger; Tab moves on naturally. The trigger is rendered by the caller so it can be an icon
// button or a text button.
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './tokens.css';
import './popover.css';

export interface PopoverTriggerProps {
  'aria-expanded': boolean;
  'aria-controls': string;
  onClick: () => void;
}

export interface PopoverProps {
  /** Renders the trigger; spread the given props onto a button. */
  trigger: (props: PopoverTriggerProps) => ReactNode;
  /** The panel's accessible name. */
  label: string;
  /** Which edge of the trigger the panel opens from. */
  side?: 'bottom' | 'top' | 'start' | 'end';
  align?: 'start' | 'end';
  tone?: 'surface' | 'overlay';
  className?: string;
  /** Opens at once (a popover whose code loads when its trigger is first pressed). */
  defaultOpen?: boolean;
  children: ReactNode | ((close: () => void) => ReactNode);
}

export function Popover({
  trigger,
  label,
  side = 'bottom',
  align = 'start',
  tone = 'surface',
  className,
  defaultOpen = false,
  children,
}: PopoverProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  // Bumped when closing should give focus back to the trigger; the effect below does it after render.
  const [focusReturns, setFocusReturns] = useState(0);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) setFocusReturns((count) => count + 1);
  }, []);

  useEffect(() => {
    if (focusReturns > 0) rootRef.current?.querySelector<HTMLElement>('[aria-controls]')?.focus();
  }, [focusReturns]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    rootRef.current?.addEventListener('keydown', onKeyDown);
    const root = rootRef.current;
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      root?.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  return (
    <div
      ref={rootRef}
      className={['popover', className].filter(Boolean).join(' ')}
      onBlur={(event) => {
        // Focus leaving the trigger and panel altogether closes the panel (Tab past its end).
        if (open && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) close(false);
      }}
    >
      {trigger({ 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen((value) => !value) })}
      <div
        id={panelId}
        role="group"
        aria-label={label}
        className="popover__panel"
        data-side={side}
        data-align={align}
        data-tone={tone}
        hidden={!open}
      >
        {typeof children === 'function' ? children(() => close(true)) : children}
      </div>
    </div>
  );
}
