// Tour viewer routes: /{site}/{tourSlug}[/{sceneSlug}[/{hotspot}]] and /{lang}/{tour}.
// Loads the tour (failure: page-not-found error page, reported by the query cache — spec section
// 8); a requested language the tenant does not offer is reported and the tour shows in the
// language in use. The viewer is told whether the entry CTA was dismissed and whether the visitor
// came from the personalize tab.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Loader } from '../../components/loader.tsx';
import { matchLanguage } from '@meridian/contracts/language-match';
import { headTitle } from '@meridian/contracts/home-path';
import { useBrand } from '../../lib/brand/use-brand.ts';
import { titleBrand } from '../../lib/brand/default-brand.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { usePreviousLocationStore } from '../../lib/previous-location.ts';
import { cameFromPersonalizeTab } from '../../lib/paths.ts';
import { useApi, useContentScope, useTenant } from '../../lib/tenant-context.tsx';
import { useCtaQueueStore } from '../../features/ctas/cta-store.ts';
import { useWarmEngine } from '../../features/panorama/engine-context.ts';
import { RequireWebGL } from '../../components/require-webgl.tsx';
import { RaiseError } from '../../components/raise-error.tsx';
import { tourLoadError } from '../../lib/errors/error-catalogue.ts';
import { reportError } from '../../lib/errors/reporting.ts';
import { useRouteLanguage } from '../../features/i18n/hooks/use-route-language.ts';
import { tourQuery } from '../../features/tour/api/tour-query.ts';
import { useTourStore } from '../../features/tour/tour-store.ts';
import { TourViewer } from './viewer/tour-viewer.tsx';
import '../../features/panorama/components/viewer.css';
import '../../features/tour/components/tour.css';

/**
 * The `lng` the visitor asked for when the tenant has nothing for it, else null. The shared
 * matching rule decides: `fr` and `fr-FR` are answered by the tenant's `fr-ca`.
 */
export function unavailableLanguage(requested: string | null, offered: readonly string[]): string | null {
  if (!requested) return null;
  return matchLanguage([requested], offered) === null ? requested : null;
}

export function TourScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const tenant = useTenant();
  const [search] = useSearchParams();
  const routeLanguage = useRouteLanguage(params.site);
  const slug = params.tourSlug ?? '';
  const refreshKey = useTourStore((state) => state.refreshKey);
  useWarmEngine();
  const tour = useQuery(tourQuery(useApi(), useContentScope(), slug, refreshKey));
  const entryCtaDismissed = useCtaQueueStore((state) => state.entryCtaDismissed);
  const fromPersonalizeTab = cameFromPersonalizeTab(usePreviousLocationStore((state) => state.previousPathname));
  const missingLanguage = unavailableLanguage(
    search.get('lng'),
    tenant.languages.map((entry) => entry.language),
  );
  // Once the tour is loaded, the viewer names the page (scene · tour).
  const brand = useBrand();
  usePageMeta(tour.data ? null : { title: headTitle(titleBrand(brand)) });

  useEffect(() => {
    if (missingLanguage) {
      reportError(new Error(`Requested language ${missingLanguage} is unavailable`), 'tour-language', { tour: slug });
    }
  }, [missingLanguage, slug]);

  if (tour.isPending) return <Loader />;
  if (tour.isError) return <RaiseError error={tourLoadError(tour.error, tenant.siteName)} />;
  return (
    <RequireWebGL>
      <div
        className="tour-screen"
        data-tour-slug={slug}
        data-scene-slug={params.sceneSlug}
        data-hotspot={params.hotspot}
        data-route-language={routeLanguage ?? undefined}
        data-entry-cta-dismissed={entryCtaDismissed}
        data-from-personalize-tab={fromPersonalizeTab}
      >
        {missingLanguage ? (
          <p className="tour-screen__notice" role="status">
            {t('viewer.tour.languageUnavailable', { language: missingLanguage })}
          </p>
        ) : null}
        <TourViewer tour={tour.data} sceneSlug={params.sceneSlug} hotspot={params.hotspot} />
      </div>
    </RequireWebGL>
  );
}

export { TourScreen as Component };
