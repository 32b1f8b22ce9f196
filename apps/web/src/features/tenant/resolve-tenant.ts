// Spec sections 4 and 7: what the switchboard answer means for the app.
// A tenant: use it on this origin. No tenant (or a failed lookup): proceed with the route's site
// name at `{site}.{host}`; report it unless this is the app host; without any site name the app
// cannot go on (`sitename ERROR!`, section 8).
import type { SwitchboardResponse } from '@meridian/contracts';

export interface ResolvedTenant {
  kind: 'tenant';
  siteName: string;
  /** Site to prefix the host with (`{site}.{host}`), or null for the same origin. */
  siteOnAppHost: string | null;
  defaultLanguage: string | null;
  versionHash: string | null;
  /** The lookup failed somewhere other than the app host: report `sitename ERROR!`. */
  reportLookupFailure: boolean;
}

export interface UnresolvedTenant {
  kind: 'no-site';
  reportLookupFailure: true;
}

export const SITENAME_ERROR = 'sitename ERROR!';

export function resolveTenant(
  answer: SwitchboardResponse | null,
  /** routeSite: the page's site name as read on the way in (lib/paths.ts siteNameOf). */
  context: { hostname: string; appHost: string; routeSite: string | null },
): ResolvedTenant | UnresolvedTenant {
  if (answer && 'schema_name' in answer) {
    return {
      kind: 'tenant',
      siteName: answer.schema_name,
      siteOnAppHost: null,
      defaultLanguage: answer.default_language,
      versionHash: answer.version_hash,
      reportLookupFailure: false,
    };
  }
  const onAppHost = context.hostname.toLowerCase() === context.appHost.toLowerCase();
  const { routeSite } = context;
  if (!routeSite) return { kind: 'no-site', reportLookupFailure: true };
  return {
    kind: 'tenant',
    siteName: routeSite,
    siteOnAppHost: onAppHost ? routeSite : null,
    defaultLanguage: null,
    versionHash: null,
    reportLookupFailure: !onAppHost,
  };
}
