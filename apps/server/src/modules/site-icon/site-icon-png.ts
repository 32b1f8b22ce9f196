// The site icon as a PNG, the one the app's pages link. A browser turns an SVG favicon into pixels on
// the page's own main thread (it builds a whole SVG document and looks up a font for the letter):
// 48 ms on this machine during the homepage's start, ≈ 140 ms of blocking time on a phone four times
// slower. A 96 px PNG decodes in well under a millisecond. Rendered once per icon, then kept. The
// letter is drawn with the server's own fonts (fontconfig, through sharp's SVG renderer).
import sharp from 'sharp';

/** The icon's size in pixels: crisp at 32 px on a 3× screen, small (≈1 KB). */
export const SITE_ICON_PNG_SIZE = 96;
const SVG_VIEWBOX = 64;
/** One entry per tenant look; the bound only guards against unbounded growth. */
const MAX_KEPT = 256;

const kept = new Map<string, Promise<Buffer>>();

export function siteIconPng(svg: string): Promise<Buffer> {
  const hit = kept.get(svg);
  if (hit) return hit;
  if (kept.size >= MAX_KEPT) kept.clear();
  const rendered = sharp(Buffer.from(svg), { density: (72 * SITE_ICON_PNG_SIZE) / SVG_VIEWBOX })
    .resize(SITE_ICON_PNG_SIZE, SITE_ICON_PNG_SIZE)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  kept.set(svg, rendered);
  // A failed render is not kept: the next request tries again.
  rendered.catch(() => kept.delete(svg));
  return rendered;
}
