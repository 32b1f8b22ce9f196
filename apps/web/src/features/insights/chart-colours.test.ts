// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColor } from '../../lib/color-contrast.ts';
import { chartColours, GRAPHIC_CONTRAST } from './chart-colours.ts';

const rgb = (hex: string) => parseHexColor(hex) ?? { r: 0, g: 0, b: 0 };

describe("the traffic chart's colours", () => {
  const brands = ['#00467f', '#c8102e', '#ffd100', '#7fffd4', '#000000', '#ffffff', '#1f7a4d'];
  const surfaces = ['#ffffff', '#16191f'];

  it.each(surfaces)('draws both lines in shades of the brand that stand out 3:1 from the panel (%s)', (surface) => {
    for (const brand of brands) {
      const colours = chartColours(brand, surface);
      expect(contrastRatio(rgb(colours.visits), rgb(surface)), `${brand} visits`).toBeGreaterThanOrEqual(
        GRAPHIC_CONTRAST,
      );
      expect(contrastRatio(rgb(colours.pageViews), rgb(surface)), `${brand} page views`).toBeGreaterThanOrEqual(
        GRAPHIC_CONTRAST,
      );
      expect(colours.pageViews, `${brand} two shades`).not.toBe(colours.visits);
    }
  });

  it('keeps a brand colour that already reads on the panel as it is, for visits', () => {
    expect(chartColours('#00467f', '#ffffff').visits).toBe('#00467f');
  });
});
