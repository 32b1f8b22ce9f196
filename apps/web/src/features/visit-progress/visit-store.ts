// Spec section 4, "Scene visit": unvisited → visiting on start (only if unvisited) → visited on
// finish; finishing also makes that scene current. The stack toggle flips isExpanded. Visit status
// is kept per site in localStorage so a reload keeps the visitor's progress.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { guardedStorage } from '../../lib/safe-storage.ts';
import { VisitStatus } from '../../lib/visit-status.ts';

interface VisitState {
  /** site → scene id → status (absent means unvisited). */
  visits: Record<string, Record<string, VisitStatus>>;
  currentSceneId: number | null;
  /** Scene id → isExpanded of its stack of sub-scenes. */
  expanded: Record<string, boolean>;
  startScene: (site: string, sceneId: number) => void;
  finishScene: (site: string, sceneId: number) => void;
  toggleStack: (sceneId: number) => void;
  /** Forgets the visits of some scenes (a tour started again). */
  resetVisits: (site: string, sceneIds: number[]) => void;
}

function withStatus(state: VisitState, site: string, sceneId: number, status: VisitStatus) {
  return { visits: { ...state.visits, [site]: { ...state.visits[site], [String(sceneId)]: status } } };
}

export const useVisitStore = create<VisitState>()(
  persist(
    (set) => ({
      visits: {},
      currentSceneId: null,
      expanded: {},
      startScene: (site, sceneId) =>
        set((state) => {
          const status = state.visits[site]?.[String(sceneId)] ?? VisitStatus.unvisited;
          return status === VisitStatus.unvisited ? withStatus(state, site, sceneId, VisitStatus.visiting) : state;
        }),
      finishScene: (site, sceneId) =>
        set((state) =>
          state.currentSceneId === sceneId && state.visits[site]?.[String(sceneId)] === VisitStatus.visited
            ? state
            : { ...withStatus(state, site, sceneId, VisitStatus.visited), currentSceneId: sceneId },
        ),
      toggleStack: (sceneId) =>
        set((state) => ({ expanded: { ...state.expanded, [String(sceneId)]: !state.expanded[String(sceneId)] } })),
      resetVisits: (site, sceneIds) =>
        set((state) => {
          const siteVisits = { ...state.visits[site] };
          for (const id of sceneIds) Reflect.deleteProperty(siteVisits, String(id));
          return { visits: { ...state.visits, [site]: siteVisits } };
        }),
    }),
    {
      name: 'meridian.viewer.visits',
      storage: createJSONStorage(() => guardedStorage('local')),
      version: 1,
      partialize: (state) => ({ visits: state.visits }),
    },
  ),
);

export function visitStatusOf(
  visits: Record<string, Record<string, VisitStatus>>,
  site: string,
  sceneId: number,
): VisitStatus {
  return visits[site]?.[String(sceneId)] ?? VisitStatus.unvisited;
}
