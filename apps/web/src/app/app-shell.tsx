// The root route element: tenant bootstrap, then the layout. While the tenant loads: the loader.
// An error set for the current path (or a bootstrap failure) replaces everything with the error page.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ErrorPage } from '../components/error-page.tsx';
import { Loader, useLoaderShown } from '../components/loader.tsx';
import { useErrorFor } from '../lib/errors/error-store.ts';
import { useEngineSource } from '../features/panorama/engine-context.ts';
import { firstViewTarget } from './first-view/first-view-target.ts';
import { useReleaseHomeFirstViewWhen } from '../lib/use-release-home-first-view.ts';
import { releaseSceneFirstPaint } from '../lib/scene-first-paint.ts';
import { TenantContext } from '../lib/tenant-context.tsx';
import { AppLayout } from './app-layout.tsx';
import { BareFrame } from './bare-frame.tsx';
import { HydrateLater } from '../lib/hydrate-later.tsx';
import { useContentBootstrap } from './bootstrap/use-content-bootstrap.ts';
import { useTenantBootstrap } from './bootstrap/use-tenant-bootstrap.ts';

/**
 * The first view (a panorama shown before the app loaded, features/panorama/first-view.ts) covers
 * the page until a viewer adopts it. It follows the address: one that does not show its scene
 * destroys it. Once the app shows anything but loaders, an unadopted one steps aside; not before: a
 * scene screen still fetching its scene shows a loader, and the visitor would see it flash in place
 * of the panorama (seen on a busy machine). A screen that replaces its loader with the viewer has
 * adopted it by the time this runs (adoption is a microtask of the viewer's effect; this runs in the
 * render that the loader's unmounting schedules). An error page: nothing will adopt it, it goes.
 */
function useFirstViewSteps(shown: 'loading' | 'content' | 'error'): void {
  const { firstView } = useEngineSource();
  const { pathname, search } = useLocation();
  useEffect(() => {
    firstView?.follow(firstViewTarget({ pathname, search }));
  }, [firstView, pathname, search]);
  useEffect(() => {
    if (shown === 'loading') return;
    if (shown === 'error') firstView?.close();
    else firstView?.stepAside();
    // The HTML's own first paint of a scene page (its title) gives way to the app's screen.
    releaseSceneFirstPaint();
  }, [firstView, shown]);
}

/** Rendered once the tenant and language are known: waits for the content, then the layout. */
function ContentGate() {
  const { pathname } = useLocation();
  const content = useContentBootstrap();
  const error = useErrorFor(pathname);
  const loaderShown = useLoaderShown();
  const shown = content.status === 'error' ? content.error : content.status === 'ready' ? error : null;
  useFirstViewSteps(shown ? 'error' : content.status === 'loading' || loaderShown ? 'loading' : 'content');
  // The homepage's first view (lib/home-first-view.ts) stays until the hero replaces it, unless an
  // error page comes instead.
  useReleaseHomeFirstViewWhen(shown !== null);
  if (content.status === 'loading') {
    return (
      <BareFrame>
        <Loader />
      </BareFrame>
    );
  }
  if (shown) {
    return (
      <BareFrame>
        <ErrorPage {...shown} />
      </BareFrame>
    );
  }
  // Adopted in a task of its own (lib/hydrate-later.tsx): its hooks, the CTA host and the cookie
  // notice were a third of the hydrating render's task on a phone (issue 36).
  return (
    <HydrateLater>
      <AppLayout />
    </HydrateLater>
  );
}

export function AppShell() {
  const state = useTenantBootstrap();
  useFirstViewSteps(state.status === 'error' ? 'error' : 'loading');
  useReleaseHomeFirstViewWhen(state.status === 'error');

  if (state.status === 'error') {
    return (
      <BareFrame>
        <ErrorPage {...state.error} />
      </BareFrame>
    );
  }
  if (state.status === 'loading') {
    return (
      <BareFrame>
        <Loader />
      </BareFrame>
    );
  }
  return (
    <TenantContext.Provider value={state.value}>
      {/* Its content bootstrap is adopted in a task after the root's (lib/hydrate-later.tsx), the
          layout in one after that: the three were one task of 60–100 ms on a phone (issue 36). */}
      <HydrateLater>
        <ContentGate />
      </HydrateLater>
    </TenantContext.Provider>
  );
}
