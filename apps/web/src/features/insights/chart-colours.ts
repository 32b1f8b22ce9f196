// The traffic chart's two lines in the tenant's brand colour: visits in the brand colour itself,
// page views in a lighter (on a dark page: darker) shade of it, each moved only as far as it must
// to keep 3:1 against the panel (WCAG 1.4.11, graphics). Page views are also dashed, so the two
// never differ by colour alone.
import {
  accessibleOn,
  contrastRatio,
  mix,
  parseHexColor,
  relativeLuminance,
  toHex,
  type Rgb,
} from '../../lib/color-contrast.ts';

export const GRAPHIC_CONTRAST = 3;

export interface ChartColours {
  visits: string;
  pageViews: string;
}

export function chartColours(brandHex: string, surfaceHex: string): ChartColours {
  const surface: Rgb = parseHexColor(surfaceHex) ?? { r: 255, g: 255, b: 255 };
  const brand: Rgb = parseHexColor(brandHex) ?? { r: 0, g: 0, b: 0 };
  const visits = accessibleOn(brand, surface, GRAPHIC_CONTRAST);
  // Towards the surface, by as much as the 3:1 floor allows (never past it).
  let pageViews = visits;
  for (let step = 1; step <= 10; step += 1) {
    const candidate = mix(visits, surface, step / 20);
    if (contrastRatio(candidate, surface) < GRAPHIC_CONTRAST) break;
    pageViews = candidate;
  }
  // A brand already at the floor has no lighter shade: take a shade further from the surface instead.
  if (toHex(pageViews) === toHex(visits)) {
    const away: Rgb = relativeLuminance(surface) > 0.18 ? { r: 0, g: 0, b: 0 } : { r: 255, g: 255, b: 255 };
    pageViews = mix(visits, away, 0.35);
  }
  return { visits: toHex(visits), pageViews: toHex(pageViews) };
}
