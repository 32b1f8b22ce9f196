// Notices (the cookie notice, toasts) float at the bottom of the screen; over the viewer they
// would lie on its bottom controls — previous/next, the scene strip, the guide card or sheet — and
// the visitor could not reach Next until they dismissed the notice. The viewer measures how far up
// from the bottom edge its bottom controls reach and hands that to the toast region
// (components/toast.css, --toast-lift), so a notice floats above them, over the panorama.
import { useLayoutEffect, type RefObject } from 'react';

const BOTTOM_CONTROLS = '.immersive__bottom > *, .guide-card';

export function useToastClearance(root: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = root.current;
    // Without ResizeObserver (very old browsers, jsdom) the notice keeps its usual place.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const style = document.documentElement.style;
    const update = () => {
      const tops = [...element.querySelectorAll(BOTTOM_CONTROLS)]
        .map((control) => control.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0)
        .map((box) => box.top);
      const lift = tops.length > 0 ? Math.max(0, window.innerHeight - Math.min(...tops)) : 0;
      style.setProperty('--toast-lift', `${String(Math.round(lift))}px`);
    };
    // Sizes change as the guide card folds, the strip comes and goes (gallery scenes), the window turns.
    const resizes = new ResizeObserver(update);
    const observeAll = () => {
      resizes.disconnect();
      resizes.observe(element);
      for (const control of element.querySelectorAll(BOTTOM_CONTROLS)) resizes.observe(control);
      update();
    };
    const changes = new MutationObserver(observeAll);
    changes.observe(element, { childList: true, subtree: true });
    window.addEventListener('resize', update);
    observeAll();
    return () => {
      resizes.disconnect();
      changes.disconnect();
      window.removeEventListener('resize', update);
      style.removeProperty('--toast-lift');
    };
  }, [root]);
}
