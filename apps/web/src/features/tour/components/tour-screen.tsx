// Tour viewer routes: /{site}/{tourSlug}[/{sceneSlug}[/{hotspot}]] and /{lang}/{tour}.
// Loads the tour (failure: page-not-found error page, spec section 8); the viewer itself is built by
// a later issue and receives `entryCtaDismissed` and `fromPersonalizeTab` from here.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Loader } from '../../../components/loader.tsx';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePreviousLocationStore } from '../../../lib/previous-location.ts';
import { cameFromPersonalizeTab } from '../../../lib/route-paths.ts';
import { useApi, useContentScope, useTenant } from '../../../lib/tenant-context.tsx';
import { useCtaQueueStore } from '../../ctas/cta-store.ts';
import { RequireWebGL } from '../../errors/components/require-webgl.tsx';
import { RaiseError } from '../../errors/components/raise-error.tsx';
import { tourLoadError } from '../../errors/error-catalogue.ts';
import { useRouteLanguage } from '../../i18n/hooks/use-route-language.ts';
import { tourQuery } from '../api/tour-query.ts';

export function TourScreen() {
  const params = useParams();
  const tenant = useTenant();
  const routeLanguage = useRouteLanguage(params.site);
  const slug = params.tourSlug ?? '';
  const tour = useQuery(tourQuery(useApi(), useContentScope(), slug));
  const entryCtaDismissed = useCtaQueueStore((state) => state.entryCtaDismissed);
  const fromPersonalizeTab = cameFromPersonalizeTab(usePreviousLocationStore((state) => state.previousPathname));
  usePageMeta({ title: tour.data?.title ?? tenant.siteName, description: tour.data?.meta.search_description });

  if (tour.isPending) return <Loader />;
  if (tour.isError) return <RaiseError error={tourLoadError(tour.error, tenant.siteName)} />;
  return (
    <RequireWebGL>
      <PlaceholderScreen
        screen="screens.tour"
        screenId="tour-viewer"
        params={{
          siteName: tenant.siteName,
          language: routeLanguage,
          tourSlug: slug,
          tourTitle: tour.data.title,
          sceneSlug: params.sceneSlug,
          hotspot: params.hotspot,
          entryCtaDismissed,
          fromPersonalizeTab,
        }}
      />
    </RequireWebGL>
  );
}

export { TourScreen as Component };
