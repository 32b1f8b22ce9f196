// /{siteName} or /{lang}: the homepage, in the route's language when the segment is a language.
// Any other first segment names a site this host does not serve: the site-not-found page, not
// this host's homepage under someone else's name.
import { useParams } from 'react-router';
import { ErrorPage } from '../../components/error-page.tsx';
import { useRouteLanguage } from '../../features/i18n/hooks/use-route-language.ts';
import { siteNameError } from '../../lib/errors/error-catalogue.ts';
import { sitePath } from '../../lib/paths.ts';
import { useReleaseHomeFirstViewWhen } from '../../lib/use-release-home-first-view.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import { HomeScreen } from './home-route.tsx';

export function SiteRootScreen() {
  const segment = useParams().site;
  const { siteName } = useTenant();
  const language = useRouteLanguage(segment);
  const known = !segment || language !== null || segment.toLowerCase() === siteName.toLowerCase();
  // The server drew the homepage's first view for this address: it goes when the error page shows.
  useReleaseHomeFirstViewWhen(!known);
  if (!known) {
    return <ErrorPage {...siteNameError()} status={404} link={sitePath(siteName)} linkText="errors.home" />;
  }
  return <HomeScreen />;
}

export { SiteRootScreen as Component };
