// The visitor's unit system (spec sections 3 and 9): the brand's unit_system until the visitor
// chooses, then the unit_system cookie (30 days). Shared by the menu's switch and the map.
import { create } from 'zustand';
import { readUnitSystem, writeUnitSystem, type UnitSystem } from './cookies.ts';

interface UnitState {
  /** The visitor's own choice (cookie), or null: the brand's default applies. */
  chosen: UnitSystem | null;
  choose: (unit: UnitSystem) => void;
}

export const useUnitStore = create<UnitState>((set) => ({
  chosen: readUnitSystem(),
  choose: (unit) => {
    writeUnitSystem(unit);
    set({ chosen: unit });
  },
}));

export function useUnitSystem(brandDefault: UnitSystem): UnitSystem {
  return useUnitStore((state) => state.chosen) ?? brandDefault;
}
