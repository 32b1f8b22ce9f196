// GET /api/switchboard/{hostname}/ — tenant info, or `{ error }` for a host without a tenant — and
// what that answer means for the page (resolve-tenant.ts). The one place a page finds its tenant:
// the page's entry (main.tsx) sends the request before the app's code has arrived, the first view
// and the app's bootstrap both read the one lookup made of it (app/page-tenant.ts), and the app
// keeps it in the query cache under one key.
import { queryOptions } from '@tanstack/react-query';
import { switchboardResponse, type SwitchboardResponse } from '@meridian/contracts';
import { readResponse } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { resolveTenant, type ResolvedTenant, type UnresolvedTenant } from '../resolve-tenant.ts';

export interface TenantLookupContext {
  hostname: string;
  appHost: string;
  /** The route's site name as read on the way in (lib/paths.ts siteNameOf). */
  routeSite: string | null;
}

export interface TenantLookup {
  tenant: ResolvedTenant | UnresolvedTenant;
  /** Why the lookup failed (network, HTTP status, malformed answer), for the `sitename` report; else null. */
  failure: ApiError | null;
}

/** Performance mark made at each resolution: a page makes one (e2e/performance counts them). */
export const TENANT_RESOLVED_MARK = 'meridian-tenant-resolved';

/** Reads the switchboard's answer with the contract and resolves it; a failed lookup is an answer too. */
export async function lookUpTenant(
  url: string,
  request: Promise<Response>,
  context: TenantLookupContext,
): Promise<TenantLookup> {
  let answer: SwitchboardResponse | null = null;
  let failure: ApiError | null = null;
  try {
    answer = await readResponse(url, await request, switchboardResponse);
  } catch (error) {
    failure =
      error instanceof ApiError
        ? error
        : new ApiError('network', url, error instanceof Error ? error.message : 'network error');
  }
  performance.mark(TENANT_RESOLVED_MARK);
  return { tenant: resolveTenant(answer, context), failure };
}

/** The page's tenant in the query cache: asked once, never again (a failure included). */
export function tenantQuery(hostname: string, lookUp: () => Promise<TenantLookup>) {
  return queryOptions({
    queryKey: ['tenant', hostname],
    queryFn: lookUp,
    staleTime: Infinity,
    retry: false,
    retryOnMount: false,
    meta: { context: 'switchboard', report: false },
  });
}
