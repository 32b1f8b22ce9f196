// /{site}/finished/{tourSlug}: the finished-tour panel of a tour on its own route (closing or
// restarting leads back into the tour).
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Loader } from '../../../components/loader.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useApi, useContentScope, useTenant } from '../../../lib/tenant-context.tsx';
import { RaiseError } from '../../errors/components/raise-error.tsx';
import { tourLoadError } from '../../errors/error-catalogue.ts';
import { tourQuery } from '../api/tour-query.ts';
import { tourSceneOrder } from '../progression.ts';
import { useVisitStore } from '../visit-store.ts';
import { FinishedTourPanel } from './finished-tour-panel.tsx';
import '../../panorama/components/viewer.css';
import './tour.css';

export function FinishedTourScreen() {
  const { tourSlug = '' } = useParams();
  const tenant = useTenant();
  const navigate = useNavigate();
  const resetVisits = useVisitStore((state) => state.resetVisits);
  const tour = useQuery(tourQuery(useApi(), useContentScope(), tourSlug));
  usePageMeta({ title: tour.data?.title ?? tenant.siteName });
  if (tour.isPending) return <Loader />;
  if (tour.isError) return <RaiseError error={tourLoadError(tour.error, tenant.siteName)} />;
  const tourPath = `/${tenant.siteName}/${tour.data.slug}`;
  return (
    <FinishedTourPanel
      site={tenant.siteName}
      tour={tour.data}
      onRestart={() => {
        resetVisits(tenant.siteName, tourSceneOrder(tour.data));
        void navigate(tourPath);
      }}
      onDismiss={() => void navigate(tourPath)}
    />
  );
}

export { FinishedTourScreen as Component };
