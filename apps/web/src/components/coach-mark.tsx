// A coach mark: a short tip floating over the screen, pointing at the control it explains (or
// centred when it explains the view itself). It takes no layout space and never moves focus; it
// is announced politely. Any tap or click, Escape, or Enter (when focus is not in a control that
// needs Enter) dismisses it — the tap still reaches what it landed on.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import './tokens.css';
import './coach-mark.css';

export interface CoachMarkProps {
  /** CSS selector of the control explained; null or not found: centred. */
  target: string | null;
  message: string;
  dismissLabel: string;
  onDismiss: () => void;
}

interface Placement {
  top: number;
  left: number;
  side: 'above' | 'below' | 'center';
  arrowLeft: number;
}

const GAP = 12;
const MARGIN = 12;

function place(target: Element | null, bubble: HTMLElement): Placement {
  const width = bubble.offsetWidth;
  const height = bubble.offsetHeight;
  const viewportWidth = document.documentElement.clientWidth;
  const viewportHeight = document.documentElement.clientHeight;
  const rect = target?.getBoundingClientRect();
  if (!rect || rect.width === 0) {
    return {
      top: Math.max(MARGIN, (viewportHeight - height) / 2),
      left: Math.max(MARGIN, (viewportWidth - width) / 2),
      side: 'center',
      arrowLeft: 0,
    };
  }
  const centre = rect.left + rect.width / 2;
  const left = Math.min(Math.max(MARGIN, centre - width / 2), viewportWidth - width - MARGIN);
  const below = rect.bottom + GAP + height <= viewportHeight - MARGIN;
  return {
    top: below ? rect.bottom + GAP : Math.max(MARGIN, rect.top - GAP - height),
    left,
    side: below ? 'below' : 'above',
    arrowLeft: Math.min(Math.max(16, centre - left), width - 16),
  };
}

export function CoachMark({ target, message, dismissLabel, onDismiss }: CoachMarkProps) {
  const bubbleRef = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<Placement | null>(null);

  useLayoutEffect(() => {
    const update = () => {
      const bubble = bubbleRef.current;
      if (bubble) setPlacement(place(target ? document.querySelector(target) : null, bubble));
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [target]);

  useEffect(() => {
    const onPointerDown = () => onDismiss();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onDismiss();
        return;
      }
      if (event.key !== 'Enter') return;
      const focused = document.activeElement;
      const inOwnControl = bubbleRef.current?.contains(focused ?? null) ?? false;
      if (!focused || focused === document.body || inOwnControl) {
        event.preventDefault();
        onDismiss();
      }
    };
    // Capture: the visitor's first tap dismisses the tip even if the viewer stops the event.
    window.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      window.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('keydown', onKeyDown, true);
    };
  }, [onDismiss]);

  return (
    <div
      ref={bubbleRef}
      className="coach-mark"
      data-side={placement?.side ?? 'center'}
      data-placed={placement !== null}
      style={
        placement
          ? { top: placement.top, left: placement.left, ['--arrow-left' as string]: `${placement.arrowLeft}px` }
          : undefined
      }
    >
      <p className="coach-mark__message" role="status">
        {message}
      </p>
      <button type="button" className="coach-mark__dismiss" onClick={onDismiss}>
        {dismissLabel}
      </button>
    </div>
  );
}
