// The homepage's first view (lib/home-first-view.ts) goes at once when the app shows an error page
// instead of the homepage's hero.
import { useEffect } from 'react';
import { releaseHomeFirstView } from './home-first-view.ts';

export function useReleaseHomeFirstViewWhen(condition: boolean): void {
  useEffect(() => {
    if (condition) releaseHomeFirstView();
  }, [condition]);
}
