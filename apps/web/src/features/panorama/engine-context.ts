// Which engine the viewer screens create. Production: Photo Sphere Viewer, loaded lazily.
// Component tests provide a fake at this boundary.
import { createContext, useContext } from 'react';
import { loadPsvEngine, type EngineFactory } from './panorama-engine.ts';

export const PanoramaEngineContext = createContext<EngineFactory>(loadPsvEngine);

export const useEngineFactory = (): EngineFactory => useContext(PanoramaEngineContext);
