// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  accessibleOn,
  composite,
  contrastRatio,
  hslToRgb,
  parseHexColor,
  readableForeground,
  toHex,
  type Rgb,
} from './color-contrast.ts';

const white: Rgb = { r: 255, g: 255, b: 255 };
const black: Rgb = { r: 0, g: 0, b: 0 };

describe('WCAG colour arithmetic', () => {
  it('reads 3- and 6-digit hex colours and rejects anything else', () => {
    expect(parseHexColor('#00467f')).toEqual({ r: 0, g: 70, b: 127 });
    expect(parseHexColor('fa0')).toEqual({ r: 255, g: 170, b: 0 });
    expect(parseHexColor('#12345')).toBeNull();
    expect(parseHexColor('red')).toBeNull();
  });

  it('computes the contrast ratios WCAG publishes (21:1 black on white, #767676 just passes 4.5:1)', () => {
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBe(1);
    expect(contrastRatio(parseHexColor('#767676') as Rgb, white)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(parseHexColor('#777777') as Rgb, white)).toBeLessThan(4.5);
  });

  it('picks white text on dark colours and dark text on light ones', () => {
    expect(toHex(readableForeground(parseHexColor('#00467f') as Rgb))).toBe('#ffffff');
    expect(toHex(readableForeground(parseHexColor('#fff3a0') as Rgb))).not.toBe('#ffffff');
  });

  it('keeps a colour that already reads on a surface, and darkens one that does not until it does', () => {
    const navy = parseHexColor('#00467f') as Rgb;
    expect(accessibleOn(navy, white)).toEqual(navy);
    const yellow = parseHexColor('#ffd400') as Rgb;
    const darkened = accessibleOn(yellow, white);
    expect(contrastRatio(darkened, white)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(darkened, white)).toBeLessThan(6);
  });

  it('lightens a dark colour on a dark surface', () => {
    const navy = parseHexColor('#0a1f44') as Rgb;
    const surface = parseHexColor('#2b3039') as Rgb;
    expect(contrastRatio(accessibleOn(navy, surface), surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('composites a translucent colour over its backdrop', () => {
    expect(toHex(composite(black, 0.5, white))).toBe('#808080');
  });

  it('converts HSL as CSS does', () => {
    expect(toHex(hslToRgb(0, 100, 50))).toBe('#ff0000');
    expect(toHex(hslToRgb(120, 100, 25))).toBe('#008000');
    expect(toHex(hslToRgb(196, 100, 12))).toBe('#002d3d');
  });
});
