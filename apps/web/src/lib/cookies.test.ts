import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { readUnitSystem, UNIT_SYSTEM_DAYS, writeUnitSystem } from './cookies.ts';

describe('unit system cookie (spec sections 7 and 9)', () => {
  it('is written for 30 days on path / and read back', () => {
    const set = vi.spyOn(Cookies, 'set');
    writeUnitSystem('imperial');
    expect(set).toHaveBeenCalledWith('unit_system', 'imperial', expect.objectContaining({ expires: 30, path: '/' }));
    expect(UNIT_SYSTEM_DAYS).toBe(30);
    expect(readUnitSystem()).toBe('imperial');
  });

  it('ignores a value that is not a unit system', () => {
    document.cookie = 'unit_system=furlongs; path=/';
    expect(readUnitSystem()).toBeNull();
  });
});
