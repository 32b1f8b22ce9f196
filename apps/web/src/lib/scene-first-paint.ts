// The server's first paint of a scene or tour page (apps/server/src/modules/scenes/
// scene-first-paint-html.ts): the scene's blurred preview over its splash colour, with its title,
// painted with the HTML before any script ran. The engine's first frame takes over from the preview
// (the same view, sharper: the preview steps aside one frame after the canvas has drawn), and the
// app's screen from the title (once it shows content rather than loaders). No React here: the first
// view's code (app/first-view) and the app both call it.

const SELECTOR = '.scene-first-paint';
/** Hides the splash colour and the preview, keeps the title (the server's inline styles). */
const ENGINE_CLASS = 'scene-first-paint--engine';

/** The engine has drawn its first frame under the preview: the preview goes, the title stays. */
export function sceneFirstPaintUnderEngine(doc: Document = document): void {
  doc.querySelector(SELECTOR)?.classList.add(ENGINE_CLASS);
}

/**
 * The app shows its own screen: the first paint goes entirely, and with it the tour's outline the
 * server wrote for readers without the viewer (features/tour/components/tour-outline.tsx, issue 36).
 */
export function releaseSceneFirstPaint(doc: Document = document): void {
  doc.querySelector(SELECTOR)?.remove();
  doc.querySelector('.tour-outline')?.remove();
}

/**
 * The server wrote the title in the language it would answer in; a visitor who chose another one
 * (stored in this browser, which the server never sees) must not read it in the wrong language:
 * the title goes at once, the preview stays.
 */
export function dropSceneFirstPaintTitleUnless(language: string | null, doc: Document = document): void {
  const paint = doc.querySelector<HTMLElement>(SELECTOR);
  if (!paint || language === null) return;
  if (paint.dataset.language?.toLowerCase() !== language.toLowerCase()) paint.querySelector('p')?.remove();
}
