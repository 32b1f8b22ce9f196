// Things created once per page load and handed down: the i18n runtime, the shell's query
// parameters, the app host name, the entry's site name and the fetch implementation (replaceable in tests).
import { createContext, useContext } from 'react';
import type { LanguageRuntime } from '../../features/i18n/i18n.ts';
import type { ShellQuery } from '../../lib/query-params.ts';

export interface AppRuntime {
  language: LanguageRuntime;
  query: ShellQuery;
  appHost: string;
  /** The route's site name as read on the way in (app/page-entry.ts). */
  siteName: string | null;
  fetchImpl?: typeof fetch;
}

export const AppRuntimeContext = createContext<AppRuntime | null>(null);

export function useAppRuntime(): AppRuntime {
  const runtime = useContext(AppRuntimeContext);
  if (!runtime) throw new Error('useAppRuntime outside AppRuntimeContext');
  return runtime;
}
