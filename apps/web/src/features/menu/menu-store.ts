// Universal menu state (spec sections 2 and 4): open flag, tabs with CURRENT_TOUR the default, a
// grid-view flag for the current tour, and the fade-out after closing.
import { create } from 'zustand';
import { MenuFlag } from '../../lib/brand/derive-brand.ts';

export const MenuTab = { currentTour: 'CURRENT_TOUR', explore: 'EXPLORE', all: 'ALL' } as const;
export type MenuTab = (typeof MenuTab)[keyof typeof MenuTab];

/** Spec section 9: fade 250 ms. */
export const MENU_FADE_MS = 250;

interface MenuState {
  open: boolean;
  /** True during the fade-out after closing. */
  closing: boolean;
  tab: MenuTab;
  gridView: boolean;
  openMenu: (tab?: MenuTab) => void;
  closeMenu: () => void;
  finishClosing: () => void;
  setTab: (tab: MenuTab) => void;
  toggleGridView: () => void;
}

export const useMenuStore = create<MenuState>((set) => ({
  open: false,
  closing: false,
  tab: MenuTab.currentTour,
  gridView: false,
  openMenu: (tab) => set((state) => ({ open: true, closing: false, tab: tab ?? state.tab })),
  closeMenu: () => set((state) => (state.open ? { open: false, closing: true } : state)),
  finishClosing: () => set({ closing: false }),
  setTab: (tab) => set({ tab }),
  toggleGridView: () => set((state) => ({ gridView: !state.gridView })),
}));

/** The tabs a brand's menu flags allow, in display order (current tour always). */
export function visibleTabs(activeMenus: number): MenuTab[] {
  const tabs: MenuTab[] = [MenuTab.currentTour];
  if (activeMenus & MenuFlag.explore) tabs.push(MenuTab.explore);
  if (activeMenus & MenuFlag.all) tabs.push(MenuTab.all);
  return tabs;
}
