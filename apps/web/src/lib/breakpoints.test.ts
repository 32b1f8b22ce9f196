// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { breakpointForWidth, breakpoints, imageQualityForWidth, layoutForWidth } from './breakpoints.ts';

describe('breakpoints (spec section 9)', () => {
  it('are xs 0, sm 641, md 801, lg 1280, xl 1920, xxl 2560', () => {
    expect(breakpoints).toEqual({ xs: 0, sm: 641, md: 801, lg: 1280, xl: 1920, xxl: 2560 });
    expect(breakpointForWidth(640)).toBe('xs');
    expect(breakpointForWidth(641)).toBe('sm');
    expect(breakpointForWidth(801)).toBe('md');
    expect(breakpointForWidth(2560)).toBe('xxl');
  });
  it('switch the shell from mobile to desktop at 1200 px', () => {
    expect(layoutForWidth(1199)).toBe('mobile');
    expect(layoutForWidth(1200)).toBe('desktop');
  });
  it('use medium images at or below 1200 px or when unknown, high above', () => {
    expect(imageQualityForWidth(1200)).toBe('medium');
    expect(imageQualityForWidth(undefined)).toBe('medium');
    expect(imageQualityForWidth(1201)).toBe('high');
  });
});
