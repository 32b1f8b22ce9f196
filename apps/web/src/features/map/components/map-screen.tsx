// Standalone map: /{site}/map and /{site}/map/{tabName}/* (the map engine arrives with the map issue).
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { isPresentFlag } from '../../../lib/query-params.ts';
import { useTenant } from '../../../lib/tenant-context.tsx';

export function MapScreen() {
  const { t } = useTranslation();
  const { tab, '*': rest } = useParams();
  const tenant = useTenant();
  usePageMeta({ title: `${t('screens.map')} · ${tenant.siteName}` });
  const [search] = useSearchParams();
  return (
    <PlaceholderScreen
      screen="screens.map"
      screenId="map"
      params={{
        siteName: tenant.siteName,
        tab,
        rest: rest || null,
        placePreview: isPresentFlag(search, 'placepreview') || null,
        directionsPreview: isPresentFlag(search, 'directionspreview') || null,
      }}
    />
  );
}
