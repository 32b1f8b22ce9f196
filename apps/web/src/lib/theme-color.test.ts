import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useThemeColor } from './theme-color.ts';

describe('theme colour', () => {
  it('follows the brand colour', () => {
    const { rerender } = renderHook(({ color }) => useThemeColor(color), { initialProps: { color: '#00467f' } });
    expect(document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content).toBe('#00467f');
    rerender({ color: '#0f6b6b' });
    expect(document.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1);
    expect(document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content).toBe('#0f6b6b');
  });
});
