// Things created once per page load and handed down: the i18n runtime, the shell's query
// parameters, the page's tenant lookup and the fetch implementation (replaceable in tests).
import { createContext, useContext } from 'react';
import type { LanguageRuntime } from '../../features/i18n/i18n.ts';
import type { ShellQuery } from '../../lib/query-params.ts';
import type { TenantLookup } from '../../features/tenant/api/tenant-lookup.ts';

export interface AppRuntime {
  language: LanguageRuntime;
  query: ShellQuery;
  /** The page's one tenant lookup (app/page-tenant.ts), shared with the first view. */
  lookUpTenant: () => Promise<TenantLookup>;
  fetchImpl?: typeof fetch;
}

export const AppRuntimeContext = createContext<AppRuntime | null>(null);

export function useAppRuntime(): AppRuntime {
  const runtime = useContext(AppRuntimeContext);
  if (!runtime) throw new Error('useAppRuntime outside AppRuntimeContext');
  return runtime;
}
