import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

// How many loaders are on screen: while the app shows nothing but loaders, the scene's first view
// (a panorama shown before the app loaded) stays in front of them (app/app-shell.tsx).
let loadersShown = 0;
const listeners = new Set<() => void>();

function changeLoadersShown(by: number): void {
  loadersShown += by;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether any Loader is mounted. */
export function useLoaderShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loadersShown > 0,
    () => false,
  );
}

/** Shown while a screen loads; announced politely to screen readers. */
export function Loader({ label }: { label?: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    changeLoadersShown(1);
    return () => changeLoadersShown(-1);
  }, []);
  return (
    <div className="loader" role="status" aria-live="polite">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="loader__label">{label ?? t('shell.loading')}</span>
    </div>
  );
}
