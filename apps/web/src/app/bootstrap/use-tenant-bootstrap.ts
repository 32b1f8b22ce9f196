// Spec section 4, "Language", first half: tenant lookup → tenant languages → initial language.
// (use-content-bootstrap.ts then loads tour groups, brand, labels and scenes in parallel.)
// Every request takes the query's AbortSignal, so one no longer needed is cancelled.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { malformedContentError, siteNameError } from '../../lib/errors/error-catalogue.ts';
import type { AppError } from '../../lib/errors/error-store.ts';
import { reportError } from '../../lib/errors/reporting.ts';
import { languagesQuery } from '../../features/tenant/api/languages-query.ts';
import { tenantQuery } from '../../features/tenant/api/tenant-lookup.ts';
import { SITENAME_ERROR, type ResolvedTenant } from '../../features/tenant/resolve-tenant.ts';
import { useTenantStore } from '../../features/tenant/tenant-store.ts';
import { rememberLanguage } from '../../features/i18n/i18n.ts';
import type { Language } from '@meridian/contracts';
import { createApiClient, tenantOrigin, type ApiClient } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { setDocumentLanguage } from '../../lib/document-language.ts';
import { directionOf, FALLBACK_LANGUAGE, normaliseLanguage, pickLanguage } from '../../lib/language-codes.ts';
import { versionParam, type ContentScope, type TenantContextValue } from '../../lib/tenant-context.tsx';
import { useAppRuntime } from './app-runtime.tsx';

export type BootstrapState =
  { status: 'loading' } | { status: 'error'; error: AppError } | { status: 'ready'; value: TenantContextValue };

/** The detected candidates matched against what the tenant offers (also app/server-render/hydrate-page.ts). */
export function initialLanguage(candidates: string[], languages: Language[], tenant: ResolvedTenant): string {
  const offered = languages.map((entry) => entry.language);
  return pickLanguage(
    candidates,
    offered.length > 0 ? offered : [tenant.defaultLanguage ?? FALLBACK_LANGUAGE],
    tenant.defaultLanguage,
  );
}

/** What the screens see of a resolved tenant (also what the server renders them with, app/server-render). */
export function tenantContextValue(
  tenant: ResolvedTenant,
  languages: Language[],
  scope: ContentScope,
  api: ApiClient,
  changeLanguage: (language: string) => void,
): TenantContextValue {
  return {
    tenant: {
      siteName: tenant.siteName,
      defaultLanguage: tenant.defaultLanguage ?? languages[0]?.language ?? FALLBACK_LANGUAGE,
      versionHash: tenant.versionHash,
      languages,
    },
    scope,
    api,
    changeLanguage,
  };
}

const currentLanguage = () => useTenantStore.getState().language;

export function useTenantBootstrap(): BootstrapState {
  const runtime = useAppRuntime();
  const { fetchImpl } = runtime;
  const { i18n, detectCandidates } = runtime.language;
  const { hostname } = window.location;
  const markTenantLoaded = useTenantStore((state) => state.markTenantLoaded);
  // The language the page was rendered in is set before hydration (app/server-render/hydrate-page.ts),
  // and this hook draws nothing of its own on the server (the server renders the layout without it):
  // the store's current state is its snapshot in a hydrating render too. Through the store's hook it
  // would be its first state, then a second render of the shell, with its effects, in the hydrating
  // task (issue 36).
  const language = useSyncExternalStore(useTenantStore.subscribe, currentLanguage, currentLanguage);
  const setLanguage = useTenantStore((state) => state.setLanguage);

  // 1. The tenant: the page's one lookup (app/page-tenant.ts), which the first view read too.
  const lookup = useQuery(tenantQuery(hostname, runtime.lookUpTenant)).data;
  const resolved = lookup?.tenant ?? null;

  useEffect(() => {
    if (!lookup) return;
    markTenantLoaded();
    if (lookup.tenant.reportLookupFailure) {
      reportError(lookup.failure ?? new Error(SITENAME_ERROR), 'sitename', { hostname, message: SITENAME_ERROR });
    }
  }, [lookup, hostname, markTenantLoaded]);

  const tenant = resolved?.kind === 'tenant' ? resolved : null;
  const preview = runtime.query.preview;
  const origin = tenant ? tenantOrigin(window.location, tenant.siteOnAppHost) : window.location.origin;

  // 2. Languages of the tenant.
  const bootClient = useMemo(
    () =>
      createApiClient({
        origin,
        language: i18n.language || FALLBACK_LANGUAGE,
        version: tenant?.versionHash ?? null,
        ...(fetchImpl ? { fetchImpl } : {}),
      }),
    [origin, i18n, tenant?.versionHash, fetchImpl],
  );
  const languages = useQuery({ ...languagesQuery(bootClient, tenant?.siteName ?? ''), enabled: tenant !== null });
  const languagesSettled = languages.isSuccess || languages.isError;

  // 3. Initial language: detected candidates matched against what the tenant offers.
  useEffect(() => {
    if (!tenant || !languagesSettled || language !== null) return;
    setLanguage(initialLanguage(detectCandidates(), languages.data ?? [], tenant));
  }, [tenant, languagesSettled, languages.data, language, detectCandidates, setLanguage]);

  useEffect(() => {
    if (language === null) return;
    // Only when it differs: i18next announces every change, even to the same language, and each
    // translated component renders again (a page hydrated in its language set it before, boot.tsx).
    if (i18n.language !== language) void i18n.changeLanguage(language);
    rememberLanguage(language);
    const bidi = languages.data?.find((entry) => normaliseLanguage(entry.language) === language)?.bidi;
    setDocumentLanguage({ lang: language, dir: directionOf(language, bidi) });
  }, [language, i18n, languages.data]);

  // The scope every content request is keyed and sent with.
  const scope: ContentScope | null = useMemo(
    () =>
      tenant && language !== null
        ? { siteName: tenant.siteName, language, version: tenant.versionHash, preview }
        : null,
    [tenant, language, preview],
  );
  const api = useMemo(
    () =>
      scope
        ? createApiClient({
            origin,
            language: scope.language,
            version: versionParam(scope),
            ...(fetchImpl ? { fetchImpl } : {}),
          })
        : null,
    [scope, origin, fetchImpl],
  );
  const changeLanguage = useCallback(
    (next: string) => {
      const normalised = normaliseLanguage(next);
      if (normalised === useTenantStore.getState().language) return;
      setLanguage(normalised);
    },
    [setLanguage],
  );

  return useMemo((): BootstrapState => {
    if (resolved?.kind === 'no-site') return { status: 'error', error: siteNameError() };
    // The site's own API does not know it (an unknown host, or an unknown /{site} on the app
    // host): no content request can succeed, so say so instead of loading forever.
    if (languages.error instanceof ApiError && languages.error.status === 404) {
      return { status: 'error', error: siteNameError() };
    }
    if (languages.error instanceof ApiError && languages.error.kind === 'malformed') {
      return { status: 'error', error: malformedContentError(languages.error) };
    }
    if (!tenant || !scope || !api) return { status: 'loading' };
    return { status: 'ready', value: tenantContextValue(tenant, languages.data ?? [], scope, api, changeLanguage) };
  }, [resolved, tenant, scope, api, languages.data, languages.error, changeLanguage]);
}
