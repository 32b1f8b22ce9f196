// Homepage routes: /, /{siteName}, /{siteName}/home and its nested group levels (each optionally
// ending in a tour). The homepage itself is built by a later issue; this screen resolves the path
// against the tour groups and shows what it found.
import { useQuery } from '@tanstack/react-query';
import { resolveHomePath } from '@meridian/contracts/home-path';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorPage } from '../../../components/error-page.tsx';
import { Loader } from '../../../components/loader.tsx';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useApi, useContentScope, useTenant } from '../../../lib/tenant-context.tsx';
import { tourGroupsQuery } from '../api/tour-groups-query.ts';

export function HomeScreen() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const params = useParams();
  const groups = useQuery(tourGroupsQuery(useApi(), useContentScope()));
  const segments = [params.level1, params.level2, params.level3, params.level4].filter(
    (segment): segment is string => segment !== undefined,
  );
  usePageMeta({ title: t('screens.home') });

  if (segments.length > 0 && groups.isPending) return <Loader />;
  const resolved = resolveHomePath(segments, groups.data ?? []);
  if (resolved.kind === 'not-found') {
    return (
      <ErrorPage
        title="errors.pageNotFound.title"
        explanation="errors.pageNotFound.explanation"
        link={`/${tenant.siteName}`}
        linkText="errors.home"
      />
    );
  }
  return (
    <PlaceholderScreen
      screen="screens.home"
      screenId="homepage"
      params={{
        siteName: tenant.siteName,
        groupOne: resolved.groups[0],
        groupTwo: resolved.groups[1],
        groupThree: resolved.groups[2],
        tour: resolved.tour,
        groupCount: String(groups.data?.length ?? 0),
      }}
    />
  );
}

export { HomeScreen as Component };
