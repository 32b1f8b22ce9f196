// The route table rendered under a root element (the browser's shell, or the server's frame), with
// the shown screen's match for the parts above it, and the root's error boundary: a screen whose code
// could not load, or an error outside the layout's own boundary, shows the error page.
import { useMemo, type ReactElement } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { AppErrorBoundary } from '../features/errors/components/app-error-boundary.tsx';
import { BareFrame } from './bare-frame.tsx';
import { appRoutes, matchScreen } from './route-table.tsx';
import { ShownScreenContext } from './shown-screen.ts';

export function AppRoutes({ root }: { root: ReactElement }) {
  const { pathname } = useLocation();
  const routes = useMemo(() => appRoutes(root), [root]);
  const screen = useMemo(() => matchScreen(pathname), [pathname]);
  const element = useRoutes(routes);
  return (
    <AppErrorBoundary resetKey={pathname} plainLink frame={BareFrame}>
      <ShownScreenContext.Provider value={screen}>{element}</ShownScreenContext.Provider>
    </AppErrorBoundary>
  );
}
