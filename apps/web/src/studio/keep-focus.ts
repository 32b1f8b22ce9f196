// The preview's frame reloads at each save (and for another language), and the visitor modal in it
// takes the focus as it opens, as it must for visitors: without this, pressing Save or choosing the
// preview's language would drop the author inside the preview. After each new address the focus
// the frame takes by itself goes back, once, to where the author was; Tab into the frame, or a click
// in it once the modal is open, stays there. (The Studio cannot see a click inside another origin's
// frame, so it tells the modal's own move apart by when it happens: the first after a load.)
import { useEffect, useRef, type RefObject } from 'react';

/** Whether focus now in the frame goes back: the frame's first move after a load, not the author's Tab. */
export function frameTookFocus(armed: boolean, lastKey: string | null): boolean {
  return armed && lastKey !== 'Tab';
}

export function useKeepFocus(
  frame: RefObject<HTMLIFrameElement | null>,
  fallback: RefObject<HTMLElement | null>,
  /** The frame's address; null: a page that opens no modal by itself (an external link's). */
  opensModal: string | null,
) {
  const armed = useRef(false);
  useEffect(() => {
    armed.current = opensModal !== null;
  }, [opensModal]);

  useEffect(() => {
    // The element the author is in when the frame appears (the side panel's entry just chosen).
    // (The body is no place to give it back to: focusing it would take the focus from the frame and
    // leave it nowhere.)
    const active = document.activeElement;
    let previous: Element | null = active === frame.current || active === document.body ? null : active;
    let lastKey: string | null = null;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target !== frame.current) previous = event.target;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      lastKey = event.key;
    };
    const onPointerDown = () => {
      lastKey = null;
    };
    // The window loses the focus to one of its frames: give it back when the frame took it.
    const onBlur = () => {
      requestAnimationFrame(() => {
        if (document.activeElement !== frame.current) return;
        const tookIt = frameTookFocus(armed.current, lastKey);
        armed.current = false;
        if (!tookIt) return;
        if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
        // Gone, or unable to hold it (Save, disabled once saved): the preview's own heading.
        if (document.activeElement === frame.current) fallback.current?.focus();
      });
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('blur', onBlur);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('blur', onBlur);
    };
  }, [frame, fallback]);
}
