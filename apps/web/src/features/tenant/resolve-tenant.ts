// Spec sections 4 and 7: what the switchboard answer means for the app.
// A tenant: use it on this origin. No tenant (or a failed lookup): proceed with the route's site
// name at `{site}.{host}`; report it unless this is the app host; without any site name the app
// cannot go on (`sitename ERROR!`, section 8).
import type { SwitchboardResponse } from '@meridian/contracts';
import { isLanguageTagShape, UI_LANGUAGES } from '../../lib/language-codes.ts';

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

/** The route's site name: the first path segment unless it is a UI language (`/{lang}` routes). */
export function siteNameFromPath(pathname: string): string | null {
  const first = pathname.split('/').filter(Boolean)[0];
  if (!first) return null;
  const decoded = safeDecode(first).toLowerCase();
  if (isLanguageTagShape(decoded) && (UI_LANGUAGES as readonly string[]).includes(decoded)) return null;
  return /^[a-z0-9][a-z0-9-]{0,62}$/.test(decoded) ? decoded : null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function resolveTenant(
  answer: SwitchboardResponse | null,
  context: { hostname: string; appHost: string; pathname: string },
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
  const routeSite = siteNameFromPath(context.pathname);
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
