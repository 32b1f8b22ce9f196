// What every screen showing a scene does around it: visit status (start on entry, finish when
// shown — spec section 4), the open hotspot in the URL, and a panorama that fails to load turned
// into the scene-not-found page (spec section 8, reported).
import type { Scene } from '@meridian/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AppError } from '../../errors/error-store.ts';
import { reportError } from '../../errors/reporting.ts';
import { useVisitStore } from '../../tour/visit-store.ts';
import { sceneNotFoundError } from '../scene-errors.ts';

export function useSceneSession(site: string, scene: Scene | undefined, scenePath: string | null) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const startScene = useVisitStore((state) => state.startScene);
  const finishScene = useVisitStore((state) => state.finishScene);
  const [panoramaError, setPanoramaError] = useState<AppError | null>(null);
  const [shownSceneId, setShownSceneId] = useState<number | null>(null);
  const sceneId = scene?.id;

  useEffect(() => {
    if (sceneId !== undefined) startScene(site, sceneId);
  }, [sceneId, site, startScene]);

  const onSceneShown = useCallback(
    (id: number) => {
      finishScene(site, id);
      setShownSceneId(id);
    },
    [finishScene, site],
  );

  const onPanoramaError = useCallback(
    (id: number, error: unknown) => {
      if (!scene || id !== scene.id || !scenePath) return;
      reportError(error, 'panorama-load', { sceneId: id });
      setPanoramaError(sceneNotFoundError(error, scene.title, `${window.location.origin}${scenePath}`));
    },
    [scene, scenePath],
  );

  const onHotspotChange = useCallback(
    (hotspotId: number | null) => {
      if (!scenePath) return;
      void navigate(`${scenePath}${hotspotId === null ? '' : `/${String(hotspotId)}`}${search}`, { replace: true });
    },
    [navigate, scenePath, search],
  );

  /** Whether the scene is on screen: what comes next (neighbours' data and images) loads only then. */
  const sceneShown = sceneId !== undefined && shownSceneId === sceneId;
  return { onSceneShown, onPanoramaError, onHotspotChange, panoramaError, sceneShown };
}
