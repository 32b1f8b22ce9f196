// Spec sections 3 and 4: a hotspot's viewed status is remembered per scene and carried over on
// reload (persisted in localStorage, per site so tenants on one host never mix).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { guardedStorage } from '../../lib/safe-storage.ts';

interface HotspotState {
  /** `${site}:${sceneId}` → ids of the hotspots opened there. */
  viewed: Record<string, number[]>;
  markViewed: (site: string, sceneId: number, hotspotId: number) => void;
}

export const sceneKey = (site: string, sceneId: number) => `${site}:${String(sceneId)}`;

export const useHotspotStore = create<HotspotState>()(
  persist(
    (set) => ({
      viewed: {},
      markViewed: (site, sceneId, hotspotId) =>
        set((state) => {
          const key = sceneKey(site, sceneId);
          const current = state.viewed[key] ?? [];
          if (current.includes(hotspotId)) return state;
          return { viewed: { ...state.viewed, [key]: [...current, hotspotId] } };
        }),
    }),
    { name: 'meridian.viewer.hotspots', storage: createJSONStorage(() => guardedStorage('local')), version: 1 },
  ),
);

const NONE: readonly number[] = [];

export function useViewedHotspots(site: string, sceneId: number): readonly number[] {
  return useHotspotStore((state) => state.viewed[sceneKey(site, sceneId)] ?? NONE);
}
