import type { Scene } from '@meridian/contracts';
import { escapeHtml } from '../../http/html-escape.ts';

/**
 * The HTML of a scene or tour page's first paint (issue 39): the splash colour over the whole
 * screen, the panorama's inline preview (packs/panorama-preview.ts) placed so that the scene's
 * initial view is where the engine will show it, and the scene's or tour's title. Painted with the
 * HTML itself, before any script or stylesheet has arrived: its styles are inline. The web app
 * takes over (apps/web/src/lib/scene-first-paint.ts): the engine's first frame replaces the preview,
 * the app's screen the title.
 *
 * The preview is the whole equirectangular panorama, scaled as the viewer scales it: the viewer's
 * vertical field of view (Photo Sphere Viewer: 90° at zoom 0 to 30° at zoom 100) spans the screen's
 * height, so 180° of latitude span `100vh × 180 / fov`; the initial yaw and pitch go to the centre.
 * Repeated across: a view near ±180° wraps round the seam as the panorama does.
 */
export const SCENE_FIRST_PAINT_CLASS = 'scene-first-paint';
/** Element Timing's name for the preview's paint (the scene bench reads it). */
export const SCENE_FIRST_PAINT_TIMING = 'scene-first-paint';

/** Spec sections 3 and 9: the splash colour is HSL, fractions 0..1; none: hue 196, 100 %, 12 %. */
export interface SplashFraction {
  hue: number;
  saturation: number;
  lightness: number;
}
const DEFAULT_SPLASH: SplashFraction = { hue: 196 / 360, saturation: 1, lightness: 0.12 };

function splashCss(splash: SplashFraction | null): string {
  const { hue, saturation, lightness } = splash ?? DEFAULT_SPLASH;
  const fraction = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);
  const number = (value: number) => String(Math.round(value * 100) / 100);
  return `hsl(${number((fraction(hue) * 360) % 360)} ${number(fraction(saturation) * 100)}% ${number(fraction(lightness) * 100)}%)`;
}

/** The CSS box of the preview for the scene's initial view (see above). */
function previewPlacement({ yaw, pitch, zoom }: Scene['initial_rotation']): string {
  const fov = 90 - 0.6 * Math.min(100, Math.max(0, Number.isFinite(zoom) ? zoom : 50));
  const height = (100 * 180) / fov; // in vh
  const x = (((((yaw + 180) % 360) + 360) % 360) / 360) * 2 * height; // vh from the image's left edge
  const y = ((90 - Math.min(90, Math.max(-90, pitch))) / 180) * height;
  const round = (value: number) => String(Math.round(value * 100) / 100);
  return (
    `background-size:auto ${round(height)}vh;` +
    `background-position:calc(50vw - ${round(x)}vh) calc(50vh - ${round(y)}vh);background-repeat:repeat-x`
  );
}

/** Inline because no stylesheet has arrived when the HTML paints; the app's own CSS never styles it. */
const styles =
  `<style>.${SCENE_FIRST_PAINT_CLASS}{position:fixed;inset:0;z-index:950;pointer-events:none;` +
  `font-family:system-ui,sans-serif}` +
  `.${SCENE_FIRST_PAINT_CLASS}>div{position:absolute;inset:0}` +
  `.${SCENE_FIRST_PAINT_CLASS}>p{position:absolute;inset-inline-start:16px;inset-block-end:16px;margin:0;` +
  `max-inline-size:calc(100% - 32px);padding:8px 14px;border-radius:8px;background:rgb(0 0 0/.55);color:#fff;` +
  `font-size:18px;font-weight:600;line-height:1.3;overflow-wrap:anywhere}` +
  `.${SCENE_FIRST_PAINT_CLASS}--engine{background:none!important}` +
  `.${SCENE_FIRST_PAINT_CLASS}--engine>div{display:none}</style>`;

export function sceneFirstPaintHtml(options: {
  previewDataUri: string | null;
  rotation: Scene['initial_rotation'];
  splash: SplashFraction | null;
  title: string;
  language: string;
}): string {
  const preview = options.previewDataUri
    ? `<div elementtiming="${SCENE_FIRST_PAINT_TIMING}" style="background-image:url(${options.previewDataUri});` +
      `${previewPlacement(options.rotation)}"></div>`
    : '';
  const title = options.title ? `<p>${escapeHtml(options.title)}</p>` : '';
  return (
    styles +
    // dir="auto": the title's own script decides its side (an Arabic title sits on the right).
    `<div class="${SCENE_FIRST_PAINT_CLASS}" aria-hidden="true" dir="auto" data-language="${escapeHtml(options.language)}"` +
    ` style="background:${splashCss(options.splash)}">${preview}${title}</div>`
  );
}
