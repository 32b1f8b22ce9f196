// A coach mark: a short tip floating over the screen, pointing at the control it explains (or
// near the middle when it explains the view itself), never over that control, a hotspot or any
// other control (coach-mark-placement.ts). It takes no layout space and never moves focus; it
// is announced politely. Any tap or click, Escape, or Enter (when focus is not in a control that
// needs Enter) dismisses it — the tap still reaches what it landed on.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { placeCoachMark, type Box, type CoachPlacement } from './coach-mark-placement.ts';
import './tokens.css';
import './coach-mark.css';

export interface CoachMarkProps {
  /** CSS selector of the control explained; null or not found: centred. */
  target: string | null;
  message: string;
  dismissLabel: string;
  onDismiss: () => void;
}

/**
 * What a tip must leave uncovered: every control and hotspot on screen (not the view itself), and a
 * notice as a whole (the cookie notice: its text, not only its button and link).
 */
const CONTROLS =
  'button, a[href], input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"]), .hotspot-marker, .psv-marker, .toast';

/** Inside a box clipped to nothing (a visually hidden list that shows on focus). */
function clippedAway(element: Element): boolean {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const rect = parent.getBoundingClientRect();
    if ((rect.width < 4 || rect.height < 4) && getComputedStyle(parent).overflow !== 'visible') return true;
  }
  return false;
}

function obstacles(bubble: HTMLElement, viewport: { width: number; height: number }): Box[] {
  const boxes: Box[] = [];
  for (const element of document.querySelectorAll(CONTROLS)) {
    // Not skipped for aria-hidden: the panorama's markers are hidden from assistive technology (the
    // hotspot list names them) but are on screen all the same.
    if (bubble.contains(element) || element.closest('[inert], [hidden]')) continue;
    const rect = element.getBoundingClientRect();
    // Visually hidden controls (1 px) and the panorama's own focusable canvas (the whole view) are
    // not things a tip could cover.
    if (rect.width < 4 || rect.height < 4 || rect.width * rect.height > 0.4 * viewport.width * viewport.height)
      continue;
    if (rect.bottom <= 0 || rect.right <= 0 || rect.top >= viewport.height || rect.left >= viewport.width) continue;
    if (getComputedStyle(element).visibility === 'hidden' || clippedAway(element)) continue;
    boxes.push({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom });
  }
  return boxes;
}

/** Narrower tips (taller) to try beside a control before floating one free. */
const NARROWER = [256, 208];

function place(target: Element | null, bubble: HTMLElement): CoachPlacement & { width?: number } {
  const viewport = { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
  const rect = target?.getBoundingClientRect();
  const targetBox =
    rect && rect.width > 0 ? { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom } : null;
  const blocked = obstacles(bubble, viewport);
  bubble.style.inlineSize = '';
  const natural = { width: bubble.offsetWidth, height: bubble.offsetHeight };
  if (targetBox) {
    for (const width of [natural.width, ...NARROWER.filter((narrower) => narrower < natural.width)]) {
      bubble.style.inlineSize = `${String(width)}px`;
      const size = { width, height: bubble.offsetHeight };
      const beside = placeCoachMark({ target: targetBox, obstacles: blocked, size, viewport, floating: false });
      if (beside) return { ...beside, width: width === natural.width ? undefined : width };
    }
    bubble.style.inlineSize = '';
  }
  return placeCoachMark({ target: targetBox, obstacles: blocked, size: natural, viewport });
}

export function CoachMark({ target, message, dismissLabel, onDismiss }: CoachMarkProps) {
  const bubbleRef = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<(CoachPlacement & { width?: number }) | null>(null);

  useLayoutEffect(() => {
    const update = () => {
      const bubble = bubbleRef.current;
      if (bubble) setPlacement(place(target ? document.querySelector(target) : null, bubble));
    };
    update();
    // Controls and hotspots that come later (the panorama's markers, a sheet) move the tip aside.
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    const observer = new MutationObserver(later);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      // What shows, hides or lays out a control — not the markers' per-frame positions.
      attributeFilter: ['class', 'hidden', 'inert', 'data-engine-ready', 'data-layout', 'data-expanded'],
    });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
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
      // Focus on no control: the page, or a region focused by script only (tabindex -1: the main
      // region the splash hands the focus to), where Enter would do nothing else.
      const onNoControl =
        !focused || focused === document.body || (focused instanceof HTMLElement && focused.tabIndex < 0);
      if (onNoControl || inOwnControl) {
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
          ? {
              top: placement.top,
              left: placement.left,
              inlineSize: placement.width,
              ['--arrow' as string]: `${String(placement.arrow)}px`,
            }
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
