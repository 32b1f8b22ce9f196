// The first view: a scene's panorama shown before the app itself has loaded (app/first-view starts
// it from the page's URL), then handed to the app's viewer instead of building a second one. Part of
// the engine's context (engine-context.ts): the app's PanoramaView asks the context's hand-off for
// it, as it would ask for a new engine.
//
// Its life, with no timer: shown (over the page, full size) → adopted by the PanoramaView that
// mounts for the same scene (its element moves into that view; one engine, one WebGL context), or
// destroyed as soon as nothing can adopt it: a viewer mounts for another scene (or before it was
// offered), the page moves to an address that does not show its scene, or the app shows an error
// page. While the app shows its own content on the first view's address (a tour's redirect to its
// first scene, the loader giving way), it steps aside, hidden, still adoptable.
import type { PanoramaEngine } from './panorama-engine.ts';

/** What an address shows first (app/first-view/first-view-target.ts reads it from a URL). */
export interface FirstViewPlace {
  sceneSlug: string | null;
  tourSlug: string | null;
}

const ACTIVE_CLASS = 'first-view';
const HIDDEN_CLASS = 'first-view--hidden';

/** One engine started before the app, with explicit hand-over and destruction. */
export class FirstView {
  #state: 'shown' | 'adopted' | 'destroyed' = 'shown';

  constructor(
    readonly sceneId: number,
    /** The scene's slug and the tour it was shown in (null: the scene's own page). */
    readonly place: { sceneSlug: string; tourSlug: string | null },
    readonly engine: PanoramaEngine,
    /** The engine's container: fixed over the page until adopted. */
    readonly element: HTMLElement,
  ) {
    element.classList.add(ACTIVE_CLASS);
    element.classList.remove(HIDDEN_CLASS);
  }

  get waiting(): boolean {
    return this.#state === 'shown';
  }

  /** Whether an address that shows `place` first shows this view's scene (null: no scene). */
  shows(place: FirstViewPlace | null): boolean {
    if (!place || place.tourSlug !== this.place.tourSlug) return false;
    return place.sceneSlug === null || place.sceneSlug === this.place.sceneSlug;
  }

  hide(): void {
    if (this.waiting) this.element.classList.add(HIDDEN_CLASS);
  }

  /** The engine and its element, the caller's from now on; null once adopted or destroyed. */
  handOver(): { engine: PanoramaEngine; element: HTMLElement } | null {
    if (!this.waiting) return null;
    this.#state = 'adopted';
    this.element.classList.remove(ACTIVE_CLASS, HIDDEN_CLASS);
    return { engine: this.engine, element: this.element };
  }

  /** Destroys the engine and removes its element, unless a viewer adopted them (then theirs). */
  destroy(): void {
    if (!this.waiting) return;
    this.#state = 'destroyed';
    this.engine.destroy();
    this.element.remove();
  }
}

/**
 * The app's side of the hand-over, one per page (app/create-app.tsx puts it in the engine's
 * context). The first view is offered once the pre-React start has settled; the app tells it
 * where the page is and what it shows, and each of those decides at once.
 */
export class FirstViewHandOff {
  #view: FirstView | null = null;
  /** A viewer was created, or an error page shown: nothing will adopt a view offered from now. */
  #closed = false;
  #place: FirstViewPlace | null | undefined = undefined;

  offer(view: FirstView): void {
    const unwanted = this.#closed || (this.#place !== undefined && !view.shows(this.#place));
    if (unwanted || !view.waiting) {
      view.destroy();
      return;
    }
    this.#view?.destroy();
    this.#view = view;
  }

  /** The first view of `sceneId` for the viewer that mounts for it; any other is destroyed. */
  adopt(sceneId: number): { engine: PanoramaEngine; element: HTMLElement } | null {
    this.#closed = true;
    const view = this.#view;
    this.#view = null;
    if (view?.sceneId === sceneId) return view.handOver();
    view?.destroy();
    return null;
  }

  /** The page is at an address that shows `place` first: a view of another scene is destroyed. */
  follow(place: FirstViewPlace | null): void {
    this.#place = place;
    if (this.#view && !this.#view.shows(place)) this.close();
  }

  /** The app shows its own content on this address: the view steps aside, still adoptable. */
  stepAside(): void {
    this.#view?.hide();
  }

  /** Nothing will adopt the view (an error page): destroyed now, and any offered later too. */
  close(): void {
    this.#closed = true;
    this.#view?.destroy();
    this.#view = null;
  }

  get waiting(): boolean {
    return this.#view?.waiting ?? false;
  }
}
