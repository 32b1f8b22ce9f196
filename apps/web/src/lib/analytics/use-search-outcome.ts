// A map search's outcome (docs/insights.md): the query the visitor settled on, with or without a
// result. Results arrive on every keystroke, so only the last query is tracked, once: after it has
// stayed 1.5 s, when a result is picked, or when the page or the search goes away.
import { useCallback, useEffect, useRef } from 'react';
import { useAnalytics } from './analytics-context.tsx';
import { events } from './event-catalogue.ts';

const SETTLED_MS = 1500;

/** `found` null while the query's results are not known. Returns `settle`, to call when a result is picked. */
export function useSearchOutcome(query: string, found: boolean | null): () => void {
  const { analytics } = useAnalytics();
  const pending = useRef<{ query: string; found: boolean } | null>(null);
  const tracked = useRef<string | null>(null);
  const settle = useCallback(() => {
    const outcome = pending.current;
    pending.current = null;
    if (!outcome || outcome.query === tracked.current) return;
    tracked.current = outcome.query;
    analytics.track(events.mapSearch(outcome.query, outcome.found));
  }, [analytics]);

  useEffect(() => {
    if (query === '' || found === null) return;
    pending.current = { query, found };
    const timer = setTimeout(settle, SETTLED_MS);
    return () => clearTimeout(timer);
  }, [query, found, settle]);

  useEffect(() => {
    const onHide = () => {
      settle();
      analytics.flush();
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      settle();
    };
  }, [analytics, settle]);

  return settle;
}
