// The tour viewer: the current scene (from the URL, else the tour's starting point) on the shared
// scene stage, with next/previous, the scene gallery and navigation modal, the guide card and
// audio, labels, the universal menu, tutorials, timed CTAs and the finished-tour panel.
import type { Label, Tour } from '@meridian/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Loader } from '../../../components/loader.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useLayoutMode } from '../../../lib/viewport.ts';
import { useApi, useContentScope, useTenant } from '../../../lib/tenant-context.tsx';
import { useBrand } from '../../../lib/brand/use-brand.ts';
import { RaiseError } from '../../../components/raise-error.tsx';
import { SceneGallery } from '../../../features/gallery/components/scene-gallery.tsx';
import { GuideAudio } from '../../../features/guide/components/guide-audio.tsx';
import { GuideCard } from '../../../features/guide/components/guide-card.tsx';
import { TutorialHint } from '../../../features/guide/components/tutorial-hint.tsx';
import { placedHotspots } from '../../../features/hotspots/hotspot-geometry.ts';
import { labelsQuery } from '../../../features/labels/api/labels-query.ts';
import { LabelsPanel } from '../../../features/labels/components/labels-panel.tsx';
import { scenesForSelection, useLabelsStore } from '../../../features/labels/labels-store.ts';
import { UniversalMenu } from '../../../features/menu/components/universal-menu.tsx';
import { ViewerDialog } from '../../../components/viewer-dialog.tsx';
import { useMenuStore } from '../../../features/menu/menu-store.ts';
import { sceneQuery } from '../../../features/scene/api/scene-query.ts';
import { SceneFetchError } from '../../../features/scene/components/scene-fetch-error.tsx';
import { SceneStage } from './scene-stage.tsx';
import { useSceneDirectory } from '../../../features/scene/hooks/use-scene-directory.ts';
import { usePreloadUrls } from './use-preload-urls.ts';
import { useSceneSession, type ScenePathOf } from './use-scene-session.ts';
import { tourPath } from '../../../lib/paths.ts';
import { useTimedCtas } from '../../../features/ctas/hooks/use-timed-ctas.ts';
import { useTourProgress } from './use-tour-progress.ts';
import { neighbourIds, startingSceneId } from '../../../features/tour/progression.ts';
import { useTourStore } from '../../../features/tour/tour-store.ts';
import { useVisitStore } from '../../../features/visit-progress/visit-store.ts';
import { FinishedTourPanel } from '../../../features/tour/components/finished-tour-panel.tsx';
import { TourToolbar } from '../../../features/tour/components/tour-toolbar.tsx';

const NO_LABELS: Label[] = [];

export function TourViewer({ tour, sceneSlug, hotspot }: { tour: Tour; sceneSlug?: string; hotspot?: string }) {
  const { t } = useTranslation();
  const { siteName: site } = useTenant();
  const api = useApi();
  const scope = useContentScope();
  const brand = useBrand();
  const layout = useLayoutMode();
  const navigate = useNavigate();
  const { search } = useLocation();
  const directory = useSceneDirectory();
  const labels = useQuery(labelsQuery(api, scope)).data ?? NO_LABELS;
  const tourStore = useTourStore();
  const expanded = useVisitStore((state) => state.expanded);
  const toggleStack = useVisitStore((state) => state.toggleStack);
  const resetVisits = useVisitStore((state) => state.resetVisits);
  const { panelOpen: labelsOpen, setPanelOpen, selected } = useLabelsStore();
  const openMenu = useMenuStore((state) => state.openMenu);
  const [navigationOpen, setNavigationOpen] = useState(false);
  const [firstShown, setFirstShown] = useState(false);

  const slugById = useMemo(() => new Map(tour.scenes.map((entry) => [entry.scene.id, entry.scene.slug])), [tour]);
  const slugOf = useCallback((id: number) => slugById.get(id) ?? directory.slugOf(id), [slugById, directory]);
  const startId = startingSceneId(tour);
  const slug = sceneSlug ?? (startId === null ? null : slugOf(startId));
  const pathOf = useMemo<ScenePathOf | null>(
    () => (slug ? (hotspotId) => tourPath(site, tour.slug, slug, hotspotId) : null),
    [site, slug, tour.slug],
  );
  const sceneResult = useQuery({ ...sceneQuery(api, scope, slug ?? ''), enabled: slug !== null });
  const scene = sceneResult.data;
  const session = useSceneSession(site, scene, pathOf);
  const progress = useTourProgress(site, tour, brand.finished_tour);
  useTimedCtas(tour, firstShown, progress.visited, progress.complete);

  const goTo = useCallback(
    (id: number) => {
      const target = slugOf(id);
      if (target) void navigate(`${tourPath(site, tour.slug, target)}${search}`);
    },
    [navigate, search, site, slugOf, tour.slug],
  );
  const neighbours = scene ? neighbourIds(progress.order, scene.id) : { previous: null, next: null };
  const linked = scene ? placedHotspots(scene.hotspots).flatMap((entry) => entry.link_scene ?? []) : [];
  const preloadUrls = usePreloadUrls(
    [neighbours.next, ...linked, neighbours.previous].filter((id): id is number => id !== null),
    directory,
    session.sceneShown,
  );
  const finishShownScene = session.onSceneShown;
  const onSceneShown = useCallback(
    (id: number) => {
      finishShownScene(id);
      setFirstShown(true);
    },
    [finishShownScene],
  );

  usePageMeta({
    title: scene ? `${scene.title} · ${tour.title}` : tour.title,
    description: tour.meta.search_description || scene?.meta.search_description,
    image: tour.thumbnail_landscape?.url ?? scene?.get_thumbnail?.url,
  });

  if (!sceneSlug && slug) return <Navigate to={`${tourPath(site, tour.slug, slug)}${search}`} replace />;
  if (session.panoramaError) return <RaiseError error={session.panoramaError} />;
  if (sceneResult.isError) return <SceneFetchError error={sceneResult.error} backLink={tourPath(site, tour.slug)} />;
  if (!slug) return <p role="status">{t('viewer.tour.empty')}</p>;
  if (!scene) return <Loader />;

  const labelFilter = scenesForSelection(labels, selected);
  const tourScenes = progress.order.flatMap((id) => directory.byId.get(id) ?? []);
  const gallery = (layout: 'list' | 'grid', size = brand.gallery_size, onPicked?: () => void) => (
    <SceneGallery
      label={t('viewer.gallery.label', { tour: tour.title })}
      scenes={labelFilter ? tourScenes.filter((entry) => labelFilter.has(entry.id)) : tourScenes}
      currentId={scene.id}
      statusOf={progress.statusOf}
      isReachable={progress.reachable}
      isExpanded={(id) => expanded[String(id)] === true}
      sceneOf={(id) => directory.byId.get(id)}
      onToggleStack={toggleStack}
      onSelect={(id) => {
        onPicked?.();
        goTo(id);
      }}
      size={size}
      theme={brand.gallery_theme}
      layout={layout}
    />
  );
  const position = progress.order.indexOf(scene.id);
  const restart = () => {
    resetVisits(site, progress.order);
    tourStore.dismissFinished();
    tourStore.refreshTour();
    if (startId !== null) goTo(startId);
  };

  return (
    <div className="tour-viewer" data-progression={tourStore.progression}>
      <TourToolbar
        tourTitle={tour.title}
        sceneTitle={scene.title}
        position={position >= 0 ? { index: position + 1, total: progress.order.length } : null}
        onPrevious={neighbours.previous === null ? null : () => goTo(neighbours.previous ?? 0)}
        onNext={neighbours.next === null ? null : () => goTo(neighbours.next ?? 0)}
        onFinish={brand.finished_tour ? tourStore.showFinished : null}
        onOpenScenes={() => setNavigationOpen(true)}
        onOpenMenu={() => openMenu()}
        labelsOpen={labelsOpen}
        onToggleLabels={labels.length > 0 ? () => setPanelOpen(!labelsOpen) : null}
        selfGuided={tourStore.selfGuided}
        onToggleSelfGuided={tour.self_guided_enabled ? () => tourStore.setSelfGuided(!tourStore.selfGuided) : null}
        audio={
          tour.guide_audio_enabled && brand.guide_audio ? (
            <GuideAudio track={scene.guide_audio ?? tour.guide_audio} />
          ) : null
        }
      />
      <TutorialHint tutorial="tourMenu" enabled={brand.tour_menu_tutorial} />
      <div className="tour-viewer__body">
        <SceneStage
          site={site}
          scene={scene}
          hotspotParam={hotspot}
          sceneTitleOf={directory.titleOf}
          preloadUrls={preloadUrls}
          deviceMotion={tourStore.deviceMotion}
          onDeviceMotionChange={tourStore.setDeviceMotion}
          onGoToScene={goTo}
          onHotspotChange={session.onHotspotChange}
          onSceneShown={onSceneShown}
          onPanoramaError={session.onPanoramaError}
        />
        <TutorialHint tutorial="panorama" enabled={brand.panorama_tutorial && scene.panorama !== null} />
        <GuideCard
          guide={tour.tour_guide ?? brand.tour_guide}
          guideName={tour.tour_guide_name || brand.tour_guide_name}
          title={scene.title}
          description={scene.description}
          video={scene.video ?? tour.video}
          hint={
            <TutorialHint
              tutorial="mobileGuideCard"
              enabled={brand.mobile_guide_card_tutorial && layout === 'mobile'}
            />
          }
        />
      </div>
      {labelsOpen ? <LabelsPanel labels={labels} /> : null}
      {gallery('list')}
      {navigationOpen ? (
        <ViewerDialog title={t('viewer.tour.scenes')} onClose={() => setNavigationOpen(false)}>
          {gallery('grid', 'full', () => setNavigationOpen(false))}
        </ViewerDialog>
      ) : null}
      <UniversalMenu
        site={site}
        activeMenus={brand.activeMenus}
        currentTourId={tour.id}
        renderCurrentTour={(layout) => gallery(layout, 'full', () => useMenuStore.getState().closeMenu())}
        labelsPanel={<LabelsPanel labels={labels} />}
        allScenes={[...directory.byId.values()].filter((entry) => !labelFilter || labelFilter.has(entry.id))}
      />
      {tourStore.finishedShown ? (
        <FinishedTourPanel site={site} tour={tour} onRestart={restart} onDismiss={tourStore.dismissFinished} />
      ) : null}
    </div>
  );
}
