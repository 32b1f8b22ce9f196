// @vitest-environment node
// WCAG 2.2 AA for brand colours: the two demo tenants' colours plus the hard cases a tenant might
// pick (a light yellow, a dark navy, black, white), each checked by computing the ratio.
import { describe, expect, it } from 'vitest';
import { brandPalette, brandStyle, DARK_SURFACE_CEILING, LIGHT_SURFACE_FLOOR, splashRgb } from './brand-tokens.ts';
import { contrastRatio, parseHexColor, toHex, type Rgb } from './color-contrast.ts';

const demoBrands = { northfield: '#00467f', harbour: '#0f6b6b' };
const hardBrands = {
  lightYellow: '#fff3a0',
  darkNavy: '#0a1f44',
  black: '#000000',
  white: '#ffffff',
  orange: '#ff7a00',
};
const lightSurfaces = ['#ffffff', '#f4f6f8', LIGHT_SURFACE_FLOOR];
const darkSurfaces = ['#0d0f13', '#16191f', '#1e222a', DARK_SURFACE_CEILING];

const rgb = (hex: string) => parseHexColor(hex) as Rgb;

describe.each(Object.entries({ ...demoBrands, ...hardBrands }))('brand colour %s (%s)', (_name, hex) => {
  const palette = brandPalette(hex);

  it('puts text on a brand-coloured button with at least 4.5:1, also on hover', () => {
    expect(contrastRatio(palette.onBrand, palette.brand)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette.onBrand, palette.brandHover)).toBeGreaterThanOrEqual(4.5);
  });

  it('shows brand-coloured text and focus rings on every light surface with at least 4.5:1', () => {
    for (const surface of lightSurfaces) {
      expect(contrastRatio(palette.accentOnLight, rgb(surface))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('shows brand-coloured text and focus rings on every dark surface with at least 4.5:1', () => {
    for (const surface of darkSurfaces) {
      expect(contrastRatio(palette.accentOnDark, rgb(surface))).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('brand style', () => {
  it('keeps a demo brand its own colour wherever it already reads', () => {
    const style = brandStyle(demoBrands.northfield);
    expect(style['--brand']).toBe('#00467f');
    expect(style['--brand-fg']).toBe('#ffffff');
    expect(style['--brand-accent-light']).toBe('#00467f');
  });

  it('uses black for a brand without a colour (spec section 3)', () => {
    expect(brandStyle(null)['--brand']).toBe('#000000');
    expect(brandStyle('not a colour')['--brand']).toBe('#000000');
  });

  it('adds the tour splash colour and a readable foreground only when a tour is given', () => {
    expect(brandStyle('#00467f')['--splash']).toBeUndefined();
    const style = brandStyle('#00467f', null);
    expect(style['--splash']).toBe('#002d3d');
    expect(style['--splash-fg']).toBe('#ffffff');
    const pale = brandStyle('#00467f', { hue: 0.15, saturation: 0.9, lightness: 0.85 });
    expect(contrastRatio(rgb(pale['--splash-fg'] ?? ''), rgb(pale['--splash'] ?? ''))).toBeGreaterThanOrEqual(4.5);
  });

  it('reads the splash colour as fractions of a turn and of 100 % (spec section 3)', () => {
    expect(toHex(splashRgb({ hue: 0.5, saturation: 0.8, lightness: 0.2 }))).toBe(toHex(rgb('#0a5c5c')));
  });
});
