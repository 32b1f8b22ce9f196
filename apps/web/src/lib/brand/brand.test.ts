// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from './default-brand.ts';
import { deriveBrand, MenuFlag } from './derive-brand.ts';

describe('brand (spec section 3)', () => {
  it('defaults to id -1, unknown, metric units, docked light gallery, tutorials and maps on', () => {
    expect(DEFAULT_BRAND).toMatchObject({
      id: -1,
      name: 'unknown',
      unit_system: 'metric',
      gallery_size: 'docked',
      gallery_theme: 'light',
      panorama_tutorial: true,
      tour_menu_tutorial: true,
      mobile_guide_card_tutorial: true,
      maps: true,
    });
  });

  it('derives color (black by default), logoURL and the menu flags', () => {
    const plain = deriveBrand(DEFAULT_BRAND);
    expect(plain.color).toBe('#000000');
    expect(plain.activeMenus).toBe(MenuFlag.currentTour);
    const full = deriveBrand({
      ...DEFAULT_BRAND,
      primary_color: { hex_value: '#aa0000' },
      logo: '/media/logo.png',
      explore_tours: true,
      personalization: true,
    });
    expect(full.color).toBe('#aa0000');
    expect(full.logoURL).toBe('/media/logo.png');
    expect(full.activeMenus).toBe(MenuFlag.currentTour | MenuFlag.explore | MenuFlag.all);
    expect(deriveBrand({ ...DEFAULT_BRAND, personalization: true }).activeMenus).toBe(5);
  });
});
