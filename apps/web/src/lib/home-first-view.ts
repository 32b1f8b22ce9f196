// The server's static first view of the homepage's hero (apps/server/src/modules/link-previews/
// home-first-view.ts, app/home-first-view.css): the hero image, painted with the HTML before the app's
// code has run. The app's hero takes over from it once its own image is on screen; every other way
// the page can go (another screen, an error page) removes it at once. No React here: the page's entry
// (main.tsx) imports this file.

const SELECTOR = '.home-first-view';
/**
 * A safety net only: the app's image is normally the very file the first view shows, decoded within a
 * frame. One that never arrives must not leave the first view over the app's hero for good.
 */
const TAKE_OVER_CAP_MS = 3000;
/**
 * How long the app's code waits for the first view's image at most (a safety net for a stalled
 * request: the app then starts, and its hero shows the image when it comes).
 */
const APP_WAIT_CAP_MS = 2500;

/**
 * Resolves once the first view's image is on screen (loaded, decoded and painted), at once when the
 * page has no first view. The entry starts the app's code after it: the image has the network and
 * the main thread to itself, and it is the page's largest paint.
 */
export function homeFirstViewPainted(doc: Document = document): Promise<void> {
  // The server-rendered homepage (issue 36) has the app's hero itself in its HTML, and the same wait.
  const image = doc.querySelector<HTMLImageElement>(`${SELECTOR} > img, #root .home-hero__media > img`);
  if (!image) return Promise.resolve();
  const painted = image
    .decode()
    .catch(() => undefined)
    .then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  const cap = new Promise<void>((resolve) => setTimeout(resolve, APP_WAIT_CAP_MS));
  return Promise.race([painted, cap]);
}

export function releaseHomeFirstView(doc: Document = document): void {
  doc.querySelector(SELECTOR)?.remove();
}

/**
 * The app's hero has rendered `image` (null: it shows none): the first view goes once that image is
 * decoded, so the swap shows the same picture in the same place, with nothing blank between.
 */
export function releaseHomeFirstViewAfter(image: HTMLImageElement | null): () => void {
  if (!image || !document.querySelector(SELECTOR)) {
    releaseHomeFirstView();
    return () => undefined;
  }
  let done = false;
  const release = () => {
    if (done) return;
    done = true;
    clearTimeout(cap);
    releaseHomeFirstView();
  };
  const cap = setTimeout(release, TAKE_OVER_CAP_MS);
  image.decode().then(release, release);
  return () => {
    done = true;
    clearTimeout(cap);
  };
}
