// /{site}/finished/{tourSlug}: the finished-tour panel of a tour on its own route (closing or
// restarting leads back into the tour).
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Loader } from '../../components/loader.tsx';
import { headTitle } from '@meridian/contracts/home-path';
import { useBrand } from '../../lib/brand/use-brand.ts';
import { titleBrand } from '../../lib/brand/default-brand.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useApi, useContentScope, useTenant } from '../../lib/tenant-context.tsx';
import { RaiseError } from '../../components/raise-error.tsx';
import { tourLoadError } from '../../lib/errors/error-catalogue.ts';
import { tourQuery } from '../../features/tour/api/tour-query.ts';
import { tourSceneOrder } from '../../features/tour/progression.ts';
import { useVisitStore } from '../../features/visit-progress/visit-store.ts';
import { FinishedTourPanel } from '../../features/tour/components/finished-tour-panel.tsx';
import '../../features/panorama/components/viewer.css';
import '../../features/tour/components/tour.css';
import { tourPath } from '../../lib/paths.ts';

export function FinishedTourScreen() {
  const { tourSlug = '' } = useParams();
  const tenant = useTenant();
  const navigate = useNavigate();
  const resetVisits = useVisitStore((state) => state.resetVisits);
  const tour = useQuery(tourQuery(useApi(), useContentScope(), tourSlug));
  const brand = useBrand();
  usePageMeta({ title: headTitle(titleBrand(brand), tour.data?.title) });
  if (tour.isPending) return <Loader />;
  if (tour.isError) return <RaiseError error={tourLoadError(tour.error, tenant.siteName)} />;
  const backToTour = tourPath(tenant.siteName, tour.data.slug);
  return (
    <FinishedTourPanel
      site={tenant.siteName}
      tour={tour.data}
      onRestart={() => {
        resetVisits(tenant.siteName, tourSceneOrder(tour.data));
        void navigate(backToTour);
      }}
      onDismiss={() => void navigate(backToTour)}
    />
  );
}

export { FinishedTourScreen as Component };
