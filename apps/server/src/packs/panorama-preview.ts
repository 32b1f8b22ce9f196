import sharp from 'sharp';

/**
 * The panorama's preview (issue 39): the whole equirectangular image at a few dozen pixels, blurred,
 * small enough to be written inline into a scene page's HTML as a data URI. The page's server
 * positions it on the scene's initial view (modules/scenes/scene-first-paint.ts), so the browser
 * paints the scene's colours with the HTML, before any script has run or image has downloaded.
 *
 * The whole panorama rather than a crop of the initial view: the page is positioned for any screen
 * shape and any initial view from the same file, and its name follows from the low rendition's.
 */

/** Base64 grows bytes by a third: 1,536 bytes make a data URI under 2 KB. */
export const PREVIEW_MAX_BYTES = 1536;
/** Widths tried in turn until the file fits; 128 px is 2.8 px per degree, enough for the colours. */
const PREVIEW_WIDTHS = [128, 96, 64, 48];

/** Beside the low WebP rendition (itself content addressed), so the server finds it from the scene. */
export function previewUrlOf(lowWebpUrl: string): string | null {
  return lowWebpUrl.endsWith('.webp') ? `${lowWebpUrl.slice(0, -'.webp'.length)}.preview.webp` : null;
}

export async function renderPanoramaPreview(source: string): Promise<Buffer> {
  let smallest: Buffer | null = null;
  for (const width of PREVIEW_WIDTHS) {
    smallest = await sharp(source)
      .resize(width, width / 2, { fit: 'fill' })
      .blur(0.6)
      .webp({ quality: 40, effort: 6 })
      .toBuffer();
    if (smallest.length <= PREVIEW_MAX_BYTES) return smallest;
  }
  if (smallest === null || smallest.length > PREVIEW_MAX_BYTES) {
    throw new Error(`the panorama's preview takes more than ${String(PREVIEW_MAX_BYTES)} bytes`);
  }
  return smallest;
}
