import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCtaQueueStore } from '../src/features/ctas/cta-store.ts';
import { createFakeApi } from './fake-api.ts';
import { BRAND, list } from './fixtures.ts';
import { navigateTo, renderApp } from './render-app.tsx';

// jsdom has no WebGL; the WebGL rule itself is tested in errors.test.tsx.
vi.mock('../src/lib/webgl.ts', () => ({ hasWebGL: () => true, resetWebGLCheck: () => undefined }));
// Nor can it draw a map: the campus map itself runs in the browser specs (e2e/maps). Here the
// screen around it (panel, directory, search, address) is what is tested.
vi.mock('../src/features/map/components/campus-map.tsx', () => ({
  CampusMap: ({ labels }: { labels: { map: string } }) => <div role="region" aria-label={labels.map} />,
}));

async function screenAt(path: string, id: string) {
  const app = await renderApp(path);
  const element = await waitFor(() => {
    const found = document.querySelector(`[data-route="${id}"]`);
    if (!(found instanceof HTMLElement)) throw new Error(`no ${id} screen at ${path}`);
    if (found.querySelector('.loader')) throw new Error(`${id} screen still loading`);
    return found;
  });
  return { app, element };
}

/** The scene and tour viewers (issue 6) carry their route inputs as data attributes. */
function viewerInput(element: HTMLElement, name: string): string | null {
  return element.querySelector<HTMLElement>('.tour-screen, .scene-screen')?.dataset[name] ?? null;
}

describe('every route shape resolves to its screen (spec section 2)', () => {
  it.each([
    ['/', 'homepage'],
    ['/northfield', 'homepage'],
    ['/northfield/home', 'homepage'],
    ['/northfield/map', 'map'],
    ['/northfield/map/places/123/x', 'map'],
    ['/northfield/scene/library', 'scene-viewer'],
    ['/northfield/scene/library/7', 'scene-viewer'],
    ['/northfield/embed/library', 'embed-scene'],
    ['/northfield/ctas', 'cta-preview'],
    ['/northfield/ctas/5', 'cta-preview'],
    ['/northfield/main-campus', 'tour-viewer'],
    ['/northfield/main-campus/library', 'tour-viewer'],
    ['/northfield/main-campus/library/7', 'tour-viewer'],
    ['/northfield/finished/main-campus', 'finished-tour'],
    ['/fr-ca', 'homepage'],
    ['/fr-ca/main-campus', 'tour-viewer'],
  ])('%s shows the %s screen', async (path, id) => {
    await screenAt(path, id);
  });

  it('passes the route parameters to the tour viewer', async () => {
    const { element } = await screenAt('/northfield/main-campus/library/7', 'tour-viewer');
    expect(viewerInput(element, 'tourSlug')).toBe('main-campus');
    expect(document.title).toBe('Main campus – Northfield University');
    expect(viewerInput(element, 'sceneSlug')).toBe('library');
    expect(viewerInput(element, 'hotspot')).toBe('7');
  });

  // The path rule itself (three levels, a tour at the end) is tested in contracts' home-path.test.ts.
  it('opens a tour-group level by its slug, and answers an unknown one with page not found', async () => {
    const group = await screenAt('/northfield/home/science', 'homepage');
    await waitFor(() => expect(document.title).toContain('Science'));
    group.app.view.unmount();
    await renderApp('/northfield/home/no-such-group');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeTruthy();
  });

  it('opens the map on the tab its path names', async () => {
    const places = await screenAt('/northfield/map/places', 'map');
    expect(within(places.element).getByRole('radio', { name: 'Places' })).toHaveProperty('checked', true);
    expect(await within(places.element).findByRole('group', { name: 'Categories' })).toBeTruthy();
    places.app.view.unmount();
    const directions = await screenAt('/northfield/map/directions', 'map');
    expect(within(directions.element).getByRole('radio', { name: 'Directions' })).toHaveProperty('checked', true);
    expect(within(directions.element).getByRole('textbox', { name: 'To' })).toBeTruthy();
  });

  it('shows place search and directions when the tenant turned them off only with placepreview and directionspreview', async () => {
    const off = {
      style: null,
      basemap: null,
      center: [-79.4, 43.66] as [number, number],
      zoom: 16,
      campus_color: '#d9e7d3',
      buildings_color: '#4a5d73',
      places: true,
      search_directory: false,
      outdoor_directions: false,
    };
    const brandWithout = list([{ ...BRAND, maps_settings: off }]);
    const api = createFakeApi();
    api.answer('/api/v2/brand/', 200, brandWithout);
    const plain = await renderApp('/northfield/map/places', api);
    expect(await screen.findByRole('group', { name: 'Categories' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Search places' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Directions' })).toBeNull();
    plain.view.unmount();
    const previewApi = createFakeApi();
    previewApi.answer('/api/v2/brand/', 200, brandWithout);
    await renderApp('/northfield/map/places?placepreview&directionspreview', previewApi);
    expect(await screen.findByRole('combobox', { name: 'Search places' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Directions' })).toBeTruthy();
  });

  it('shows standalone scene hotspot and banner flag', async () => {
    const scene = await screenAt('/northfield/scene/library/7?banner=TRUE', 'scene-viewer');
    expect(viewerInput(scene.element, 'hotspot')).toBe('7');
    expect(viewerInput(scene.element, 'banner')).toBe('true');
    // Embed banner mode has no site header.
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('selects the language of a /{lang}/{tour} route', async () => {
    const { element } = await screenAt('/fr-ca/main-campus', 'tour-viewer');
    expect(viewerInput(element, 'routeLanguage')).toBe('fr-ca');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr-ca'));
  });

  it('answers an unknown group path with the page-not-found page', async () => {
    await renderApp('/northfield/home/nowhere/at/all/really');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('tour viewer inputs (spec section 2)', () => {
  it('is told that the entry CTA was dismissed', async () => {
    useCtaQueueStore.getState().dismissEntryCta();
    const { element } = await screenAt('/northfield/main-campus', 'tour-viewer');
    expect(viewerInput(element, 'entryCtaDismissed')).toBe('true');
  });

  it('is told the visitor came from the personalize tab when the previous fourth segment is all-content', async () => {
    await screenAt('/northfield/map/personal/all-content', 'map');
    act(() => navigateTo('/northfield/main-campus'));
    const element = await waitFor(() => {
      // The tour screen itself (its loader comes first while the tour is requested).
      const found = document.querySelector<HTMLElement>('[data-route="tour-viewer"]');
      if (!found?.querySelector('.tour-screen')) throw new Error('no tour screen yet');
      return found;
    });
    expect(viewerInput(element, 'fromPersonalizeTab')).toBe('true');
  });

  it('is not told so when coming from anywhere else', async () => {
    await screenAt('/northfield/map/all-content', 'map');
    act(() => navigateTo('/northfield/main-campus'));
    const element = await waitFor(() => {
      // The tour screen itself (its loader comes first while the tour is requested).
      const found = document.querySelector<HTMLElement>('[data-route="tour-viewer"]');
      if (!found?.querySelector('.tour-screen')) throw new Error('no tour screen yet');
      return found;
    });
    expect(viewerInput(element, 'fromPersonalizeTab')).toBe('false');
  });
});

describe('layout and accessibility of the shell', () => {
  it('has a skip link, a banner, a main landmark, and moves focus to the new screen heading on navigation', async () => {
    await screenAt('/northfield', 'homepage');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('banner')).toBeTruthy();
    const main = screen.getByRole('main');
    act(() => navigateTo('/northfield/map'));
    const heading = await within(main).findByRole('heading', { level: 1, name: 'Campus map' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('switches to the desktop layout at 1200 px and sizes the app to innerHeight', async () => {
    window.innerWidth = 1199;
    window.innerHeight = 700;
    window.dispatchEvent(new Event('resize'));
    await screenAt('/northfield', 'homepage');
    const shell = document.querySelector<HTMLElement>('.app');
    expect(shell?.dataset.layout).toBe('mobile');
    expect(shell?.style.height).toBe('700px');
    act(() => {
      window.innerWidth = 1200;
      window.innerHeight = 640;
      window.dispatchEvent(new Event('resize'));
    });
    expect(shell?.dataset.layout).toBe('desktop');
    expect(shell?.style.height).toBe('640px');
  });

  it('sets the page title per screen', async () => {
    await screenAt('/northfield/main-campus', 'tour-viewer');
    await waitFor(() => expect(document.title).toBe('Main campus – Northfield University'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'The main campus tour',
    );
  });
});

describe('tour load failure (spec section 8)', () => {
  it('replaces everything with page-not-found, the HTTP status and a Home link to the site', async () => {
    const api = createFakeApi();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp('/northfield/no-such-tour', api);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/northfield');
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
