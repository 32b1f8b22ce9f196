// Notices (the cookie notice, toasts) float at the bottom of the screen. Over a screen with controls
// docked along its bottom edge they would lie on them: the viewer's previous/next, scene strip and
// guide card or sheet, the campus map's bottom sheet on a phone. The visitor could not reach those
// controls until they dismissed the notice, and Tab would walk onto controls hidden under it
// (WCAG 2.4.11). The screen names its bottom controls; this measures how far up from the bottom
// edge they reach and hands that to the toast region (components/toast.css, --toast-lift), so a
// notice floats above them, over the panorama or the map.
import { useLayoutEffect } from 'react';
import { measureToastRoom } from './toast-room.ts';

/**
 * Lifts the toast region above the elements matching `bottomControls` inside `root` while `root`
 * is on the page. `root` is an element (a callback ref's state), so a screen that mounts its root
 * after a loading state is measured once it does.
 */
export function useToastClearance(root: HTMLElement | null, bottomControls: string): void {
  useLayoutEffect(() => {
    // Without ResizeObserver (very old browsers, jsdom) the notice keeps its usual place.
    if (!root || typeof ResizeObserver === 'undefined') return;
    const style = document.documentElement.style;
    const update = () => {
      // Controls the screen made inert behind a cover of its own (a tour's splash) are not there for
      // the visitor: the notice keeps its usual place at the bottom. (A dialog makes the whole page
      // around it inert for a while, the screen included: its controls are still there.)
      const hiddenByScreen = (control: Element) => {
        const cover = control.closest('[inert]');
        return cover !== null && cover !== root && root.contains(cover);
      };
      const tops = [...root.querySelectorAll(bottomControls)]
        .filter((control) => !hiddenByScreen(control))
        .map((control) => control.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0)
        .map((box) => box.top);
      const lift = tops.length > 0 ? Math.max(0, window.innerHeight - Math.min(...tops)) : 0;
      style.setProperty('--toast-lift', `${String(Math.round(lift))}px`);
      measureToastRoom();
    };
    // Sizes change as the guide card folds, the strip comes and goes (gallery scenes), a sheet
    // grows with its content, the window turns.
    const resizes = new ResizeObserver(update);
    const observeAll = () => {
      resizes.disconnect();
      resizes.observe(root);
      for (const control of root.querySelectorAll(bottomControls)) resizes.observe(control);
      update();
    };
    const changes = new MutationObserver(observeAll);
    changes.observe(root, { childList: true, subtree: true, attributeFilter: ['data-placement', 'inert'] });
    window.addEventListener('resize', update);
    // A control that slides or fades into place (a scene's navigation entering with the next scene)
    // moves without changing size: measured again once its motion ends.
    root.addEventListener('transitionend', update);
    root.addEventListener('animationend', update);
    observeAll();
    return () => {
      resizes.disconnect();
      changes.disconnect();
      window.removeEventListener('resize', update);
      root.removeEventListener('transitionend', update);
      root.removeEventListener('animationend', update);
      style.removeProperty('--toast-lift');
      measureToastRoom();
    };
  }, [root, bottomControls]);
}
