// The tour viewer's view model: the scene's (use-scene-view-model.ts, shared with the standalone
// scene screen) plus what a tour adds — progress and its order, the scene to start at, the splash,
// timed CTAs, the gallery's scenes under the label filter, previous / next / finish / restart, and
// which panel shows. tour-viewer.tsx and its parts (tour-*.tsx) only lay it out.
import type { Label, Tour } from '@meridian/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useCurrentCta } from '../../../features/ctas/cta-store.ts';
import { useTimedCtas } from '../../../features/ctas/hooks/use-timed-ctas.ts';
import { labelsQuery } from '../../../features/labels/api/labels-query.ts';
import { scenesForSelection, useLabelsStore } from '../../../features/labels/labels-store.ts';
import { useSceneDirectory } from '../../../features/scene/hooks/use-scene-directory.ts';
import { startingSceneId } from '../../../features/tour/progression.ts';
import { useTourStore } from '../../../features/tour/tour-store.ts';
import { useVisitStore } from '../../../features/visit-progress/visit-store.ts';
import { useBrand } from '../../../lib/brand/use-brand.ts';
import { tourPath } from '../../../lib/paths.ts';
import { useApi, useContentScope, useTenant } from '../../../lib/tenant-context.tsx';
import { useLayoutMode } from '../../../lib/viewport.ts';
import { useSceneViewModel } from './use-scene-view-model.ts';
import { useTourProgress } from './use-tour-progress.ts';

const NO_LABELS: Label[] = [];

export interface TourViewerProps {
  tour: Tour;
  sceneSlug?: string;
  hotspot?: string;
}

export function useTourViewModel({ tour, sceneSlug, hotspot }: TourViewerProps) {
  const { siteName: site } = useTenant();
  const brand = useBrand();
  const layout = useLayoutMode();
  const directory = useSceneDirectory();
  const labels = useQuery(labelsQuery(useApi(), useContentScope())).data ?? NO_LABELS;
  const labelsStore = useLabelsStore();
  const tourStore = useTourStore();
  const resetVisits = useVisitStore((state) => state.resetVisits);
  const currentCta = useCurrentCta();
  const [scenesOpen, setScenesOpen] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  // The splash shows once per page load, before the first scene, when the brand asks for it, and
  // only at the tour's start: a link to one of its scenes (or hotspots) opens that scene at once.
  const [splashOpen, setSplashOpen] = useState(brand.open_to_splash && sceneSlug === undefined);

  const slugById = useMemo(() => new Map(tour.scenes.map((entry) => [entry.scene.id, entry.scene.slug])), [tour]);
  const slugOf = useCallback((id: number) => slugById.get(id) ?? directory.slugOf(id), [slugById, directory]);
  const startId = startingSceneId(tour);
  const slug = sceneSlug ?? (startId === null ? null : slugOf(startId));
  const pathTo = useCallback(
    (target: string, hotspotId?: number | null) => tourPath(site, tour.slug, target, hotspotId),
    [site, tour.slug],
  );
  const progress = useTourProgress(site, tour, brand.finished_tour);
  const view = useSceneViewModel({
    slug,
    hotspot,
    pathTo,
    slugOf,
    tour: { tour, order: progress.order },
    backLink: tourPath(site, tour.slug),
  });
  // Timing-0 CTAs come after the splash closes ("0 after splash"), else once the first scene shows.
  useTimedCtas(tour, view.firstShown && !splashOpen, progress.visited, progress.complete);

  const { inTour, neighbours } = view.stop;
  const { goTo } = view;
  const labelFilter = scenesForSelection(labels, labelsStore.selected);
  const tourScenes = progress.order.flatMap((id) => directory.byId.get(id) ?? []);
  const restart = () => {
    resetVisits(site, progress.order);
    tourStore.dismissFinished();
    tourStore.refreshTour();
    if (startId !== null) goTo(startId);
  };
  const finish = inTour && brand.finished_tour ? tourStore.showFinished : null;
  return {
    ...view,
    tour,
    /** The scene the tour opens at, when the address names none: the screen redirects there. */
    redirectTo: !sceneSlug && slug ? tourPath(site, tour.slug, slug) : null,
    empty: slug === null,
    layout,
    progress,
    labels,
    labelsStore,
    labelFilter,
    tourStore,
    galleryScenes: labelFilter ? tourScenes.filter((entry) => labelFilter.has(entry.id)) : tourScenes,
    previous: neighbours.previous === null ? null : () => goTo(neighbours.previous ?? 0),
    next: neighbours.next === null ? null : () => goTo(neighbours.next ?? 0),
    finish,
    restart,
    docked: inTour && brand.gallery_size === 'docked' && layout === 'desktop',
    here: tour.scenes_points.find((point) => point.scene === view.scene?.id)?.coordinates ?? null,
    // One thing at a time: the finished panel waits for the splash and for any CTA on screen
    // (opening the last scene completes a tour, behind the splash).
    finishedShown: tourStore.finishedShown && currentCta === undefined && !splashOpen,
    ctaShown: currentCta !== undefined,
    panels: { scenesOpen, setScenesOpen, mapOpen, setMapOpen, splashOpen, setSplashOpen },
  };
}

export type TourViewModel = ReturnType<typeof useTourViewModel>;
