// The app proper, loaded by main.tsx after it has started the first view: error sinks, the app
// (router, bootstrap, providers) and the React root.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setHydrating } from '../lib/hydration.ts';
import { deferredHydrationSettled } from '../lib/hydrate-later.tsx';
import { readPageState } from './server-render/page-answers.ts';
import { prepareHydration } from './server-render/hydrate-page.ts';
import { reportError } from '../lib/errors/reporting.ts';
import { installSentrySink } from '../features/errors/sentry-sink.ts';
import { yieldToMain } from '../lib/yield-to-main.ts';
import { createApp } from './create-app.tsx';
import type { PageEntry } from './page-entry.ts';
import type { FirstViewStart } from './first-view/start-first-view.ts';

export async function boot(
  container: HTMLElement,
  entry: PageEntry,
  firstView: Promise<FirstViewStart | null> | null,
): Promise<void> {
  // Evaluating this chunk's modules was a task of its own; the router's set-up, i18n's and the
  // first render each get theirs (lib/yield-to-main.ts says why).
  await yieldToMain();
  void installSentrySink(import.meta.env.VITE_SENTRY_DSN).catch((error: unknown) => reportError(error, 'sentry'));
  const { element, screen, queryClient, runtime } = await createApp({ entry, firstView });
  // A page the server rendered (issue 36) is adopted as it is, when the app's first render would be
  // the same (server-render/hydrate-page.ts); otherwise the app renders over it.
  const state = container.firstElementChild ? readPageState() : null;
  const hydrate = state !== null && (await prepareHydration({ state, screen, queryClient, runtime }));
  // The first render shows the address's screen, as the server did: its code is in first.
  await screen;
  await yieldToMain();
  const app = <StrictMode>{element}</StrictMode>;
  if (!hydrate) {
    createRoot(container).render(app);
    return;
  }
  setHydrating(true);
  try {
    hydrateRoot(container, app);
  } catch (error) {
    setHydrating(false);
    throw error;
  }
  // The parts left for later (lib/hydrate-later.tsx) are adopted one per task; then the screens fill
  // in what only the browser knows.
  await deferredHydrationSettled();
  setHydrating(false);
}
