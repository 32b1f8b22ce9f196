// The brand's part of the design tokens (components/tokens.css holds the rest): CSS custom
// properties computed from the brand's primary_color and a tour's splash_color, each paired with a
// foreground that passes WCAG 2.2 AA on it. Screens set them with `style={brandStyle(...)}`.
import { accessibleOn, hslToRgb, mix, parseHexColor, readableForeground, toHex, type Rgb } from './color-contrast.ts';

/** Spec section 3: a brand without a colour is black. */
export const DEFAULT_PRIMARY = '#000000';
/** Spec sections 3 and 9: splash default hue 196, saturation 100 %, lightness 12 %. */
export const DEFAULT_SPLASH = { hue: 196, saturation: 100, lightness: 12 } as const;

/**
 * The darkest light surface and the lightest dark surface the design system puts brand-coloured
 * text on (`--color-surface-sunken` in each theme of tokens.css): an accent that reads on these
 * reads on every surface of its theme.
 */
export const LIGHT_SURFACE_FLOOR = '#e8ebef';
export const DARK_SURFACE_CEILING = '#2b3039';

export interface BrandPalette {
  brand: Rgb;
  /** Text and icons on a brand-coloured fill. */
  onBrand: Rgb;
  /** The fill on hover/press: further from its foreground, so contrast only grows. */
  brandHover: Rgb;
  /** Brand-coloured text, icons, focus rings and selection marks on light surfaces. */
  accentOnLight: Rgb;
  /** The same on dark surfaces. */
  accentOnDark: Rgb;
}

function rgb(hex: string): Rgb {
  return parseHexColor(hex) ?? { r: 0, g: 0, b: 0 };
}

/**
 * Palettes already worked out, by colour: the accents are searched for step by step (a few ms on a
 * phone), and the layout asks for the same brand's on every render. A site has a handful of colours.
 */
const palettes = new Map<string, BrandPalette>();

export function brandPalette(primaryHex: string | null | undefined): BrandPalette {
  const key = primaryHex ?? DEFAULT_PRIMARY;
  const known = palettes.get(key);
  if (known) return known;
  const palette = workOutPalette(key);
  if (palettes.size >= 64) palettes.clear();
  palettes.set(key, palette);
  return palette;
}

function workOutPalette(primaryHex: string): BrandPalette {
  const brand = rgb(primaryHex);
  const onBrand = readableForeground(brand);
  const whiteText = toHex(onBrand) === '#ffffff';
  const awayFromForeground = whiteText ? rgb('#000000') : rgb('#ffffff');
  return {
    brand,
    onBrand,
    brandHover: mix(brand, awayFromForeground, 0.14),
    accentOnLight: accessibleOn(brand, rgb(LIGHT_SURFACE_FLOOR)),
    accentOnDark: accessibleOn(brand, rgb(DARK_SURFACE_CEILING)),
  };
}

export interface SplashFraction {
  hue: number;
  saturation: number;
  lightness: number;
}

/** Spec section 3: stored as fractions 0..1, shown as degrees and percents. */
export function splashRgb(splash: SplashFraction | null | undefined): Rgb {
  if (!splash) return hslToRgb(DEFAULT_SPLASH.hue, DEFAULT_SPLASH.saturation, DEFAULT_SPLASH.lightness);
  const clamp = (fraction: number) => Math.min(1, Math.max(0, fraction));
  return hslToRgb((clamp(splash.hue) * 360) % 360, clamp(splash.saturation) * 100, clamp(splash.lightness) * 100);
}

export type BrandStyle = Record<`--${string}`, string>;

/** The custom properties for a brand colour (and, on tour screens, the tour's splash colour). */
export function brandStyle(primaryHex: string | null | undefined, splash?: SplashFraction | null): BrandStyle {
  const palette = brandPalette(primaryHex);
  const style: BrandStyle = {
    '--brand': toHex(palette.brand),
    '--brand-fg': toHex(palette.onBrand),
    '--brand-hover': toHex(palette.brandHover),
    '--brand-accent-light': toHex(palette.accentOnLight),
    '--brand-accent-dark': toHex(palette.accentOnDark),
    // The name the pre-token CSS uses; kept so nothing goes colourless while screens move over.
    '--brand-color': toHex(palette.brand),
  };
  if (splash !== undefined) {
    const background = splashRgb(splash);
    style['--splash'] = toHex(background);
    style['--splash-fg'] = toHex(readableForeground(background));
  }
  return style;
}
