// The app proper, loaded by main.tsx after it has started the first view: error sinks, the app
// (router, bootstrap, providers) and the React root.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { reportError } from '../lib/errors/reporting.ts';
import { installSentrySink } from '../features/errors/sentry-sink.ts';
import { createApp } from './create-app.tsx';
import type { PageEntry } from './page-entry.ts';

export async function boot(container: HTMLElement, entry: PageEntry): Promise<void> {
  void installSentrySink(import.meta.env.VITE_SENTRY_DSN).catch((error: unknown) => reportError(error, 'sentry'));
  const { element } = await createApp({ entry });
  createRoot(container).render(<StrictMode>{element}</StrictMode>);
}
