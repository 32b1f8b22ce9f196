// WCAG 2.2 colour arithmetic: relative luminance, contrast ratio, and the small search that turns
// any brand colour into colours that read (a foreground on it, an accent on light and dark
// surfaces). The ratio formula is the one in WCAG's definition of "contrast ratio".

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/** Normal text needs 4.5:1 (SC 1.4.3); UI parts and large text need 3:1 (SC 1.4.11). */
export const TEXT_CONTRAST = 4.5;
export const UI_CONTRAST = 3;

/** `#abc` or `#aabbcc` (the `#` optional); anything else is null. */
export function parseHexColor(value: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? match[1].replace(/./g, '$&$&') : match[1];
  const channel = (offset: number) => Number.parseInt(digits.slice(offset, offset + 2), 16);
  return { r: channel(0), g: channel(2), b: channel(4) };
}

export function toHex({ r, g, b }: Rgb): string {
  const channel = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (value: number) => {
    const s = value / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `from` moved towards `to` by `amount` (0..1), channel by channel. */
export function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return {
    r: from.r + (to.r - from.r) * amount,
    g: from.g + (to.g - from.g) * amount,
    b: from.b + (to.b - from.b) * amount,
  };
}

/** What a translucent colour looks like over a backdrop (alpha compositing). */
export function composite(color: Rgb, alpha: number, backdrop: Rgb): Rgb {
  return mix(backdrop, color, alpha);
}

/** White or near-black, whichever reads better on `background`. */
export function readableForeground(background: Rgb): Rgb {
  const ink: Rgb = { r: 17, g: 20, b: 24 };
  return contrastRatio(WHITE, background) >= contrastRatio(ink, background) ? WHITE : ink;
}

/**
 * The colour nearest to `color` (moving towards black or white, whichever the surface is not)
 * that reaches `minimum` contrast against `surface`. Brand colours that already pass come back
 * unchanged, so a brand sees its own colour wherever it is legible.
 */
export function accessibleOn(color: Rgb, surface: Rgb, minimum: number = TEXT_CONTRAST): Rgb {
  if (contrastRatio(color, surface) >= minimum) return color;
  const target = relativeLuminance(surface) > 0.18 ? BLACK : WHITE;
  for (let step = 1; step <= 20; step += 1) {
    const candidate = mix(color, target, step / 20);
    if (contrastRatio(candidate, surface) >= minimum) return candidate;
  }
  return target;
}

/** HSL with hue in degrees and saturation/lightness in percent, as sRGB (CSS Color 4 formula). */
export function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return 255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return { r: channel(0), g: channel(8), b: channel(4) };
}
