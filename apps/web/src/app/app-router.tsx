// The browser's router: react-router's own BrowserRouter, but a new address is shown only once its
// screen's code is in (app/route-table.tsx), so the screen on view stays until the next can render,
// as a data router's lazy routes did. The data router itself (createBrowserRouter) is 17 KB of gzip
// the app uses none of (loaders, actions, fetchers, revalidation): the homepage's first 5 s of
// JavaScript has to stay within 120 KB (issue 36).
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location } from 'react-router';
import { matchScreen } from './route-table.tsx';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

interface Shown {
  action: BrowserHistory['action'];
  location: Location;
}

export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [shown, setShown] = useState<Shown>({ action: history.action, location: history.location });
  useLayoutEffect(() => {
    // Only the latest address is shown: one left before its screen came is dropped.
    let latest = 0;
    return history.listen(({ action, location }) => {
      const navigation = ++latest;
      const show = () => {
        if (navigation === latest) setShown({ action, location });
      };
      const screen = matchScreen(location.pathname);
      if (!screen || screen.handle.settled()) show();
      else void screen.handle.settle().then(show);
    });
  }, [history]);
  return (
    <Router navigator={history} location={shown.location} navigationType={shown.action}>
      {children}
    </Router>
  );
}
