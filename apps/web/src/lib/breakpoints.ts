// The spec's breakpoints (section 9) — the single source for every width rule in code.
// CSS reads the same numbers from the custom properties that `applyBreakpointProperties` writes.

export const breakpoints = { xs: 0, sm: 641, md: 801, lg: 1280, xl: 1920, xxl: 2560 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** The shell switches from the mobile to the desktop layout at this width (inclusive). */
export const DESKTOP_MIN_WIDTH = 1200;

/** Widths at or below this get medium image quality, above it high (spec section 9). */
export const HIGH_QUALITY_MIN_EXCLUSIVE_WIDTH = 1200;

export type LayoutMode = 'mobile' | 'desktop';

export function layoutForWidth(width: number): LayoutMode {
  return width >= DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile';
}

/** The largest named breakpoint whose minimum the width reaches. */
export function breakpointForWidth(width: number): Breakpoint {
  let current: Breakpoint = 'xs';
  for (const [name, min] of Object.entries(breakpoints) as [Breakpoint, number][]) {
    if (width >= min) current = name;
  }
  return current;
}

/** Image quality for a width; unknown widths get medium (spec section 9). */
export function imageQualityForWidth(width: number | undefined): 'medium' | 'high' {
  return width !== undefined && width > HIGH_QUALITY_MIN_EXCLUSIVE_WIDTH ? 'high' : 'medium';
}

export function minWidthQuery(breakpoint: Breakpoint): string {
  return `(min-width: ${breakpoints[breakpoint]}px)`;
}
