// What every screen showing a scene does around it: visit status (start on entry, finish when
// shown — spec section 4), the open hotspot in the URL, and a panorama that fails to load turned
// into the scene-not-found page (spec section 8, reported).
import type { Scene } from '@meridian/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AppError } from '../../../lib/errors/error-store.ts';
import { reportError } from '../../../lib/errors/reporting.ts';
import { useVisitStore } from '../../../features/visit-progress/visit-store.ts';
import { sceneNotFoundError } from '../../../features/scene/scene-errors.ts';

/** The URL of the scene on this screen, with a hotspot open or none (from lib/paths.ts). */
export type ScenePathOf = (hotspotId: number | null) => string;

export function useSceneSession(site: string, scene: Scene | undefined, pathOf: ScenePathOf | null) {
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
      if (!scene || id !== scene.id || !pathOf) return;
      reportError(error, 'panorama-load', { sceneId: id });
      setPanoramaError(sceneNotFoundError(error, scene.title, `${window.location.origin}${pathOf(null)}`));
    },
    [scene, pathOf],
  );

  const onHotspotChange = useCallback(
    (hotspotId: number | null) => {
      if (!pathOf) return;
      void navigate(`${pathOf(hotspotId)}${search}`, { replace: true });
    },
    [navigate, pathOf, search],
  );

  /** Whether the scene is on screen: what comes next (neighbours' data and images) loads only then. */
  const sceneShown = sceneId !== undefined && shownSceneId === sceneId;
  return { onSceneShown, onPanoramaError, onHotspotChange, panoramaError, sceneShown };
}
