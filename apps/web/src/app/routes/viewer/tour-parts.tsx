// The tour viewer's parts that float over the panorama, laid out from the tour's view model
// (use-tour-view-model.ts): the toolbar, the map and labels sheets, the guide card with the phone's
// previous / next, and the scene gallery in its three places (docked strip, grid dialog, menu tab).
import type { Scene } from '@meridian/contracts';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/icon-button.tsx';
import { Loader } from '../../../components/loader.tsx';
import { Sheet } from '../../../components/sheet.tsx';
import { CtaButtons } from '../../../features/ctas/components/cta-buttons.tsx';
import { GuideAudio } from '../../../features/guide/components/guide-audio.tsx';
import { GuideCard } from '../../../features/guide/components/guide-card.tsx';
import { LabelsPanel } from '../../../features/labels/components/labels-panel.tsx';
import { useMenuStore } from '../../../features/menu/menu-store.ts';
import { DeviceMotionButton, FullscreenButton } from '../../../features/panorama/components/view-mode-buttons.tsx';
import { ShareMenu } from '../../../features/share/components/share-menu.tsx';
import { TourSceneGallery } from './tour-scene-gallery.tsx';
import type { TourViewModel } from './use-tour-view-model.ts';
import { ViewerToolbar } from './viewer-toolbar.tsx';

// MapLibre comes with the map panel, fetched the first time the panel opens (issue 15).
const ViewerMapPanel = lazy(() => import('./viewer-map-panel.tsx'));

interface PartProps {
  vm: TourViewModel;
  scene: Scene;
}

export function TourGallery(
  props: PartProps & { size: 'docked' | 'full'; layout: 'list' | 'grid'; onPicked?: () => void },
) {
  const { vm, scene } = props;
  return (
    <TourSceneGallery
      tourTitle={vm.tour.title}
      scenes={vm.galleryScenes}
      currentId={scene.id}
      progress={vm.progress}
      sceneOf={(id) => vm.directory.byId.get(id)}
      size={props.size}
      theme={vm.brand.gallery_theme}
      layout={props.layout}
      onSelect={(id) => {
        props.onPicked?.();
        vm.goTo(id);
      }}
    />
  );
}

export function TourToolbar({ vm, scene }: PartProps) {
  const { tour, tourStore, brand, labelsStore, panels } = vm;
  return (
    <ViewerToolbar
      onOpenMenu={() => useMenuStore.getState().openMenu()}
      onOpenScenes={vm.stop.inTour ? () => panels.setScenesOpen(true) : null}
      labelsOpen={labelsStore.panelOpen}
      onToggleLabels={vm.labels.length > 0 ? () => labelsStore.setPanelOpen(!labelsStore.panelOpen) : null}
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
      onOpenMap={vm.here ? () => panels.setMapOpen(true) : null}
    />
  );
}

export function TourSheets({ vm, scene }: PartProps) {
  const { t } = useTranslation();
  const { labelsStore, panels } = vm;
  const placement = vm.layout === 'mobile' ? 'bottom' : 'floating';
  return (
    <>
      {panels.mapOpen && vm.here ? (
        <Sheet
          className="viewer-map-sheet"
          title={t('viewer.map.title')}
          labels={{ collapse: t('map.collapse'), expand: t('map.expand'), close: t('viewer.close') }}
          placement={placement}
          expanded
          onExpandedChange={panels.setMapOpen}
          onClose={() => panels.setMapOpen(false)}
        >
          <Suspense fallback={<Loader />}>
            <ViewerMapPanel here={vm.here} sceneTitle={scene.title} />
          </Suspense>
        </Sheet>
      ) : null}
      {labelsStore.panelOpen ? (
        <Sheet
          className="labels-sheet"
          title={t('viewer.labels.title')}
          labels={{
            collapse: t('viewer.labels.collapse'),
            expand: t('viewer.labels.expand'),
            close: t('viewer.close'),
          }}
          placement={placement}
          expanded
          onExpandedChange={(open) => labelsStore.setPanelOpen(open)}
          onClose={() => labelsStore.setPanelOpen(false)}
        >
          <LabelsPanel labels={vm.labels} />
        </Sheet>
      ) : null}
    </>
  );
}

export function TourGuideCard({ vm, scene }: PartProps) {
  const { t } = useTranslation();
  const { tour, brand, previous, next, finish } = vm;
  return (
    <GuideCard
      sceneKey={scene.id}
      guide={tour.tour_guide ?? brand.tour_guide}
      guideName={tour.tour_guide_name || brand.tour_guide_name}
      title={scene.title}
      description={scene.description}
      video={scene.video ?? tour.video}
      compact={vm.framed}
      actions={<CtaButtons variant="secondary" />}
      headerActions={
        vm.stop.inTour && vm.layout === 'mobile' ? (
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
  );
}
