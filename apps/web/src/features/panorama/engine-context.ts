// Where the viewer screens get their engine: a new one (production: Photo Sphere Viewer, loaded
// lazily; component tests provide a fake here), or the one the first view started before the app
// loaded (first-view.ts), handed over through the same context. One interface, one owner per engine.
import { createContext, useContext, useEffect } from 'react';
import type { FirstViewHandOff } from './first-view.ts';
import { loadPsvEngine, type EngineFactory } from './panorama-engine.ts';

export interface PanoramaEngineSource {
  /** A new engine, not yet initialised: the caller inits and destroys it. */
  create: EngineFactory;
  /** The page's first view, waiting to be adopted by the viewer of its scene; null without one. */
  firstView: FirstViewHandOff | null;
}

export const PanoramaEngineContext = createContext<PanoramaEngineSource>({ create: loadPsvEngine, firstView: null });

export const useEngineSource = (): PanoramaEngineSource => useContext(PanoramaEngineContext);

/**
 * Starts downloading the engine while the screen still waits for its scene data, so the viewer
 * can be created the moment the scene arrives (the engine object made here is never initialised).
 */
export function useWarmEngine(): void {
  const { create } = useEngineSource();
  useEffect(() => {
    void create().catch(() => undefined);
  }, [create]);
}
