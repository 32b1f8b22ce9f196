// The content a server-rendered screen is made of, asked for with the app's own queries (issue 36):
// the server runs this with a fetch that answers from its own API, the browser with a fetch that
// answers from the answers the server wrote into the page (page-answers.ts). Both end with the same
// query cache under the same keys, so the browser's first render is the server's, and the app's
// bootstrap finds everything it would otherwise have asked for.
import type { Language } from '@meridian/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { tourGroupsQuery } from '../../features/homepage/api/tour-groups-query.ts';
import { toursQuery } from '../../features/menu/api/tours-query.ts';
import { languagesQuery } from '../../features/tenant/api/languages-query.ts';
import { tenantQuery, type TenantLookup } from '../../features/tenant/api/tenant-lookup.ts';
import type { ResolvedTenant } from '../../features/tenant/resolve-tenant.ts';
import { createApiClient, type ApiClient } from '../../lib/api-client.ts';
import { brandQuery } from '../../lib/brand/brand-query.ts';
import { versionParam, type ContentScope } from '../../lib/tenant-context.tsx';

export interface PrefillInput {
  queryClient: QueryClient;
  /** The page's origin (the tenant's content is asked for on it). */
  origin: string;
  hostname: string;
  lookup: TenantLookup;
  /** The page's content language, as the server chose it. */
  language: string;
  fetchImpl: typeof fetch;
}

export interface PrefilledPage {
  tenant: ResolvedTenant;
  languages: Language[];
  scope: ContentScope;
  api: ApiClient;
}

/**
 * Fills the cache with the tenant lookup, its languages, brand, tour groups and tours; null when the
 * page is not one the server renders (no tenant of its own host, or an answer missing).
 */
export async function prefillPage({
  queryClient,
  origin,
  hostname,
  lookup,
  language,
  fetchImpl,
}: PrefillInput): Promise<PrefilledPage | null> {
  const tenant = lookup.tenant;
  // A site reached by name on the app host asks another origin for its content: browser-only.
  if (tenant.kind !== 'tenant' || tenant.siteOnAppHost !== null || tenant.reportLookupFailure) return null;
  queryClient.setQueryData(tenantQuery(hostname, () => Promise.resolve(lookup)).queryKey, lookup);
  // The bootstrap's client for the language list (use-tenant-bootstrap.ts): same origin and version.
  const bootClient = createApiClient({ origin, language, version: tenant.versionHash, fetchImpl });
  const scope: ContentScope = { siteName: tenant.siteName, language, version: tenant.versionHash, preview: null };
  const api = createApiClient({ origin, language, version: versionParam(scope), fetchImpl });
  try {
    const [languages] = await Promise.all([
      queryClient.query(languagesQuery(bootClient, tenant.siteName)),
      queryClient.query(brandQuery(api, scope)),
      queryClient.query(tourGroupsQuery(api, scope)),
      queryClient.query(toursQuery(api, scope)),
    ]);
    return { tenant, languages, scope, api };
  } catch {
    // The browser asks again and shows what the app shows for that failure.
    return null;
  }
}
