// The tenant's site icon: a rounded square in the brand colour with the brand's initial in a
// foreground that reads on it (the same contrast rule the web app's tokens use: white or
// near-black, whichever is stronger). SVG, so one file serves every size.
import type { Brand } from '@meridian/contracts';
import { foregroundFor, normaliseHex } from '../../http/brand-colour.ts';

const NEUTRAL = '#14171c';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The brand's first letter (any script), upper-cased where the script has case; "M" without a brand. */
export function initialOf(brand: Pick<Brand, 'title' | 'name'> | null): string {
  const source = (brand?.title || brand?.name || '').trim();
  const first = Array.from(source)[0];
  return first ? first.toLocaleUpperCase() : 'M';
}

export function siteIconSvg(brand: Pick<Brand, 'title' | 'name' | 'primary_color'> | null): string {
  const background = normaliseHex(brand?.primary_color?.hex_value) ?? NEUTRAL;
  const foreground = foregroundFor(background);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="14" fill="${background}"/>`,
    `<text x="32" y="44" text-anchor="middle" font-family="system-ui, sans-serif" font-size="36" font-weight="700" fill="${foreground}">${escapeXml(initialOf(brand))}</text>`,
    '</svg>',
  ].join('');
}
