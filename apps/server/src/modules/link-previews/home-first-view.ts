import { HERO_SIZES, srcsetOf, type HeroImage } from '@meridian/contracts/home-path';
import { escapeHtml } from '../../http/html-escape.ts';
import type { HeadTag } from '../../plugins/page-head.ts';

/**
 * The homepage's static first view (issue 13, Lighthouse): its largest paint is the hero image, and
 * the app's hero appears only after the entry, the boot code, the tenant lookup, the UI strings, the
 * language and the content calls. The server knows the hero's image already (it preloads it), so it
 * writes it into the HTML where the app's hero will be (apps/web/src/app/home-first-view.css: same
 * place and size, same tokens); the browser paints it with the HTML, and the app's hero removes it
 * once its own image is on screen (apps/web/src/lib/home-first-view.ts).
 *
 * Only the image, never text: the server cannot know the language the app will choose (a stored
 * language wins over Accept-Language, and it lives in the browser), and a wrong-language title must
 * never show. `aria-hidden`: the app's hero is the one screen readers meet.
 */
export const HOME_FIRST_VIEW_CLASS = 'home-first-view';

/** A CSS position (`50% 30%`, `left top`): anything else could smuggle other declarations in. */
const cssPosition = /^[a-z0-9.%\s-]{1,40}$/i;
const DEFAULT_POSITION = '50% 50%';
/** Spec section 3: a brand without a colour is black (apps/web/src/lib/brand-tokens.ts). */
const DEFAULT_BRAND_COLOR = '#000000';
const hexColor = /^#[0-9a-f]{6}$/i;

export function homeFirstView(image: HeroImage, brandColor: string | null, language: string): HeadTag {
  const position =
    image.background_position && cssPosition.test(image.background_position)
      ? image.background_position
      : DEFAULT_POSITION;
  const color = brandColor && hexColor.test(brandColor) ? brandColor.toLowerCase() : DEFAULT_BRAND_COLOR;
  const size = image.width && image.height ? ` width="${image.width}" height="${image.height}"` : '';
  const srcset = srcsetOf(image.srcset);
  const responsive = srcset ? ` srcset="${escapeHtml(srcset)}" sizes="${HERO_SIZES}"` : '';
  const html =
    `<div class="${HOME_FIRST_VIEW_CLASS}" aria-hidden="true" data-language="${escapeHtml(language)}"` +
    ` style="--brand: ${color}">` +
    `<img src="${escapeHtml(image.url)}"${responsive} alt=""${size} fetchpriority="high"` +
    ` style="object-position: ${escapeHtml(position)}">` +
    `</div>`;
  // The server-rendered homepage (web-app/server-render.ts) has the hero itself.
  return { element: 'body', html, replacedByRoot: true };
}
