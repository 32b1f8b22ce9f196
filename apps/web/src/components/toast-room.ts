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
  const room = box && box.height > 0 ? Math.round(Math.max(0, window.innerHeight - box.top)) : 0;
  const style = document.documentElement.style;
  const now = style.getPropertyValue(ROOM);
  // A property written on the root restyles the whole page, even with the value it already had (a
  // task of 6–8 ms on this machine as the homepage hydrates): written only when the room changes.
  // Unset reads as 0 wherever it is used (var(--toast-room, 0px)).
  if (now === `${String(room)}px` || (room === 0 && now === '')) return;
  style.setProperty(ROOM, `${String(room)}px`);
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
