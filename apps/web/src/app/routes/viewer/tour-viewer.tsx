// The tour viewer (issue 12): the panorama is the page, edge to edge; everything else floats over
// it — title and progress top-start, the icon toolbar on the end edge, previous/next, the docked
// scene strip or the full scene grid, the guide card (overlay on desktop, bottom sheet below
// 1200 px), coach-mark tutorials, the splash, the universal menu and the finished panel. A scene
// that is not part of the tour is shown on its own: no progress, no finish.
import type { Label, Tour } from '@meridian/contracts';
import { useQuery } from '@tanstack/react-query';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { IconButton } from '../../../components/icon-button.tsx';
import { Loader } from '../../../components/loader.tsx';
import { RaiseError } from '../../../components/raise-error.tsx';
import { Sheet } from '../../../components/sheet.tsx';
import { ViewerDialog } from '../../../components/viewer-dialog.tsx';
import { CtaButtons } from '../../../features/ctas/components/cta-buttons.tsx';
import { useCurrentCta } from '../../../features/ctas/cta-store.ts';
import { useTimedCtas } from '../../../features/ctas/hooks/use-timed-ctas.ts';
import { GuideAudio } from '../../../features/guide/components/guide-audio.tsx';
import { GuideCard } from '../../../features/guide/components/guide-card.tsx';
import { TutorialCoachMarks } from '../../../features/guide/components/tutorial-coach-marks.tsx';
import { placedHotspots } from '../../../features/hotspots/hotspot-geometry.ts';
import { labelsQuery } from '../../../features/labels/api/labels-query.ts';
import { LabelsPanel } from '../../../features/labels/components/labels-panel.tsx';
import { scenesForSelection, useLabelsStore } from '../../../features/labels/labels-store.ts';
import { UniversalMenu } from '../../../features/menu/components/universal-menu.tsx';
import { useMenuStore } from '../../../features/menu/menu-store.ts';
import { DeviceMotionButton, FullscreenButton } from '../../../features/panorama/components/view-mode-buttons.tsx';
import { sceneQuery } from '../../../features/scene/api/scene-query.ts';
import { SceneFetchError } from '../../../features/scene/components/scene-fetch-error.tsx';
import { useSceneDirectory } from '../../../features/scene/hooks/use-scene-directory.ts';
import { FinishedTourPanel } from '../../../features/tour/components/finished-tour-panel.tsx';
import { SceneNav } from '../../../features/tour/components/scene-nav.tsx';
import { ShareMenu } from '../../../features/share/components/share-menu.tsx';
import { TourSplash } from '../../../features/tour/components/tour-splash.tsx';
import { TourTitleCard } from '../../../features/tour/components/tour-title-card.tsx';
import { neighbourIds, startingSceneId } from '../../../features/tour/progression.ts';
import { useTourStore } from '../../../features/tour/tour-store.ts';
import { useVisitStore } from '../../../features/visit-progress/visit-store.ts';
import { useBrand } from '../../../lib/brand/use-brand.ts';
import { homeHead, sceneHead } from '@meridian/contracts/home-path';
import { titleBrand } from '../../../lib/brand/default-brand.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { sitePath, tourPath } from '../../../lib/paths.ts';
import { useApi, useContentScope, useTenant } from '../../../lib/tenant-context.tsx';
import { useLayoutMode } from '../../../lib/viewport.ts';
import { ImmersiveFrame } from './immersive-frame.tsx';
import { MenuFooter } from './menu-footer.tsx';
import { SceneStage } from './scene-stage.tsx';
import { TourSceneGallery } from './tour-scene-gallery.tsx';
import { usePreloadUrls } from './use-preload-urls.ts';
import { useSceneSession, type ScenePathOf } from './use-scene-session.ts';
import { useTourProgress } from './use-tour-progress.ts';
import { useSceneDwell } from '../../../lib/analytics/use-scene-dwell.ts';
import { ViewerToolbar } from './viewer-toolbar.tsx';

const NO_LABELS: Label[] = [];
// MapLibre comes with the map panel, fetched the first time the panel opens (issue 15).
const ViewerMapPanel = lazy(() => import('./viewer-map-panel.tsx'));

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
  const resetVisits = useVisitStore((state) => state.resetVisits);
  const { panelOpen: labelsOpen, setPanelOpen, selected } = useLabelsStore();
  const openMenu = useMenuStore((state) => state.openMenu);
  const menuOpen = useMenuStore((state) => state.open);
  const currentCta = useCurrentCta();
  const [scenesOpen, setScenesOpen] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  const [firstShown, setFirstShown] = useState(false);
  // The splash shows once per page load, before the first scene, when the brand asks for it, and
  // only at the tour's start: a link to one of its scenes (or hotspots) opens that scene at once.
  const [splashOpen, setSplashOpen] = useState(brand.open_to_splash && sceneSlug === undefined);

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
  // Timing-0 CTAs come after the splash closes ("0 after splash"), else once the first scene shows.
  useTimedCtas(tour, firstShown && !splashOpen, progress.visited, progress.complete);

  const goTo = useCallback(
    (id: number) => {
      const target = slugOf(id);
      if (target) void navigate(`${tourPath(site, tour.slug, target)}${search}`);
    },
    [navigate, search, site, slugOf, tour.slug],
  );
  const inTour = scene ? progress.order.includes(scene.id) : true;
  const neighbours = scene && inTour ? neighbourIds(progress.order, scene.id) : { previous: null, next: null };
  const stopPosition = scene && inTour ? progress.order.indexOf(scene.id) + 1 : 0;
  useSceneDwell(scene?.meta.slug ?? null, stopPosition > 0 ? { tour: tour.slug, position: stopPosition } : null);
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

  // The server writes the same into the page's HTML (modules/link-previews): one rule, sceneHead.
  const head = scene ? sceneHead(titleBrand(brand), scene, tour) : homeHead(titleBrand(brand), [], tour);
  usePageMeta({ title: head.title, description: head.description, image: head.image ?? undefined });

  if (!sceneSlug && slug) return <Navigate to={`${tourPath(site, tour.slug, slug)}${search}`} replace />;
  if (session.panoramaError) return <RaiseError error={session.panoramaError} />;
  if (sceneResult.isError) return <SceneFetchError error={sceneResult.error} backLink={tourPath(site, tour.slug)} />;
  if (!slug) return <p role="status">{t('viewer.tour.empty')}</p>;
  if (!scene) return <Loader />;

  const labelFilter = scenesForSelection(labels, selected);
  const tourScenes = progress.order.flatMap((id) => directory.byId.get(id) ?? []);
  const shownScenes = labelFilter ? tourScenes.filter((entry) => labelFilter.has(entry.id)) : tourScenes;
  const gallery = (size: 'docked' | 'full', galleryLayout: 'list' | 'grid', onPicked?: () => void) => (
    <TourSceneGallery
      tourTitle={tour.title}
      scenes={shownScenes}
      currentId={scene.id}
      progress={progress}
      sceneOf={(id) => directory.byId.get(id)}
      size={size}
      theme={brand.gallery_theme}
      layout={galleryLayout}
      onSelect={(id) => {
        onPicked?.();
        goTo(id);
      }}
    />
  );
  const position = progress.order.indexOf(scene.id);
  const restart = () => {
    resetVisits(site, progress.order);
    tourStore.dismissFinished();
    tourStore.refreshTour();
    if (startId !== null) goTo(startId);
  };
  const previous = neighbours.previous === null ? null : () => goTo(neighbours.previous ?? 0);
  const next = neighbours.next === null ? null : () => goTo(neighbours.next ?? 0);
  const finish = inTour && brand.finished_tour ? tourStore.showFinished : null;
  const docked = inTour && brand.gallery_size === 'docked' && layout === 'desktop';
  // A gallery or a walkthrough is framed between the title and the collapsed guide card, so neither
  // covers its images, nor the walkthrough's own caption and instruction bar (issue 34).
  const framed = scene.meta.type === 'place.GalleryPage' || scene.meta.type === 'place.MatterportEmbedPage';
  const here = tour.scenes_points.find((point) => point.scene === scene.id)?.coordinates ?? null;
  // One thing at a time: the finished panel waits for the splash and for any CTA on screen
  // (opening the last scene completes a tour, behind the splash).
  const finishedShown = tourStore.finishedShown && currentCta === undefined && !splashOpen;

  return (
    <ImmersiveFrame
      className="tour-viewer"
      theme={brand.gallery_theme}
      sceneType={scene.meta.type}
      docked={docked && !framed}
      splash={tour.splash_color}
      data-progression={tourStore.progression}
    >
      <SceneStage
        site={site}
        scene={scene}
        hotspotParam={hotspot}
        sceneTitleOf={directory.titleOf}
        preloadUrls={preloadUrls}
        onGoToScene={goTo}
        onHotspotChange={session.onHotspotChange}
        onSceneShown={onSceneShown}
        onPanoramaError={session.onPanoramaError}
      />
      <TourTitleCard
        heading={inTour ? tour.title : scene.title}
        sceneTitle={inTour ? scene.title : null}
        position={inTour && position >= 0 ? { index: position + 1, total: progress.order.length } : null}
        logo={brand.logoURL ? { url: brand.logoURL, alt: brand.title || site, to: sitePath(site) } : null}
      />
      <ViewerToolbar
        onOpenMenu={() => openMenu()}
        onOpenScenes={inTour ? () => setScenesOpen(true) : null}
        labelsOpen={labelsOpen}
        onToggleLabels={labels.length > 0 ? () => setPanelOpen(!labelsOpen) : null}
        selfGuided={tourStore.selfGuided}
        onToggleSelfGuided={tour.self_guided_enabled ? () => tourStore.setSelfGuided(!tourStore.selfGuided) : null}
        audio={
          tour.guide_audio_enabled && brand.guide_audio ? (
            <GuideAudio track={scene.guide_audio ?? tour.guide_audio} />
          ) : null
        }
        viewModes={
          <>
            <DeviceMotionButton on={tourStore.deviceMotion} onChange={tourStore.setDeviceMotion} />
            <FullscreenButton />
          </>
        }
        share={<ShareMenu title={tour.title} />}
        onOpenMap={here ? () => setMapOpen(true) : null}
      />
      {mapOpen && here ? (
        <Sheet
          className="viewer-map-sheet"
          title={t('viewer.map.title')}
          labels={{ collapse: t('map.collapse'), expand: t('map.expand'), close: t('viewer.close') }}
          placement={layout === 'mobile' ? 'bottom' : 'floating'}
          expanded
          onExpandedChange={setMapOpen}
          onClose={() => setMapOpen(false)}
        >
          <Suspense fallback={<Loader />}>
            <ViewerMapPanel here={here} sceneTitle={scene.title} />
          </Suspense>
        </Sheet>
      ) : null}
      {labelsOpen ? (
        <Sheet
          className="labels-sheet"
          title={t('viewer.labels.title')}
          labels={{
            collapse: t('viewer.labels.collapse'),
            expand: t('viewer.labels.expand'),
            close: t('viewer.close'),
          }}
          placement={layout === 'mobile' ? 'bottom' : 'floating'}
          expanded
          onExpandedChange={(open) => setPanelOpen(open)}
          onClose={() => setPanelOpen(false)}
        >
          <LabelsPanel labels={labels} />
        </Sheet>
      ) : null}
      <div className="immersive__bottom">
        {inTour && layout === 'desktop' ? <SceneNav onPrevious={previous} onNext={next} onFinish={finish} /> : null}
        {docked && !framed ? gallery('docked', 'list') : null}
      </div>
      <GuideCard
        key={framed ? scene.id : 'panorama'}
        guide={tour.tour_guide ?? brand.tour_guide}
        guideName={tour.tour_guide_name || brand.tour_guide_name}
        title={scene.title}
        description={scene.description}
        video={scene.video ?? tour.video}
        compact={framed}
        actions={<CtaButtons variant="secondary" />}
        headerActions={
          inTour && layout === 'mobile' ? (
            <>
              <IconButton
                icon={ChevronLeft}
                mirrorInRtl
                label={t('viewer.tour.previous')}
                tone="surface"
                size="sm"
                onClick={previous ?? undefined}
                disabled={!previous}
              />
              <IconButton
                icon={ChevronRight}
                mirrorInRtl
                label={next || !finish ? t('viewer.tour.next') : t('viewer.tour.finish')}
                tone="brand"
                size="sm"
                onClick={next ?? finish ?? undefined}
                disabled={!next && !finish}
              />
            </>
          ) : null
        }
      />
      {scenesOpen ? (
        <ViewerDialog
          title={t('viewer.tour.scenes')}
          onClose={() => setScenesOpen(false)}
          className="scene-grid-dialog"
        >
          {gallery('full', 'grid', () => setScenesOpen(false))}
        </ViewerDialog>
      ) : null}
      <UniversalMenu
        site={site}
        activeMenus={brand.activeMenus}
        currentTourId={tour.id}
        renderCurrentTour={(menuLayout) => gallery('full', menuLayout, () => useMenuStore.getState().closeMenu())}
        labelsPanel={<LabelsPanel labels={labels} />}
        allScenes={[...directory.byId.values()].filter((entry) => !labelFilter || labelFilter.has(entry.id))}
        footer={<MenuFooter brand={brand} />}
      />
      {finishedShown ? (
        <FinishedTourPanel site={site} tour={tour} onRestart={restart} onDismiss={tourStore.dismissFinished} />
      ) : null}
      {splashOpen ? (
        <TourSplash
          tour={tour}
          logoUrl={brand.logoURL}
          brandTitle={brand.title || site}
          onStart={() => setSplashOpen(false)}
        />
      ) : null}
      <TutorialCoachMarks
        paused={splashOpen || currentCta !== undefined || menuOpen || scenesOpen || finishedShown}
        steps={[
          { tutorial: 'panorama', enabled: brand.panorama_tutorial && scene.panorama !== null, target: null },
          { tutorial: 'tourMenu', enabled: brand.tour_menu_tutorial, target: '[data-coach="menu"]' },
          {
            tutorial: 'mobileGuideCard',
            enabled: brand.mobile_guide_card_tutorial && layout === 'mobile',
            target: '.guide-card',
          },
        ]}
      />
    </ImmersiveFrame>
  );
}
