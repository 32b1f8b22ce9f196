// Which engine the viewer screens create. Production: Photo Sphere Viewer, loaded lazily.
// Component tests provide a fake at this boundary.
import { createContext, useContext, useEffect } from 'react';
import { loadPsvEngine, type EngineFactory } from './panorama-engine.ts';

export const PanoramaEngineContext = createContext<EngineFactory>(loadPsvEngine);

export const useEngineFactory = (): EngineFactory => useContext(PanoramaEngineContext);

/**
 * Starts downloading the engine while the screen still waits for its scene data, so the viewer
 * can be created the moment the scene arrives (the engine object made here is never initialised).
 */
export function useWarmEngine(): void {
  const factory = useEngineFactory();
  useEffect(() => {
    void factory().catch(() => undefined);
  }, [factory]);
}
