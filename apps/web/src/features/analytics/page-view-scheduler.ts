// Page views (spec section 7): the initial one 750 ms after load, later ones 1 s after navigation.
// A navigation that is followed by another before its page view fired (a redirect) gets none:
// only the location the visitor lands on is counted.

export const INITIAL_PAGE_VIEW_DELAY_MS = 750;
export const PAGE_VIEW_DELAY_MS = 1000;

export class PageViewScheduler {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private first = true;
  private readonly send: (path: string) => void;

  constructor(send: (path: string) => void) {
    this.send = send;
  }

  /** Call on load and on every navigation (with the new path). */
  navigated(path: string): void {
    if (this.timer) clearTimeout(this.timer);
    const delay = this.first ? INITIAL_PAGE_VIEW_DELAY_MS : PAGE_VIEW_DELAY_MS;
    this.first = false;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.send(path);
    }, delay);
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
