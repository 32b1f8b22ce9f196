// Errors thrown while loading a route module or rendering outside the layout's boundary.
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorPage } from '../components/error-page.tsx';
import { renderingError } from '../lib/errors/error-catalogue.ts';
import { reportError } from '../lib/errors/reporting.ts';

export function RootErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    reportError(error, 'rendering');
  }, [error]);
  return (
    <main id="main-content" tabIndex={-1} className="app-main app-main--bare">
      <ErrorPage {...renderingError()} plainLink />
    </main>
  );
}
