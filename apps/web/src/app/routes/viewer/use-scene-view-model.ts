// The wiring every screen that shows one scene shares (the tour viewer and the standalone scene
// routes): the scene's query, the scene session (visits, hotspot in the URL, panorama errors), the
// page's head, the analytics dwell, neighbours preloaded once the scene is on screen, navigation to
// another scene, and what stands in for the scene while it cannot show (error page, fetch error,
// loader). A screen adds only what is its own (a tour's progress, toolbar and panels).
import type { Scene, Tour } from '@meridian/contracts';
import { homeHead, sceneHead } from '@meridian/contracts/home-path';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createElement, useCallback, useMemo, useState, type ReactElement } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Loader } from '../../../components/loader.tsx';
import { RaiseError } from '../../../components/raise-error.tsx';
import { placedHotspots } from '../../../features/hotspots/hotspot-geometry.ts';
import { sceneQuery } from '../../../features/scene/api/scene-query.ts';
import { SceneFetchError } from '../../../features/scene/components/scene-fetch-error.tsx';
import { useSceneDirectory } from '../../../features/scene/hooks/use-scene-directory.ts';
import { neighbourIds } from '../../../features/tour/progression.ts';
import { useSceneDwell } from '../../../lib/analytics/use-scene-dwell.ts';
import { titleBrand } from '../../../lib/brand/default-brand.ts';
import { useBrand } from '../../../lib/brand/use-brand.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { sitePath } from '../../../lib/paths.ts';
import { useApi, useContentScope, useTenant } from '../../../lib/tenant-context.tsx';
import type { SceneStageProps } from './scene-stage.tsx';
import { usePreloadUrls } from './use-preload-urls.ts';
import { useSceneSession } from './use-scene-session.ts';

export interface SceneViewModelOptions {
  /** The scene to show; null when there is none (a tour without scenes). */
  slug: string | null;
  /** The hotspot id from the URL, if any. */
  hotspot: string | undefined;
  /** This screen's address of a scene (with a hotspot open). */
  pathTo: (sceneSlug: string, hotspotId?: number | null) => string;
  /** A scene's slug by id, for navigation (the directory's when not given). */
  slugOf?: (sceneId: number) => string | null;
  /** The tour the scene is shown in (it names the page with the scene), and the tour's scene order. */
  tour?: { tour: Tour; order: number[] } | null;
  /** Where the scene's fetch error page leads back to. */
  backLink: string;
}

export function useSceneViewModel(options: SceneViewModelOptions) {
  const { slug, hotspot, pathTo } = options;
  const tour = options.tour?.tour ?? null;
  const order = options.tour?.order ?? null;
  const { siteName: site } = useTenant();
  const brand = useBrand();
  const navigate = useNavigate();
  const { search } = useLocation();
  const directory = useSceneDirectory();
  // The scene on screen stays while the next one's data arrives (a scene not preloaded yet, a slow
  // network): the viewer keeps its engine and its controls, and a keyboard user's focus stays on
  // "Next scene" instead of falling to the page when the screen would blank to a loader.
  const sceneResult = useQuery({
    ...sceneQuery(useApi(), useContentScope(), slug ?? ''),
    enabled: slug !== null,
    placeholderData: keepPreviousData,
  });
  const scene: Scene | undefined = sceneResult.data;
  const arriving = sceneResult.isPlaceholderData;
  // The address already names the next scene: until it shows, the one on screen writes no hotspot
  // into it and reports no panorama error under its name.
  const pathOf = useMemo(
    () => (slug && !arriving ? (hotspotId: number | null) => pathTo(slug, hotspotId) : null),
    [pathTo, slug, arriving],
  );
  const session = useSceneSession(site, scene, pathOf);
  const [firstShown, setFirstShown] = useState(false);
  // A scene of the tour is one of its stops: neighbours, a position. Another one shown in a tour
  // (a hotspot led there) is shown on its own.
  const inTour = order !== null && (scene ? order.includes(scene.id) : true);
  const neighbours = scene && order && inTour ? neighbourIds(order, scene.id) : { previous: null, next: null };
  const position = scene && order && inTour ? order.indexOf(scene.id) + 1 : 0;
  useSceneDwell(scene?.meta.slug ?? null, tour && position > 0 ? { tour: tour.slug, position } : null);
  const slugOf = options.slugOf ?? directory.slugOf;
  const goTo = useCallback(
    (sceneId: number) => {
      const target = slugOf(sceneId);
      if (target) void navigate(`${pathTo(target)}${search}`);
    },
    [navigate, pathTo, search, slugOf],
  );
  const linked = scene ? placedHotspots(scene.hotspots).flatMap((entry) => entry.link_scene ?? []) : [];
  const preloadUrls = usePreloadUrls(
    [neighbours.next, ...linked, neighbours.previous].filter((id): id is number => id !== null),
    directory,
    session.sceneShown,
  );
  const finishShownScene = session.onSceneShown;
  const onSceneShown = useCallback(
    (sceneId: number) => {
      finishShownScene(sceneId);
      setFirstShown(true);
    },
    [finishShownScene],
  );
  // The server writes the same into the page's HTML (modules/link-previews): one rule, sceneHead.
  const head = scene ? sceneHead(titleBrand(brand), scene, tour) : homeHead(titleBrand(brand), [], tour);
  usePageMeta({ title: head.title, description: head.description, image: head.image ?? undefined });

  // What shows instead of the scene while it cannot (the screen decides what an absent slug means).
  let standIn: ReactElement | null = null;
  if (session.panoramaError) standIn = createElement(RaiseError, { error: session.panoramaError });
  else if (sceneResult.isError)
    standIn = createElement(SceneFetchError, { error: sceneResult.error, backLink: options.backLink });
  else if (!scene && slug !== null) standIn = createElement(Loader);

  const stage: Omit<SceneStageProps, 'scene'> = {
    site,
    hotspotParam: hotspot,
    sceneTitleOf: directory.titleOf,
    preloadUrls,
    onGoToScene: goTo,
    onHotspotChange: session.onHotspotChange,
    onSceneShown,
    onPanoramaError: session.onPanoramaError,
  };
  // A gallery or a walkthrough is framed between the title and the collapsed guide card, so neither
  // covers its images, nor the walkthrough's own caption and instruction bar (issue 34).
  const framed = scene?.meta.type === 'place.GalleryPage' || scene?.meta.type === 'place.MatterportEmbedPage';
  const logo = brand.logoURL ? { url: brand.logoURL, alt: brand.title || site, to: sitePath(site) } : null;
  const stop = { inTour, neighbours, position };
  return { site, brand, directory, scene, standIn, stage, framed, logo, goTo, firstShown, stop };
}
