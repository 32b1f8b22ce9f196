// Spec section 3: the brand's derived fields (color, logoURL, activeMenus).
import type { Brand } from '@meridian/contracts';

export const DEFAULT_BRAND_COLOR = '#000000';

/** Menu visibility flags (bit set). */
export const MenuFlag = { none: 0, currentTour: 1, explore: 2, all: 4 } as const;

export interface BrandView extends Brand {
  color: string;
  logoURL: string | null;
  activeMenus: number;
}

export function activeMenusOf(brand: Pick<Brand, 'explore_tours' | 'personalization'>): number {
  let flags: number = MenuFlag.currentTour;
  if (brand.explore_tours) flags |= MenuFlag.explore;
  if (brand.personalization) flags |= MenuFlag.all;
  return flags;
}

export function deriveBrand(brand: Brand): BrandView {
  return {
    ...brand,
    color: brand.primary_color?.hex_value ?? DEFAULT_BRAND_COLOR,
    logoURL: brand.logo,
    activeMenus: activeMenusOf(brand),
  };
}
