// The one modal dialog of the app (spec section 2): heading, close button, Escape and overlay click
// close it, focus is trapped inside and restored afterwards, the rest of the page is inert, and
// closing waits for a 300 ms animation (at once under prefers-reduced-motion). A gated modal has no
// close button and ignores Escape and the overlay; only its own actions (`requestClose('action')`)
// can close it.
import { createContext, useCallback, useContext, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import X from 'lucide-react/icons/x';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { MODAL_CLOSE_MS, prefersReducedMotion } from './modal-behaviour.ts';
import { useModalFocus } from './use-modal-focus.ts';
import '../tokens.css';
import './modal.css';

export type ModalCloseReason = 'close-button' | 'escape' | 'overlay' | 'action';

export interface ModalControls {
  /** Plays the closing animation, then calls the close handler. */
  requestClose: (reason: ModalCloseReason) => void;
}

const ModalControlsContext = createContext<ModalControls | null>(null);

/** For buttons inside a modal (OK, Start…) that close it with the animation. */
export function useModalControls(): ModalControls {
  const controls = useContext(ModalControlsContext);
  if (!controls) throw new Error('useModalControls outside a Modal');
  return controls;
}

/**
 * What happens when a modal without a close handler is asked to close (spec section 2: it is
 * reported as an exception and the close action runs anyway). Features that open modals provide it.
 */
export interface ModalFallback {
  onMissingClose: (reason: ModalCloseReason) => void;
}

export const ModalFallbackContext = createContext<ModalFallback>({ onMissingClose: () => undefined });

export interface ModalProps {
  title: string;
  onClose?: ((reason: ModalCloseReason) => void) | undefined;
  /** false: gated — no close button, Escape and overlay do nothing. */
  closable?: boolean;
  /** Pinned under the scrolling content (fixed buttons, skip button). */
  footer?: ReactNode;
  dir?: 'ltr' | 'rtl';
  lang?: string;
  className?: string;
  /**
   * Custom properties for the portal's root: the modal renders outside the screen that sets the
   * brand's tokens, so the opener hands them over (brandStyle) to keep its buttons in brand colour.
   */
  style?: CSSProperties;
  children: ReactNode;
}

export function Modal({ title, onClose, closable = true, footer, dir, lang, className, style, children }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [container] = useState(() => {
    const element = document.createElement('div');
    element.className = 'modal-root';
    return element;
  });
  const [closing, setClosing] = useState(false);
  const closingRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fallback = useContext(ModalFallbackContext);

  // Mount the portal first: the focus handling below then makes everything else inert.
  useLayoutEffect(() => {
    document.body.appendChild(container);
    return () => container.remove();
  }, [container]);
  useModalFocus(dialogRef, { keep: rootRef, initialFocus: 'dialog' });

  useEffect(() => () => clearTimeout(timer.current), []);

  const requestClose = useCallback(
    (reason: ModalCloseReason) => {
      if (closingRef.current) return;
      if (!closable && reason !== 'action') return;
      closingRef.current = true;
      const finish = () => {
        if (onClose) onClose(reason);
        else fallback.onMissingClose(reason);
      };
      if (prefersReducedMotion()) {
        finish();
        return;
      }
      setClosing(true);
      timer.current = setTimeout(finish, MODAL_CLOSE_MS);
    },
    [closable, onClose, fallback],
  );

  // Escape (key code 27; `Esc` in old browsers), on the way up: a date picker inside takes it first.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' || event.key === 'Esc') {
        event.preventDefault();
        requestClose('escape');
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [requestClose]);

  const classes = ['modal', className].filter(Boolean).join(' ');
  return createPortal(
    <ModalControlsContext.Provider value={{ requestClose }}>
      <div
        ref={rootRef}
        className={classes}
        style={style}
        data-state={closing ? 'closing' : 'open'}
        dir={dir}
        lang={lang}
      >
        {/* Pointer convenience only: Escape is the keyboard equivalent, so the overlay needs no role. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div className="modal__overlay" data-testid="modal-overlay" onClick={() => requestClose('overlay')} />
        <div
          ref={dialogRef}
          className="modal__dialog"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
        >
          <div className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            {closable ? (
              <button
                type="button"
                className="modal__close"
                aria-label={t('modal.close')}
                onClick={() => requestClose('close-button')}
              >
                <X className="modal__close-icon" aria-hidden="true" focusable="false" />
              </button>
            ) : null}
          </div>
          <div className="modal__content">{children}</div>
          {footer ? <div className="modal__footer">{footer}</div> : null}
        </div>
      </div>
    </ModalControlsContext.Provider>,
    container,
  );
}
