// The tour viewer (issue 12): the panorama is the page, edge to edge; everything else floats over
// it — title and progress top-start, the icon toolbar on the end edge, previous/next, the docked
// scene strip or the full scene grid, the guide card (overlay on desktop, bottom sheet below
// 1200 px), coach-mark tutorials, the splash, the universal menu and the finished panel. A scene
// that is not part of the tour is shown on its own: no progress, no finish. The wiring is the view
// model's (use-tour-view-model.ts, over the scene's shared with the scene screen); the floating
// parts are in tour-parts.tsx.
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Loader } from '../../../components/loader.tsx';
import { ViewerDialog } from '../../../components/viewer-dialog.tsx';
import { TutorialCoachMarks } from '../../../features/guide/components/tutorial-coach-marks.tsx';
import { LabelsPanel } from '../../../features/labels/components/labels-panel.tsx';
import { UniversalMenu } from '../../../features/menu/components/universal-menu.tsx';
import { useMenuStore } from '../../../features/menu/menu-store.ts';
import { FinishedTourPanel } from '../../../features/tour/components/finished-tour-panel.tsx';
import { SceneNav } from '../../../features/tour/components/scene-nav.tsx';
import { TourSplash } from '../../../features/tour/components/tour-splash.tsx';
import { TourTitleCard } from '../../../features/tour/components/tour-title-card.tsx';
import { ImmersiveFrame } from './immersive-frame.tsx';
import { MenuFooter } from './menu-footer.tsx';
import { SceneStage } from './scene-stage.tsx';
import { TourGallery, TourGuideCard, TourSheets, TourToolbar } from './tour-parts.tsx';
import { useTourViewModel, type TourViewerProps } from './use-tour-view-model.ts';

export function TourViewer(props: TourViewerProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const menuOpen = useMenuStore((state) => state.open);
  const vm = useTourViewModel(props);
  const { tour, scene, brand, site, progress, panels, layout, labelFilter } = vm;

  if (vm.redirectTo) return <Navigate to={`${vm.redirectTo}${search}`} replace />;
  if (vm.standIn) return vm.standIn;
  if (vm.empty)
    return (
      <p className="tour-viewer__empty" role="status">
        {t('viewer.tour.empty')}
      </p>
    );
  if (!scene) return <Loader />;

  const { inTour, position } = vm.stop;
  const parts = { vm, scene };
  return (
    <ImmersiveFrame
      className="tour-viewer"
      theme={brand.gallery_theme}
      sceneType={scene.meta.type}
      docked={vm.docked && !vm.framed}
      splash={tour.splash_color}
      data-progression={vm.tourStore.progression}
    >
      <SceneStage {...vm.stage} scene={scene} />
      <TourTitleCard
        heading={inTour ? tour.title : scene.title}
        sceneTitle={inTour ? scene.title : null}
        position={inTour && position > 0 ? { index: position, total: progress.order.length } : null}
        logo={vm.logo}
      />
      <TourToolbar {...parts} />
      <TourSheets {...parts} />
      <div className="immersive__bottom">
        {inTour && layout === 'desktop' ? (
          <SceneNav onPrevious={vm.previous} onNext={vm.next} onFinish={vm.finish} />
        ) : null}
        {vm.docked && !vm.framed ? <TourGallery {...parts} size="docked" layout="list" /> : null}
      </div>
      <TourGuideCard {...parts} />
      {panels.scenesOpen ? (
        <ViewerDialog
          title={t('viewer.tour.scenes')}
          onClose={() => panels.setScenesOpen(false)}
          className="scene-grid-dialog"
        >
          <TourGallery {...parts} size="full" layout="grid" onPicked={() => panels.setScenesOpen(false)} />
        </ViewerDialog>
      ) : null}
      <UniversalMenu
        site={site}
        activeMenus={brand.activeMenus}
        currentTourId={tour.id}
        renderCurrentTour={(menuLayout) => (
          <TourGallery
            {...parts}
            size="full"
            layout={menuLayout}
            onPicked={() => useMenuStore.getState().closeMenu()}
          />
        )}
        labelsPanel={<LabelsPanel labels={vm.labels} />}
        allScenes={[...vm.directory.byId.values()].filter((entry) => !labelFilter || labelFilter.has(entry.id))}
        footer={<MenuFooter brand={brand} />}
      />
      {vm.finishedShown ? (
        <FinishedTourPanel site={site} tour={tour} onRestart={vm.restart} onDismiss={vm.tourStore.dismissFinished} />
      ) : null}
      {panels.splashOpen ? (
        <TourSplash
          tour={tour}
          logoUrl={brand.logoURL}
          brandTitle={brand.title || site}
          onStart={() => panels.setSplashOpen(false)}
        />
      ) : null}
      <TutorialCoachMarks
        paused={panels.splashOpen || vm.ctaShown || menuOpen || panels.scenesOpen || vm.finishedShown}
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
