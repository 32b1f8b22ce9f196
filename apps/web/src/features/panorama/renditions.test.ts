// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { QUAD } from '../../testing/viewer-fixtures.ts';
import { renditionOf, sharpQualityFor } from './renditions.ts';

describe('panorama renditions (spec section 9)', () => {
  it('uses medium at or below 1200 px or when the width is unknown, high above', () => {
    expect(sharpQualityFor(1200)).toBe('medium');
    expect(sharpQualityFor(undefined)).toBe('medium');
    expect(sharpQualityFor(1201)).toBe('high');
  });

  it('picks the rendition of the format the browser decodes', () => {
    const images = QUAD.panorama;
    if (!images) throw new Error('fixture has a panorama');
    expect(renditionOf(images, 'low', 'webp').url).toBe('/media/quad-low.webp');
    expect(renditionOf(images, 'high', 'jpeg').url).toBe('/media/quad-high.jpg');
  });
});
