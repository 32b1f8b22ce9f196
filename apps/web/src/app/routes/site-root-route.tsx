// /{siteName} or /{lang}: the homepage, in the route's language when the segment is a language.
import { useParams } from 'react-router';
import { useRouteLanguage } from '../../features/i18n/hooks/use-route-language.ts';
import { HomeScreen } from './home-route.tsx';

export function SiteRootScreen() {
  useRouteLanguage(useParams().site);
  return <HomeScreen />;
}

export { SiteRootScreen as Component };
