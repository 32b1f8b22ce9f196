// What a scene shows, by type: the 360° panorama with its hotspots (markers on the canvas plus
// the accessible list), a gallery, or an embedded walkthrough. Shared by the standalone scene
// screen and the tour viewer. The panorama view stays mounted while gallery or walkthrough scenes
// are shown in between, so one viewer serves the whole visit.
import type { Hotspot, Scene } from '@meridian/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ImageGallery } from '../../../features/gallery/components/image-gallery.tsx';
import { WalkthroughFrame } from '../../../features/gallery/components/walkthrough-frame.tsx';
import { HotspotList } from '../../../features/hotspots/components/hotspot-list.tsx';
import { HotspotPanel } from '../../../features/hotspots/components/hotspot-panel.tsx';
import { directionToYawPitch, placedHotspots } from '../../../features/hotspots/hotspot-geometry.ts';
import { useHotspotStore, useViewedHotspots } from '../../../features/hotspots/hotspot-store.ts';
import { PanoramaView } from '../../../features/panorama/components/panorama-view.tsx';
import { useHeadingStore } from '../../../features/panorama/heading-store.ts';
import type { PanoramaMarker, PanoramaScene } from '../../../features/panorama/panorama-engine.ts';
import { panoramaOf } from '../../../features/scene/scene-panorama.ts';

export interface SceneStageProps {
  site: string;
  scene: Scene;
  /** The hotspot id from the URL, if any: it is opened. */
  hotspotParam: string | undefined;
  sceneTitleOf: (sceneId: number) => string | null;
  /** Low renditions of the scenes likely next. */
  preloadUrls: string[];
  onGoToScene: (sceneId: number) => void;
  /** The open hotspot changed (null: closed): the screen puts it in the URL. */
  onHotspotChange: (hotspotId: number | null) => void;
  /** The scene is on screen (its first rendition, gallery or frame). */
  onSceneShown: (sceneId: number) => void;
  onPanoramaError: (sceneId: number, error: unknown) => void;
}

function toPanoramaScene(scene: Scene): PanoramaScene | null {
  if (!scene.panorama) return null;
  return { id: scene.id, images: scene.panorama, initialRotation: scene.initial_rotation };
}

export function SceneStage(props: SceneStageProps) {
  const { site, scene, hotspotParam, onGoToScene, onHotspotChange, onSceneShown } = props;
  const hotspots = useMemo(() => placedHotspots(scene.hotspots), [scene.hotspots]);
  const viewedIds = useViewedHotspots(site, scene.id);
  const markViewed = useHotspotStore((state) => state.markViewed);
  const setHeading = useHeadingStore((state) => state.setHeading);
  const [lookAt, setLookAt] = useState<{ yaw: number; pitch: number } | null>(null);
  const isPanorama = panoramaOf(scene) !== null;
  const panoramaScene = useMemo(() => toPanoramaScene(scene), [scene]);
  const [lastPanorama, setLastPanorama] = useState<{ scene: PanoramaScene; source: Scene } | null>(null);
  if (panoramaScene && isPanorama && lastPanorama?.scene.id !== panoramaScene.id) {
    setLastPanorama({ scene: panoramaScene, source: scene });
  }

  // The open hotspot lives in the URL: a hotspot in the URL is open (and counts as viewed).
  const openHotspot =
    hotspotParam === undefined ? undefined : hotspots.find((hotspot) => String(hotspot.id) === hotspotParam);
  const openId = openHotspot?.id ?? null;
  useEffect(() => {
    if (openId !== null) markViewed(site, scene.id, openId);
  }, [openId, markViewed, scene.id, site]);

  // Gallery and walkthrough scenes are "shown" as soon as they render.
  useEffect(() => {
    if (!isPanorama) onSceneShown(scene.id);
  }, [isPanorama, onSceneShown, scene.id]);

  const open = useCallback(
    (hotspot: Hotspot, direct: boolean) => {
      markViewed(site, scene.id, hotspot.id);
      if (direct && hotspot.link_scene !== null) {
        onGoToScene(hotspot.link_scene);
        return;
      }
      onHotspotChange(hotspot.id);
    },
    [markViewed, onGoToScene, onHotspotChange, scene.id, site],
  );
  const close = useCallback(() => onHotspotChange(null), [onHotspotChange]);

  const markers: PanoramaMarker[] = useMemo(
    () =>
      hotspots.map((hotspot) => ({
        id: String(hotspot.id),
        ...directionToYawPitch(hotspot),
        label: hotspot.title,
        kind: hotspot.link_scene === null ? 'info' : 'link',
        viewed: viewedIds.includes(hotspot.id),
      })),
    [hotspots, viewedIds],
  );

  const list = (
    <HotspotList
      hotspots={hotspots}
      viewedIds={viewedIds}
      sceneTitleOf={props.sceneTitleOf}
      onOpen={(hotspot) => open(hotspot, true)}
      onFocusHotspot={(hotspot) => setLookAt(directionToYawPitch(hotspot))}
    />
  );
  const panel = openHotspot ? (
    <HotspotPanel
      hotspot={openHotspot}
      targetTitle={openHotspot.link_scene === null ? null : props.sceneTitleOf(openHotspot.link_scene)}
      onGo={(hotspot) => {
        if (hotspot.link_scene !== null) onGoToScene(hotspot.link_scene);
      }}
      onClose={close}
    />
  ) : null;

  return (
    <div className="scene-stage" data-scene-type={scene.meta.type}>
      {lastPanorama ? (
        <PanoramaView
          scene={lastPanorama.scene}
          title={lastPanorama.source.alt_text || lastPanorama.source.title}
          northOffset={lastPanorama.source.north_offset}
          markers={isPanorama ? markers : []}
          preloadUrls={props.preloadUrls}
          lookAt={lookAt}
          onShown={onSceneShown}
          onError={props.onPanoramaError}
          onSelectMarker={(markerId) => {
            const hotspot = hotspots.find((candidate) => String(candidate.id) === markerId);
            if (hotspot) open(hotspot, true);
          }}
          onHeading={setHeading}
          hidden={!isPanorama}
        >
          {isPanorama ? list : null}
          {isPanorama ? panel : null}
        </PanoramaView>
      ) : null}
      {scene.meta.type === 'place.GalleryPage' ? <ImageGallery title={scene.title} images={scene.gallery} /> : null}
      {scene.meta.type === 'place.MatterportEmbedPage' ? (
        <WalkthroughFrame title={scene.title} embedUrl={scene.embed_url} />
      ) : null}
      {!isPanorama ? list : null}
      {!isPanorama ? panel : null}
    </div>
  );
}
