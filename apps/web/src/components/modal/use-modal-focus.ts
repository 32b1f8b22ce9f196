// The one focus handling of every modal dialog in the app (the CTA modal and the viewer's dialogs):
// while `active`, the rest of the page is inert, focus moves into the dialog and Tab / Shift+Tab
// stay inside it; when the dialog closes (or stops being active, e.g. while it fades out) the page
// comes back and focus returns to where it was. Escape stays with each dialog: a CTA modal lets a
// date picker inside it take Escape first, a viewer dialog takes it before the hotspot panel.
import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { focusableIn, makeBackgroundInert, trapTab } from './modal-behaviour.ts';

export interface ModalFocusOptions {
  /** The element that stays alive (the dialog's outermost element, backdrop included). */
  keep: RefObject<HTMLElement | null>;
  /** 'dialog': the dialog element itself takes focus; 'first': its first focusable element. */
  initialFocus: 'dialog' | 'first';
  active?: boolean;
}

export function useModalFocus(dialogRef: RefObject<HTMLElement | null>, options: ModalFocusOptions) {
  const { keep, initialFocus, active = true } = options;

  useLayoutEffect(() => {
    const root = keep.current;
    const dialog = dialogRef.current;
    if (!active || !root || !dialog) return;
    const previous = document.activeElement;
    const undoInert = makeBackgroundInert(root);
    // Focusing needs the new dialog's style and layout; asked for here, in the commit that adds it,
    // the browser computes them on the spot and the opening becomes one long task. In the next
    // frame they are computed anyway, before that frame paints, so the dialog shows focused.
    // Something inside the dialog may have taken focus before that frame (a form that was sent at
    // once moves focus onto its message): it keeps it.
    const frame = requestAnimationFrame(() => {
      if (dialog.contains(document.activeElement)) return;
      (initialFocus === 'first' ? (focusableIn(dialog)[0] ?? dialog) : dialog).focus();
    });
    return () => {
      cancelAnimationFrame(frame);
      undoInert();
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [active, dialogRef, initialFocus, keep]);

  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (dialog) trapTab(event, dialog);
    };
    // A frame behind the dialog can take focus by itself (a 3D walkthrough focuses its canvas
    // when it loads): keys then go to the frame's own document and Escape never reaches the
    // dialog. Focus leaving this page for a frame outside the dialog is brought back.
    let check = 0;
    const onWindowBlur = () => {
      cancelAnimationFrame(check);
      check = requestAnimationFrame(() => {
        const dialog = dialogRef.current;
        const focused = document.activeElement;
        if (dialog && focused instanceof HTMLIFrameElement && !dialog.contains(focused)) dialog.focus();
      });
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('blur', onWindowBlur);
    return () => {
      cancelAnimationFrame(check);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('blur', onWindowBlur);
    };
  }, [active, dialogRef]);
}
