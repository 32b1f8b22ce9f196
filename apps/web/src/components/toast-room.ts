// The room a shown notice takes at the bottom of the window, handed to the page as --toast-room on
// the root (0 with no notice): a page that scrolls keeps what Tab focuses clear of the notice
// instead of scrolling it in under it (WCAG 2.4.11) and can scroll its end up above it (app.css);
// a framed scene's stage ends above it (immersive.css). It changes with the notice's size and
// with the lift a screen gives it (use-toast-clearance.ts), which measures it again.
import { useLayoutEffect } from 'react';

const ROOM = '--toast-room';

/** Measures where the notices' region stands now and sets --toast-room from it. */
export function measureToastRoom(): void {
  const box = document.querySelector('.toast-region')?.getBoundingClientRect();
  const room = box && box.height > 0 ? Math.max(0, window.innerHeight - box.top) : 0;
  document.documentElement.style.setProperty(ROOM, `${String(Math.round(room))}px`);
}

/** Keeps --toast-room up to date while the notices' region is on the page. */
export function useToastRoom(region: HTMLElement | null): void {
  useLayoutEffect(() => {
    if (!region || typeof ResizeObserver === 'undefined') return;
    const resizes = new ResizeObserver(measureToastRoom);
    resizes.observe(region);
    window.addEventListener('resize', measureToastRoom);
    // No measurement here: reading the region's box in a layout effect lays the whole page out inside
    // the render's task (35–40 ms of a phone's hydration, issue 36). The observer reports the region's
    // first size itself, after the frame's own layout and before its paint, so the first frame
    // painted with a notice has its room set all the same.
    return () => {
      resizes.disconnect();
      window.removeEventListener('resize', measureToastRoom);
      document.documentElement.style.removeProperty(ROOM);
    };
  }, [region]);
}
