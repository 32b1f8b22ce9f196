// A drag on the first frame before the engine has come (first-frame-painter.ts): the view turns as
// the engine would turn it, and the engine starts at the view the visitor turned to. Without it the
// first frame was a picture that ignored the hand for as long as the engine's code took to arrive
// (about a second unthrottled, three or four on a phone network; issue 35).
import { verticalFov, type ViewAngles } from './view-direction.ts';

/** Photo Sphere Viewer keeps the pitch within straight up and straight down. */
const PITCH_LIMIT = 90;

/**
 * The view after the pointer moved (dx, dy) CSS pixels over a viewer `width` × `height`, as Photo
 * Sphere Viewer moves it (moveSpeed 1): the image follows the pointer, a drag across the whole
 * width turns the view by the horizontal field of view, one down the height by the vertical one.
 */
export function draggedView(view: ViewAngles, dx: number, dy: number, width: number, height: number): ViewAngles {
  const vFov = verticalFov(view.zoom);
  const hFov = (2 * Math.atan(Math.tan((vFov * Math.PI) / 360) * (width / height)) * 180) / Math.PI;
  const yaw = ((((view.yaw - (dx / width) * hFov + 180) % 360) + 360) % 360) - 180;
  const pitch = Math.max(-PITCH_LIMIT, Math.min(PITCH_LIMIT, view.pitch + (dy / height) * vFov));
  return { yaw, pitch, zoom: view.zoom };
}

export interface PainterDrags {
  /** Where the view is now. */
  view: () => ViewAngles;
  /** Whether the visitor turned it. */
  dragged: () => boolean;
  /** Stops following the pointer (the engine handles it from now). */
  stop: () => void;
}

/** Follows the primary pointer's drags over `element`, drawing each new view with `look` (once a frame). */
export function followDrags(element: HTMLElement, start: ViewAngles, look: (view: ViewAngles) => void): PainterDrags {
  let view = start;
  let moved = false;
  let from: { id: number; x: number; y: number } | null = null;
  let frame = 0;
  const onDown = (event: PointerEvent) => {
    if (!event.isPrimary || event.button !== 0) return;
    from = { id: event.pointerId, x: event.clientX, y: event.clientY };
    element.setPointerCapture(event.pointerId);
  };
  const onMove = (event: PointerEvent) => {
    if (from?.id !== event.pointerId) return;
    const { clientWidth: width, clientHeight: height } = element;
    if (width === 0 || height === 0) return;
    view = draggedView(view, event.clientX - from.x, event.clientY - from.y, width, height);
    from = { ...from, x: event.clientX, y: event.clientY };
    moved = true;
    if (frame === 0)
      frame = requestAnimationFrame(() => {
        frame = 0;
        look(view);
      });
  };
  const onUp = (event: PointerEvent) => {
    if (from?.id === event.pointerId) from = null;
  };
  const listeners = [
    ['pointerdown', onDown],
    ['pointermove', onMove],
    ['pointerup', onUp],
    ['pointercancel', onUp],
  ] as const;
  for (const [type, listener] of listeners) element.addEventListener(type, listener);
  element.classList.add('first-view--draggable');
  return {
    view: () => view,
    dragged: () => moved,
    stop: () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
      element.classList.remove('first-view--draggable');
      if (frame !== 0) cancelAnimationFrame(frame);
      frame = 0;
      from = null;
    },
  };
}
