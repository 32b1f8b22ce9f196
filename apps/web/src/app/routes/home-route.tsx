// /, /{siteName}, /{siteName}/home[/{g1}[/{g2}[/{g3}]]][/{tour}]: the homepage of tour groups
// (issue 13). Composition only: the homepage's parts, the video feature's players, the notice
// blocks for the brand's introduction, the tours query, reporting and analytics meet here.
import type { Video } from '@meridian/contracts';
import { groupTrail, homeHead, resolveHomePath } from '@meridian/contracts/home-path';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { ErrorPage } from '../../components/error-page.tsx';
import { Loader } from '../../components/loader.tsx';
import { tourGroupsQuery } from '../../features/homepage/api/tour-groups-query.ts';
import { HomePage } from '../../features/homepage/components/home-page.tsx';
import { toursQuery } from '../../features/menu/api/tours-query.ts';
import { VideoEmbed } from '../../features/video/components/video-embed.tsx';
import type { VideoState } from '../../features/video/video-state.ts';
import { useAnalytics } from '../../lib/analytics/analytics-context.tsx';
import { events } from '../../lib/analytics/event-catalogue.ts';
import { useBrand } from '../../lib/brand/use-brand.ts';
import { reportError } from '../../lib/errors/reporting.ts';
import { releaseHomeFirstView } from '../../lib/home-first-view.ts';
import { useReleaseHomeFirstViewWhen } from '../../lib/use-release-home-first-view.ts';
import { titleBrand } from '../../lib/brand/default-brand.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { sitePath } from '../../lib/paths.ts';
import { useApi, useContentScope, useTenant } from '../../lib/tenant-context.tsx';
import { HomeMenuButtons } from './home/home-menu-buttons.tsx';

const videoEventOf: Partial<Record<VideoState, 'play' | 'pause' | 'ended'>> = {
  playing: 'play',
  paused: 'pause',
  ended: 'ended',
};

export function HomeScreen() {
  const tenant = useTenant();
  const params = useParams();
  const brand = useBrand();
  const api = useApi();
  const scope = useContentScope();
  const { analytics } = useAnalytics();
  const groups = useQuery(tourGroupsQuery(api, scope));
  const tours = useQuery(toursQuery(api, scope));
  const segments = [params.level1, params.level2, params.level3, params.level4].filter(
    (segment): segment is string => segment !== undefined,
  );
  const route = resolveHomePath(segments, groups.data ?? []);
  const trail = route.kind === 'home' ? groupTrail(route.groups, groups.data ?? []) : [];
  const openTour =
    route.kind === 'home' && route.tour !== null ? tours.data?.find((tour) => tour.slug === route.tour) : null;
  const head = homeHead(titleBrand(brand), trail, openTour ?? null);
  usePageMeta({ title: head.title, description: head.description, image: head.image ?? undefined });

  const loading = groups.isPending || tours.isPending;
  const notFound = !loading && (route.kind === 'not-found' || (route.tour !== null && !openTour));
  // The server's first view of the hero (lib/home-first-view.ts) goes when the hero shows, and at
  // once when this screen shows an error page instead, or is left before its hero showed.
  useReleaseHomeFirstViewWhen(notFound);
  useEffect(() => releaseHomeFirstView, []);

  if (loading) return <Loader />;
  if (route.kind === 'not-found' || (route.tour !== null && !openTour)) {
    return (
      <ErrorPage
        title="errors.pageNotFound.title"
        explanation="errors.pageNotFound.explanation"
        link={sitePath(tenant.siteName)}
        linkText="errors.home"
      />
    );
  }

  const renderVideo = (video: Video, fit: 'frame' | 'fill') => (
    <VideoEmbed
      video={video}
      homepage
      fit={fit}
      onFailure={(failure) =>
        reportError(failure, 'homepage-video', { provider: failure.provider, code: failure.code })
      }
      onStateChange={(state) => {
        const action = videoEventOf[state];
        if (action) analytics.track(events.homepageVideo(action, video.title));
      }}
    />
  );

  return (
    <HomePage
      site={tenant.siteName}
      brand={brand}
      groups={groups.data ?? []}
      tours={tours.data ?? []}
      route={route}
      renderVideo={renderVideo}
      actions={<HomeMenuButtons site={tenant.siteName} brand={brand} />}
    />
  );
}

export { HomeScreen as Component };
