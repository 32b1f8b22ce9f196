// Standalone scene routes: /{site}/scene/{sceneSlug}[/{hotspot}] (banner=true: the embed banner
// card shows above it, see the banner feature) and the embed-style /{site}/embed/{sceneSlug}.
// Hotspots that lead to another scene open it on the same standalone route. The wiring shared with
// the tour viewer is viewer/use-scene-view-model.ts.
import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { isTrueFlag } from '../../lib/query-params.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import { useWarmEngine } from '../../features/panorama/engine-context.ts';
import { RequireWebGL } from '../../components/require-webgl.tsx';
import { useTourStore } from '../../features/tour/tour-store.ts';
import { embedScenePath, scenePath, sitePath } from '../../lib/paths.ts';
import { SceneStage } from './viewer/scene-stage.tsx';
import { ImmersiveFrame } from './viewer/immersive-frame.tsx';
import { useSceneViewModel } from './viewer/use-scene-view-model.ts';
import { TourTitleCard } from '../../features/tour/components/tour-title-card.tsx';
import { LanguageMenu } from '../../features/i18n/components/language-menu.tsx';
import { DeviceMotionButton, FullscreenButton } from '../../features/panorama/components/view-mode-buttons.tsx';
import { GuideCard } from '../../features/guide/components/guide-card.tsx';
import { CtaButtons } from '../../features/ctas/components/cta-buttons.tsx';
import '../../features/panorama/components/viewer.css';

export function SceneScreen({ embed = false }: { embed?: boolean }) {
  const { sceneSlug = '', hotspot } = useParams();
  const { siteName: site } = useTenant();
  const [searchParams] = useSearchParams();
  useWarmEngine();
  const deviceMotion = useTourStore((state) => state.deviceMotion);
  const setDeviceMotion = useTourStore((state) => state.setDeviceMotion);
  const pathTo = useCallback(
    (slug: string, hotspotId?: number | null) => (embed ? embedScenePath : scenePath)(site, slug, hotspotId),
    [embed, site],
  );
  const { brand, scene, standIn, stage, framed, logo } = useSceneViewModel({
    slug: sceneSlug,
    hotspot,
    pathTo,
    backLink: sitePath(site),
  });

  return (
    <RequireWebGL>
      <div
        className={embed ? 'scene-screen scene-screen--embed' : 'scene-screen'}
        data-scene-slug={sceneSlug}
        data-hotspot={hotspot}
        data-banner={isTrueFlag(searchParams, 'banner')}
      >
        {standIn ??
          (scene ? (
            <ImmersiveFrame theme={brand.gallery_theme} sceneType={scene.meta.type}>
              <SceneStage {...stage} scene={scene} />
              <TourTitleCard heading={scene.title} sceneTitle={null} position={null} logo={logo} />
              <div className="viewer-toolbar">
                <DeviceMotionButton on={deviceMotion} onChange={setDeviceMotion} />
                <FullscreenButton />
                {embed ? null : <LanguageMenu />}
              </div>
              {scene.description || (!embed && brand.tour_guide) ? (
                <GuideCard
                  key={framed ? scene.id : 'panorama'}
                  guide={brand.tour_guide}
                  guideName={brand.tour_guide_name}
                  title={scene.title}
                  description={scene.description}
                  video={scene.video}
                  compact={framed}
                  actions={embed ? null : <CtaButtons variant="secondary" />}
                />
              ) : null}
            </ImmersiveFrame>
          ) : null)}
      </div>
    </RequireWebGL>
  );
}

export function Component() {
  return <SceneScreen />;
}
