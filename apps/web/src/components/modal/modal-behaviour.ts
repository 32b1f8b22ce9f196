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
 * Makes everything outside `keep` inert (no focus, no clicks, hidden from assistive technology)
 * while a dialog is open, and returns the undo: the siblings of `keep` and of each of its
 * ancestors up to <body>. A dialog portalled to <body> leaves only itself alive; one rendered in
 * place (the viewer's dialogs) leaves its own branch alive, nothing beside it. Elements that were
 * inert already stay inert.
 */
export function makeBackgroundInert(keep: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let node = keep; node !== document.body && node.parentElement; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (!(sibling instanceof HTMLElement) || sibling === node || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
  }
  return () => {
    for (const element of changed) element.removeAttribute('inert');
  };
}

export function prefersReducedMotion(win: Window = window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
