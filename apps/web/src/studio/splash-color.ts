// A tour's splash colour: the pack writes it as HSL fractions (`{ hue: 0.57, saturation: 1,
// lightness: 0.16 }`, spec section 3), a colour input speaks `#rrggbb`. The web app turns the
// fractions into the colour visitors see with `splashRgb` (lib/brand-tokens.ts); this is the way back.
import { splashRgb } from '../lib/brand-tokens.ts';
import { parseHexColor, toHex } from '../lib/color-contrast.ts';
import type { SplashColor } from './pack-model.ts';

/** 4 decimals: a colour written and read back is the same `#rrggbb`. */
const round = (fraction: number) => Math.round(fraction * 10_000) / 10_000;

/** The colour visitors see (the spec's default splash for null). */
export function splashHex(splash: SplashColor | null): string {
  return toHex(splashRgb(splash));
}

/** `#rrggbb` as the pack's fractions, or null when it is not a colour. */
export function hexToSplash(hex: string): SplashColor | null {
  const rgb = parseHexColor(hex);
  if (!rgb) return null;
  const [r, g, b] = [rgb.r / 255, rgb.g / 255, rgb.b / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { hue: 0, saturation: 0, lightness: round(lightness) };
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  const sixths = max === r ? ((g - b) / delta + 6) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return { hue: round(sixths / 6), saturation: round(saturation), lightness: round(lightness) };
}
