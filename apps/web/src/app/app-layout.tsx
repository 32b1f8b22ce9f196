// The frame every screen lives in: skip link, header (brand, language), main landmark with focus
// management on route change, app height from innerHeight, mobile/desktop layout at 1200 px.
import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useBrand } from '../lib/brand/use-brand.ts';
import { CookieNotice } from '../features/consent/components/cookie-notice.tsx';
import { CtaHost } from '../features/ctas/components/cta-host.tsx';
import { AppErrorBoundary } from '../features/errors/components/app-error-boundary.tsx';
import { LanguageSwitcher } from '../features/i18n/components/language-switcher.tsx';
import { brandStyle } from '../lib/brand-tokens.ts';
import { isFramedBySelf } from '../lib/framed-by-self.ts';
import { useThemeColor } from '../lib/theme-color.ts';
import { useTrackPreviousLocation } from '../lib/previous-location.ts';
import { useTenant } from '../lib/tenant-context.tsx';
import { useLayoutMode, useViewport } from '../lib/viewport.ts';
import { useAppRuntime } from './bootstrap/app-runtime.tsx';
import { useAnalyticsWiring } from './use-analytics-wiring.ts';
import { useImmersiveRoute } from './use-immersive-route.ts';
import { sitePath } from '../lib/paths.ts';
import { isServer, useAfterHydration } from '../lib/hydration.ts';
import { HydrateLater } from '../lib/hydrate-later.tsx';

/**
 * Memoised: it takes no props, and what it shows comes from its own hooks. The shell above it renders
 * again whenever a loader comes or goes (app-shell.tsx); without this, each of those renders would
 * run the whole layout again (header, language menu, CTA host) on a phone's busy first seconds.
 */
// A page of this site framed by another of its pages (a form's next page in the CTA modal) shows its
// content alone: no header, cookie notice or CTAs of its own. Read once: it does not change.
// On the server (lib/hydration.ts) a page is never framed; a framed page is not hydrated (boot.tsx).
const framedBySelf = !isServer && isFramedBySelf();

export const AppLayout = memo(function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const brand = useBrand();
  const tenant = useTenant();
  const { query, fetchImpl } = useAppRuntime();
  const clientLayout = useLayoutMode();
  const immersive = useImmersiveRoute();
  const { height: clientHeight } = useViewport();
  // The server cannot know the window (lib/hydration.ts): its HTML, and the render that adopts it,
  // have neither; the CSS lays the page out by media queries and 100dvh until they come.
  const layout = useAfterHydration(undefined, () => clientLayout);
  const height = useAfterHydration(undefined, () => clientHeight);
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);
  useTrackPreviousLocation();
  useAnalyticsWiring();
  useThemeColor(brand.color);

  // The page answers its visitor from here on: set once the frame has the browser's values (after the
  // render that hydrated server HTML, lib/hydration.ts). The end-to-end tests wait for it.
  useEffect(() => {
    if (height !== undefined) document.documentElement.dataset.appReady = 'true';
  }, [height]);

  // Move focus to the new screen after in-app navigation (not on first load), so keyboard and
  // screen-reader users start at the new content.
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    const main = mainRef.current;
    if (!main) return;
    const heading = main.querySelector<HTMLElement>('h1');
    (heading ?? main).focus({ preventScroll: false });
  }, [pathname]);

  return (
    <div
      className="app"
      data-layout={layout}
      data-immersive-route={immersive || undefined}
      data-banner={query.banner || undefined}
      data-theme={query.dark ? 'dark' : 'light'}
      style={{ ...(height === undefined ? {} : { height: `${height}px` }), ...brandStyle(brand.color) }}
    >
      <a className="skip-link" href="#main-content">
        {t('shell.skipToContent')}
      </a>
      {query.banner || framedBySelf ? null : (
        <HydrateLater>
          <header className="app-header">
            <Link className="app-header__brand" to={sitePath(tenant.siteName)}>
              {brand.logoURL ? (
                <img
                  src={brand.logoURL}
                  alt=""
                  className="app-header__logo"
                  width={brand.logo_size?.width}
                  height={brand.logo_size?.height}
                />
              ) : null}
              <span>{brand.title || tenant.siteName}</span>
            </Link>
            <nav className="app-header__nav" aria-label={t('shell.siteNavigation')}>
              <LanguageSwitcher />
            </nav>
          </header>
        </HydrateLater>
      )}
      <HydrateLater>
        <main id="main-content" ref={mainRef} tabIndex={-1} className="app-main">
          <AppErrorBoundary resetKey={pathname}>
            <Outlet />
          </AppErrorBoundary>
        </main>
      </HydrateLater>
      {framedBySelf ? null : (
        <CtaHost
          ctasTimed={query.ctasTimed}
          skipForms={query.skipForms}
          openCta={query.openCta}
          preview={query.preview !== null}
          fetchImpl={fetchImpl}
        />
      )}
      {query.banner || query.preview || framedBySelf ? null : (
        <CookieNotice notices={brand.cookies_notice} policyLinks={brand.policy_links} />
      )}
    </div>
  );
});
