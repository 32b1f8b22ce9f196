import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexToSplash, splashHex } from './splash-color.ts';

describe('a tour’s splash colour', () => {
  it('shows the spec’s default splash when the tour has none, and the pack’s fractions as visitors see them', () => {
    expect(splashHex(null)).toBe('#002d3d'); // hsl(196, 100%, 12%)
    expect(splashHex({ hue: 0, saturation: 1, lightness: 0.5 })).toBe('#ff0000');
  });

  it('writes a chosen colour as fractions that give the same colour back', () => {
    expect(hexToSplash('#ff0000')).toEqual({ hue: 0, saturation: 1, lightness: 0.5 });
    expect(hexToSplash('#808080')).toEqual({ hue: 0, saturation: 0, lightness: 0.502 });
    expect(hexToSplash('red')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const hex = `#${value.toString(16).padStart(6, '0')}`;
        const splash = hexToSplash(hex);
        expect(splash && splashHex(splash)).toBe(hex);
      }),
    );
  });
});
