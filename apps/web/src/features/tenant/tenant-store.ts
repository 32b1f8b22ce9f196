// Tenant bootstrap flags (spec section 4): tenantLoaded is set after the switchboard lookup,
// even when it failed; `language` is the resolved content language.
import { create } from 'zustand';

interface TenantState {
  tenantLoaded: boolean;
  language: string | null;
  markTenantLoaded: () => void;
  setLanguage: (language: string) => void;
}

export const useTenantStore = create<TenantState>((set) => ({
  tenantLoaded: false,
  language: null,
  markTenantLoaded: () => set({ tenantLoaded: true }),
  setLanguage: (language) => set({ language }),
}));
