// /{site}/finished/{tourSlug}: the finished-tour panel of a tour (built by a later issue).
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Loader } from '../../../components/loader.tsx';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useApi, useContentScope, useTenant } from '../../../lib/tenant-context.tsx';
import { RaiseError } from '../../errors/components/raise-error.tsx';
import { tourLoadError } from '../../errors/error-catalogue.ts';
import { tourQuery } from '../api/tour-query.ts';

export function FinishedTourScreen() {
  const { tourSlug = '' } = useParams();
  const tenant = useTenant();
  const tour = useQuery(tourQuery(useApi(), useContentScope(), tourSlug));
  usePageMeta({ title: tour.data?.title ?? tenant.siteName });
  if (tour.isPending) return <Loader />;
  if (tour.isError) return <RaiseError error={tourLoadError(tour.error, tenant.siteName)} />;
  return (
    <PlaceholderScreen
      screen="screens.finishedTour"
      screenId="finished-tour"
      params={{ siteName: tenant.siteName, tourSlug, tourTitle: tour.data.title }}
    />
  );
}

export { FinishedTourScreen as Component };
