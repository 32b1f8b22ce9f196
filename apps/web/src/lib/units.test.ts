import { act, renderHook } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { useUnitStore, useUnitSystem } from './units.ts';

describe('unit switch (spec sections 3 and 9)', () => {
  it('starts from the brand’s unit and remembers the visitor’s choice in the unit_system cookie', () => {
    useUnitStore.setState({ chosen: null });
    const { result } = renderHook(() => useUnitSystem('imperial'));
    expect(result.current).toBe('imperial');
    act(() => useUnitStore.getState().choose('metric'));
    expect(result.current).toBe('metric');
    expect(Cookies.get('unit_system')).toBe('metric');
  });
});
