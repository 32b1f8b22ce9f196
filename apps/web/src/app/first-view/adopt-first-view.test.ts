import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sceneQuery } from '../../features/scene/api/scene-query.ts';
import type { ResolvedTenant } from '../../features/tenant/resolve-tenant.ts';
import { tourQuery } from '../../features/tour/api/tour-query.ts';
import { createApiClient } from '../../lib/api-client.ts';
import type { ContentScope } from '../../lib/tenant-context.tsx';
import { QUAD, VIEWER_TOUR } from '../../testing/viewer-fixtures.ts';
import { seedFirstViewContent } from './adopt-first-view.ts';

const tenant: ResolvedTenant = {
  kind: 'tenant',
  siteName: 'northfield',
  siteOnAppHost: null,
  defaultLanguage: 'en',
  versionHash: 'v1',
  reportLookupFailure: false,
};
const refused = (): Promise<Response> => Promise.reject(new Error('the app asked the network'));
const api = createApiClient({ origin: 'http://localhost', language: 'en', version: 'v1', fetchImpl: refused });

function scopeIn(language: string): ContentScope {
  return { siteName: 'northfield', language, version: 'v1', preview: null };
}

describe('the first view seeds the app’s query cache', () => {
  it('so the tour and scene screens read what it fetched instead of asking again', async () => {
    const queryClient = new QueryClient();
    seedFirstViewContent(queryClient, tenant, { language: 'en', tour: VIEWER_TOUR, scene: QUAD });
    const scope = scopeIn('en');
    // The screens' own queries (stale never): answered from the cache, the network untouched.
    await expect(queryClient.query(sceneQuery(api, scope, QUAD.meta.slug))).resolves.toEqual(QUAD);
    await expect(queryClient.query(tourQuery(api, scope, VIEWER_TOUR.slug))).resolves.toEqual(VIEWER_TOUR);
  });

  it('leaves a visitor in another language to the app’s own requests', () => {
    const queryClient = new QueryClient();
    seedFirstViewContent(queryClient, tenant, { language: 'en', tour: null, scene: QUAD });
    expect(queryClient.getQueryData(sceneQuery(api, scopeIn('fr-ca'), QUAD.meta.slug).queryKey)).toBeUndefined();
  });

  it('keeps an answer the app already has', () => {
    const queryClient = new QueryClient();
    const key = sceneQuery(api, scopeIn('en'), QUAD.meta.slug).queryKey;
    const own = { ...QUAD, title: 'The app’s own answer' };
    queryClient.setQueryData(key, own);
    seedFirstViewContent(queryClient, tenant, { language: 'en', tour: null, scene: QUAD });
    expect(queryClient.getQueryData(key)).toBe(own);
  });
});
