// The parts of the modal dialog that are plain DOM work (spec section 2, "Modal dialog"): which
// elements can take focus, Tab cycling inside the dialog, the rest of the page made inert, and the
// reduced-motion check that turns the closing animation off.

/** Spec section 9: modal close 300 ms. */
export const MODAL_CLOSE_MS = 300;

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]') && !element.hidden && element.getAttribute('aria-hidden') !== 'true',
  );
}

/** Keeps Tab and Shift+Tab inside `container`; returns true when it moved the focus. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const focusable = focusableIn(container);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return true;
  }
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !container.contains(active);
  if (event.shiftKey && (active === first || active === container || outside)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}

/**
 * Makes every other child of <body> inert (no focus, no clicks, hidden from assistive technology)
 * while the dialog is open; returns the undo. Elements that were inert already stay inert.
 */
export function makeBackgroundInert(keep: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (const element of Array.from(document.body.children)) {
    if (!(element instanceof HTMLElement) || element === keep || element.contains(keep)) continue;
    if (element.hasAttribute('inert')) continue;
    element.setAttribute('inert', '');
    changed.push(element);
  }
  return () => {
    for (const element of changed) element.removeAttribute('inert');
  };
}

export function prefersReducedMotion(win: Window = window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
