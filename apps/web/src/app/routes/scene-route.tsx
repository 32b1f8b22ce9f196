// Standalone scene routes: /{site}/scene/{sceneSlug}[/{hotspot}] (banner=true: the embed banner
// card shows above it, see the banner feature) and the embed-style /{site}/embed/{sceneSlug}.
// Hotspots that lead to another scene open it on the same standalone route.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Loader } from '../../components/loader.tsx';
import { homeHead, sceneHead } from '@meridian/contracts/home-path';
import { titleBrand } from '../../lib/brand/default-brand.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { isTrueFlag } from '../../lib/query-params.ts';
import { useApi, useContentScope, useTenant } from '../../lib/tenant-context.tsx';
import { useBrand } from '../../lib/brand/use-brand.ts';
import { useWarmEngine } from '../../features/panorama/engine-context.ts';
import { RequireWebGL } from '../../components/require-webgl.tsx';
import { RaiseError } from '../../components/raise-error.tsx';
import { placedHotspots } from '../../features/hotspots/hotspot-geometry.ts';
import { useTourStore } from '../../features/tour/tour-store.ts';
import { sceneQuery } from '../../features/scene/api/scene-query.ts';
import { useSceneDirectory } from '../../features/scene/hooks/use-scene-directory.ts';
import { usePreloadUrls } from './viewer/use-preload-urls.ts';
import { useSceneSession, type ScenePathOf } from './viewer/use-scene-session.ts';
import { embedScenePath, scenePath, sitePath } from '../../lib/paths.ts';
import { SceneFetchError } from '../../features/scene/components/scene-fetch-error.tsx';
import { SceneStage } from './viewer/scene-stage.tsx';
import { useSceneDwell } from '../../lib/analytics/use-scene-dwell.ts';
import { ImmersiveFrame } from './viewer/immersive-frame.tsx';
import { TourTitleCard } from '../../features/tour/components/tour-title-card.tsx';
import { LanguageMenu } from '../../features/i18n/components/language-menu.tsx';
import { DeviceMotionButton, FullscreenButton } from '../../features/panorama/components/view-mode-buttons.tsx';
import { GuideCard } from '../../features/guide/components/guide-card.tsx';
import { CtaButtons } from '../../features/ctas/components/cta-buttons.tsx';
import '../../features/panorama/components/viewer.css';

export function SceneScreen({ embed = false }: { embed?: boolean }) {
  const { sceneSlug = '', hotspot } = useParams();
  const tenant = useTenant();
  const brand = useBrand();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [searchParams] = useSearchParams();
  const query = useQuery(sceneQuery(useApi(), useContentScope(), sceneSlug));
  useWarmEngine();
  const directory = useSceneDirectory();
  const deviceMotion = useTourStore((state) => state.deviceMotion);
  const setDeviceMotion = useTourStore((state) => state.setDeviceMotion);
  const site = tenant.siteName;
  const pathTo = embed ? embedScenePath : scenePath;
  const scene = query.data;
  const pathOf = useMemo<ScenePathOf | null>(
    () => (scene ? (hotspotId) => pathTo(site, sceneSlug, hotspotId) : null),
    [pathTo, scene, sceneSlug, site],
  );
  const session = useSceneSession(site, scene, pathOf);
  useSceneDwell(scene?.meta.slug ?? null);
  const linked = scene ? placedHotspots(scene.hotspots).flatMap((entry) => entry.link_scene ?? []) : [];
  const preloadUrls = usePreloadUrls(linked, directory, session.sceneShown);
  const head = scene ? sceneHead(titleBrand(brand), scene, null) : homeHead(titleBrand(brand), [], null);
  usePageMeta({ title: head.title, description: head.description, image: head.image ?? undefined });

  let content;
  if (session.panoramaError) content = <RaiseError error={session.panoramaError} />;
  else if (query.isError) content = <SceneFetchError error={query.error} backLink={sitePath(site)} />;
  else if (!scene) content = <Loader />;
  else {
    // Framed between the title and the collapsed guide card (see tour-viewer.tsx).
    const framed = scene.meta.type === 'place.GalleryPage' || scene.meta.type === 'place.MatterportEmbedPage';
    content = (
      <ImmersiveFrame theme={brand.gallery_theme} sceneType={scene.meta.type}>
        <SceneStage
          site={site}
          scene={scene}
          hotspotParam={hotspot}
          sceneTitleOf={directory.titleOf}
          preloadUrls={preloadUrls}
          onGoToScene={(sceneId) => {
            const slug = directory.slugOf(sceneId);
            if (slug) void navigate(`${pathTo(site, slug)}${search}`);
          }}
          onHotspotChange={session.onHotspotChange}
          onSceneShown={session.onSceneShown}
          onPanoramaError={session.onPanoramaError}
        />
        <TourTitleCard
          heading={scene.title}
          sceneTitle={null}
          position={null}
          logo={brand.logoURL ? { url: brand.logoURL, alt: brand.title || site, to: sitePath(site) } : null}
        />
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
    );
  }
  return (
    <RequireWebGL>
      <div
        className={embed ? 'scene-screen scene-screen--embed' : 'scene-screen'}
        data-scene-slug={sceneSlug}
        data-hotspot={hotspot}
        data-banner={isTrueFlag(searchParams, 'banner')}
      >
        {content}
      </div>
    </RequireWebGL>
  );
}

export function Component() {
  return <SceneScreen />;
}
