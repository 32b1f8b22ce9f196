import { afterEach, describe, expect, it } from 'vitest';
import {
  dropSceneFirstPaintTitleUnless,
  releaseSceneFirstPaint,
  sceneFirstPaintUnderEngine,
} from './scene-first-paint.ts';

// What the server writes first in <body> (apps/server/src/modules/scenes/scene-first-paint-html.ts).
function serverFirstPaint(language = 'en'): HTMLElement {
  document.body.innerHTML =
    `<div class="scene-first-paint" aria-hidden="true" data-language="${language}" style="background:hsl(196 100% 12%)">` +
    '<div elementtiming="scene-first-paint"></div><p>Main Quad</p></div><div id="root"></div>';
  return document.querySelector<HTMLElement>('.scene-first-paint') as HTMLElement;
}

describe("the HTML's first paint of a scene page gives way to the engine and the app", () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("keeps the title over the engine's first frame, and goes once the app shows its screen", () => {
    const paint = serverFirstPaint();
    sceneFirstPaintUnderEngine();
    expect(paint.classList.contains('scene-first-paint--engine')).toBe(true);
    expect(paint.querySelector('p')?.textContent).toBe('Main Quad');
    releaseSceneFirstPaint();
    expect(document.querySelector('.scene-first-paint')).toBeNull();
  });

  it('never shows the title in another language than the one the visitor chose', () => {
    serverFirstPaint('en');
    dropSceneFirstPaintTitleUnless('fr-CA');
    expect(document.querySelector('.scene-first-paint p')).toBeNull();
    expect(document.querySelector('.scene-first-paint [elementtiming]')).not.toBeNull();
  });

  it('keeps the title in the chosen language, or when the visitor chose none', () => {
    serverFirstPaint('fr-ca');
    dropSceneFirstPaintTitleUnless('fr-CA');
    dropSceneFirstPaintTitleUnless(null);
    expect(document.querySelector('.scene-first-paint p')?.textContent).toBe('Main Quad');
  });
});
