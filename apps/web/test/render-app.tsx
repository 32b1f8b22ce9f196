// Renders the real app (router, bootstrap, screens) at a path, against a fake API.
import { render } from '@testing-library/react';
import type { Resource } from 'i18next';
import { createApp } from '../src/app/create-app.tsx';
import ar from '../public/locales/ar/translations.json';
import en from '../public/locales/en/translations.json';
import frCa from '../public/locales/fr-ca/translations.json';
import { createFakeApi, type FakeApi } from './fake-api.ts';

export const resources: Resource = {
  en: { translations: en },
  'fr-ca': { translations: frCa },
  ar: { translations: ar },
};

export async function renderApp(path: string, api: FakeApi = createFakeApi()) {
  window.history.replaceState(null, '', path);
  const app = await createApp({ resources, fetchImpl: api.fetch, appHost: 'localhost' });
  const view = render(app.element);
  return { ...app, view, api };
}

/** Goes to a path as the browser's back and forward buttons do (the app's router follows history). */
export function navigateTo(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
