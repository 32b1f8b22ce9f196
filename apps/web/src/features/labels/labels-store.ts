// Labels panel state (spec section 4): panel open false, button shown true, all-tab panel false.
// Selecting labels filters scenes; deselecting one removes it from the selection (section 5).
import type { Label } from '@meridian/contracts';
import { create } from 'zustand';

interface LabelsState {
  panelOpen: boolean;
  buttonShown: boolean;
  allTabPanel: boolean;
  /** Selected label-child ids. */
  selected: number[];
  setPanelOpen: (open: boolean) => void;
  setAllTabPanel: (open: boolean) => void;
  toggleLabel: (id: number) => void;
  clearSelection: () => void;
}

export const useLabelsStore = create<LabelsState>((set) => ({
  panelOpen: false,
  buttonShown: true,
  allTabPanel: false,
  selected: [],
  setPanelOpen: (open) => set({ panelOpen: open }),
  setAllTabPanel: (open) => set({ allTabPanel: open }),
  toggleLabel: (id) =>
    set((state) => ({
      selected: state.selected.includes(id) ? state.selected.filter((other) => other !== id) : [...state.selected, id],
    })),
  clearSelection: () => set({ selected: [] }),
}));

/** Scene ids carrying any selected label; null when nothing is selected (no filter). */
export function scenesForSelection(labels: Label[], selected: number[]): Set<number> | null {
  if (selected.length === 0) return null;
  const ids = new Set<number>();
  for (const label of labels) {
    for (const child of label.children) {
      if (selected.includes(child.id)) for (const sceneId of child.locations) ids.add(sceneId);
    }
  }
  return ids;
}
