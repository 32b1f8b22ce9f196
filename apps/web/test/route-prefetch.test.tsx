import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetWarmedRenditions } from '../src/features/panorama/warm-rendition.ts';
import { LIBRARY, QUAD, VIEWER_TOUR } from '../src/testing/viewer-fixtures.ts';
import { createFakeApi } from './fake-api.ts';
import { renderApp } from './render-app.tsx';

// jsdom decodes no WebP: the first rendition is the low JPEG.
describe('route content starts with the tenant bootstrap, not after the shell renders', () => {
  beforeEach(resetWarmedRenditions);

  it('asks for the scene and its first panorama image while the brand is still loading', async () => {
    const api = createFakeApi();
    api.hold('/api/v2/brand/');
    api.answer(`/api/v2/scene/${QUAD.meta.slug}/`, 200, QUAD);
    await renderApp(`/northfield/scene/${QUAD.meta.slug}`, api);
    await waitFor(() => expect(api.paths()).toContain(QUAD.panorama?.jpeg.low.url));
    const scene = api.requests.find((request) => request.path === `/api/v2/scene/${QUAD.meta.slug}/`);
    expect(scene?.url.searchParams.get('v')).toBe('v1');
    // The brand is still held: nothing above waited for the shell.
    expect(api.requests.filter((request) => request.path.startsWith('/media/'))).toHaveLength(1);
  });

  it('asks for the tour and the scene named in its URL at once, with that scene’s first image', async () => {
    const api = createFakeApi();
    api.hold('/api/v2/brand/');
    // The tour is held too: the scene in the URL does not wait for it.
    api.hold(`/api/v2/tours/${VIEWER_TOUR.slug}/`);
    api.answer(`/api/v2/scene/${QUAD.meta.slug}/`, 200, QUAD);
    await renderApp(`/northfield/${VIEWER_TOUR.slug}/${QUAD.meta.slug}`, api);
    await waitFor(() => expect(api.paths()).toContain(QUAD.panorama?.jpeg.low.url));
    expect(api.paths()).toContain(`/api/v2/tours/${VIEWER_TOUR.slug}/`);
  });

  it('does not download an image for a scene that is not a panorama', async () => {
    const api = createFakeApi();
    api.hold('/api/v2/brand/');
    api.answer(`/api/v2/scene/${LIBRARY.meta.slug}/`, 200, LIBRARY);
    const { queryClient } = await renderApp(`/northfield/scene/${LIBRARY.meta.slug}`, api);
    await waitFor(() => expect(api.paths()).toContain(`/api/v2/scene/${LIBRARY.meta.slug}/`));
    // The scene's data has arrived: the prefetch decides on its image in the promise callbacks that
    // follow, all run before the next task (a yield, not a delay).
    const sceneLoaded = () =>
      queryClient
        .getQueryCache()
        .findAll({ predicate: (query) => query.queryKey.includes(LIBRARY.meta.slug) })
        .some((query) => query.state.status === 'success');
    await waitFor(() => expect(sceneLoaded()).toBe(true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(api.paths().some((path) => path.startsWith('/media/'))).toBe(false);
  });

  it('finds the starting scene of a tour opened without one and asks for it', async () => {
    const api = createFakeApi();
    api.hold('/api/v2/brand/');
    api.answer(`/api/v2/tours/${VIEWER_TOUR.slug}/`, 200, VIEWER_TOUR);
    api.answer(`/api/v2/scene/${QUAD.meta.slug}/`, 200, QUAD);
    await renderApp(`/northfield/${VIEWER_TOUR.slug}`, api);
    await waitFor(() => expect(api.paths()).toContain(`/api/v2/scene/${QUAD.meta.slug}/`));
    await waitFor(() => expect(api.paths()).toContain(QUAD.panorama?.jpeg.low.url));
  });
});
