// The first view: a scene's panorama shown before the app itself has loaded (app/first-view starts
// it from the page's URL), then handed to the app's viewer instead of building a second one.
//
// Its life: offered (on top of the page, full size) → adopted by the PanoramaView that mounts for
// the same scene (its element moves into that view; one engine, one WebGL context) — or, when the
// app shows something else first (an error page, another scene, a redirect), hidden at once and
// destroyed unless adopted within a short grace period (a tour route's redirect to its first scene).
import type { PanoramaEngine } from './panorama-engine.ts';

export interface FirstView {
  sceneId: number;
  engine: PanoramaEngine;
  /** The engine's container: fixed over the page until adopted. */
  element: HTMLElement;
}

/** How long a hidden first view waits to be adopted before it is destroyed. */
export const FIRST_VIEW_GRACE_MS = 5000;

const ACTIVE_CLASS = 'first-view';
const HIDDEN_CLASS = 'first-view--hidden';

let current: FirstView | null = null;
let graceTimer: ReturnType<typeof setTimeout> | null = null;

function clearGrace(): void {
  if (graceTimer !== null) clearTimeout(graceTimer);
  graceTimer = null;
}

/**
 * Destroys the first view if it was not adopted (failed load, left unused). With `engine`, only
 * when that engine is still the waiting first view (an adopted engine belongs to its viewer).
 */
export function releaseFirstView(engine?: PanoramaEngine): void {
  if (engine && current?.engine !== engine) return;
  clearGrace();
  const view = current;
  current = null;
  if (!view) return;
  view.engine.destroy();
  view.element.remove();
}

/** Puts a first view on screen; one at a time (a new one replaces an unadopted one). */
export function offerFirstView(view: FirstView): void {
  releaseFirstView();
  view.element.classList.add(ACTIVE_CLASS);
  view.element.classList.remove(HIDDEN_CLASS);
  current = view;
}

/** The app shows its own content: a first view nobody adopted yet steps aside (see the grace period). */
export function hideFirstView(): void {
  if (!current || graceTimer !== null) return;
  current.element.classList.add(HIDDEN_CLASS);
  graceTimer = setTimeout(() => releaseFirstView(), FIRST_VIEW_GRACE_MS);
}

/**
 * Hands the first view to the viewer that shows `sceneId`, or returns null (none, or another
 * scene's, which is then destroyed). The caller owns the engine from here and moves the element.
 */
export function adoptFirstView(sceneId: number): FirstView | null {
  const view = current;
  if (!view) return null;
  if (view.sceneId !== sceneId) {
    releaseFirstView();
    return null;
  }
  clearGrace();
  current = null;
  view.element.classList.remove(ACTIVE_CLASS, HIDDEN_CLASS);
  return view;
}

/** Whether a first view is waiting (tests, and the app's decision to hide it). */
export function hasFirstView(): boolean {
  return current !== null;
}
