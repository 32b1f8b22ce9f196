import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTenantStore } from '../src/features/tenant/tenant-store.ts';
import { createFakeApi } from './fake-api.ts';
import { BRAND } from './fixtures.ts';
import { renderApp } from './render-app.tsx';

const CONTENT = ['/api/v2/brand/', '/api/v2/pages/', '/api/v2/labels/', '/api/v2/scenes/'];

describe('tenant bootstrap order (spec section 4)', () => {
  it('looks up the tenant, then its languages, then loads brand, tour groups, labels and scenes in parallel', async () => {
    const api = createFakeApi();
    api.hold('/api/v2/language/');
    api.hold('/api/v2/brand/');
    await renderApp('/?lng=fr-ca', api);
    await waitFor(() => expect(api.paths()).toContain('/api/v2/language/'));
    expect(api.paths()[0]).toBe('/api/switchboard/localhost/');
    expect(api.paths().some((path) => CONTENT.includes(path))).toBe(false);
    expect(screen.getByRole('status')).toBeTruthy();

    act(() => api.release('/api/v2/language/'));
    // All four are requested while the brand is still unanswered: they run in parallel.
    await waitFor(() => expect(new Set(api.paths())).toEqual(new Set([...api.paths(), ...CONTENT])));
    for (const path of CONTENT) {
      const request = api.requests.find((entry) => entry.path === path);
      expect(request?.language).toBe('fr-ca');
      expect(request?.url.searchParams.get('v')).toBe('v1');
    }
    expect(api.requests.find((entry) => entry.path === '/api/v2/scenes/')?.url.searchParams.get('limit')).toBe('1000');
    expect(api.requests.find((entry) => entry.path === '/api/v2/pages/')?.url.searchParams.get('limit')).toBe('100');

    act(() => api.release('/api/v2/brand/'));
    expect(await screen.findByRole('link', { name: BRAND.title })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr-ca');
  });

  it('sets the tenant-loaded flag even when the lookup fails, and proceeds with the route site at {site}.{host}', async () => {
    const api = createFakeApi();
    api.answer('/api/switchboard/localhost/', 200, { error: 'No tenant for this host' });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp('/harbour/home', api);
    await waitFor(() => expect(useTenantStore.getState().tenantLoaded).toBe(true));
    await waitFor(() => expect(api.paths()).toContain('/api/v2/brand/'));
    const brand = api.requests.find((entry) => entry.path === '/api/v2/brand/');
    expect(brand?.url.host).toBe('harbour.localhost');
    // The app host has no tenant by design: nothing is reported.
    expect(errors.mock.calls.some((call) => String(call[0]).includes('sitename'))).toBe(false);
  });

  it('reports sitename ERROR! when a non-app host has no tenant, and shows the error page without a site name', async () => {
    const api = createFakeApi();
    api.answer('/api/switchboard/localhost/', 500, { statusCode: 500, error: 'x', message: 'x' });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/');
    const { createApp } = await import('../src/app/create-app.tsx');
    const { render } = await import('@testing-library/react');
    const { resources } = await import('./render-app.tsx');
    const app = await createApp({ resources, fetchImpl: api.fetch, appHost: 'meridian.example' });
    render(app.element);
    expect(await screen.findByRole('heading', { name: 'Site not found' })).toBeTruthy();
    // Set by an effect, which Preact runs after the paint that showed the heading.
    await waitFor(() => expect(useTenantStore.getState().tenantLoaded).toBe(true));
    await waitFor(() =>
      expect(errors.mock.calls.some((call) => JSON.stringify(call).includes('sitename ERROR!'))).toBe(true),
    );
  });

  it('asks the switchboard once per page load: the request sent at page entry is the one the app uses', async () => {
    const api = createFakeApi();
    window.history.replaceState(null, '', '/harbour/home');
    api.answer('/api/switchboard/localhost/', 200, { error: 'No tenant for this host' });
    const { createApp } = await import('../src/app/create-app.tsx');
    const { render } = await import('@testing-library/react');
    const { resources } = await import('./render-app.tsx');
    const entry = {
      hostname: 'localhost',
      appHost: 'localhost',
      siteName: 'harbour',
      switchboard: api.fetch('http://localhost:3000/api/switchboard/localhost/'),
    };
    const app = await createApp({ resources, fetchImpl: api.fetch, appHost: 'localhost', entry });
    render(app.element);
    await waitFor(() => expect(api.paths()).toContain('/api/v2/brand/'));
    expect(api.paths().filter((path) => path.startsWith('/api/switchboard/'))).toHaveLength(1);
    expect(api.requests.find((entry) => entry.path === '/api/v2/brand/')?.url.host).toBe('harbour.localhost');
  });

  it('shows the error page, not a crash, when the brand payload is malformed', async () => {
    const api = createFakeApi();
    api.answer('/api/v2/brand/', 200, { meta: { total_count: 1 }, items: [{ id: 'seven' }] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp('/', api);
    expect(await screen.findByRole('heading', { name: 'Content could not be read' })).toBeTruthy();
  });

  it('uses the default brand when the server returns none', async () => {
    const api = createFakeApi();
    api.answer('/api/v2/brand/', 200, { meta: { total_count: 0 }, items: [] });
    await renderApp('/', api);
    // The default brand has no title: the header names the site.
    expect(await screen.findByRole('link', { name: 'northfield' })).toBeTruthy();
  });
});

describe('languages (spec sections 4 and 9)', () => {
  it('lays Arabic out right to left and translates the UI', async () => {
    await renderApp('/?lng=ar');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(await screen.findByText('تخطَّ إلى المحتوى الرئيسي')).toBeTruthy();
  });

  it('takes the browser language (fr-CA) when neither the query nor a stored language names one', async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'fr-CA']);
    const api = createFakeApi();
    await renderApp('/', api);
    await waitFor(() => expect(document.documentElement.lang).toBe('fr-ca'));
    languages.mockRestore();
  });

  it('refetches content in the new language on a switch, and does nothing for the same language', async () => {
    const api = createFakeApi();
    await renderApp('/', api);
    // The header's language button opens the list (its code loads on the first press).
    const choose = async (name: string) => {
      fireEvent.click(await screen.findByRole('button', { name: /^Language / }));
      fireEvent.click(within(await screen.findByRole('group', { name: 'Language' })).getByRole('button', { name }));
    };
    await screen.findByRole('button', { name: /^Language / });
    await waitFor(() => expect(api.paths()).toContain('/api/v2/scenes/'));
    const before = api.requests.length;
    await choose('English');

    // Then a real switch: its requests and its screen prove the app has handled both changes.
    await choose('Français');
    await waitFor(() =>
      expect(api.requests.some((entry) => entry.path === '/api/v2/brand/' && entry.language === 'fr-ca')).toBe(true),
    );
    for (const path of CONTENT) {
      expect(api.requests.some((entry) => entry.path === path && entry.language === 'fr-ca')).toBe(true);
    }
    expect(await screen.findByText('Passer au contenu principal')).toBeTruthy();
    // Nothing already loaded was asked for again in English (the first screen's last requests may
    // still have been going out): a refetch for the same language would carry it, whenever it went.
    const asked = new Set(api.requests.slice(0, before).map((entry) => entry.path));
    expect(
      api.requests
        .slice(before)
        .filter((entry) => entry.path !== '/api/v2/events/' && entry.language !== 'fr-ca' && asked.has(entry.path)),
    ).toEqual([]);
    expect(localStorage.getItem('meridian.language')).toBe('fr-ca');
  });

  it('asks for the UI strings of the stored language before the browser language', async () => {
    localStorage.setItem('meridian.language', 'ar');
    await renderApp('/');
    await waitFor(() => expect(document.documentElement.lang).toBe('ar'));
  });
});
