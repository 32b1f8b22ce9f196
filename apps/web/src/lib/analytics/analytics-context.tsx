// Screens track events through useAnalytics(); the app provides the one Analytics instance.
import { createContext, useContext } from 'react';
import type { Analytics } from './analytics-client.ts';
import type { CrossDomainLinker } from './cross-domain-linker.ts';

export interface AnalyticsContextValue {
  analytics: Analytics;
  ids: { clientId: string; sessionId: string };
  /** Cross-domain linker for iframe and external URLs: `linker.decorate(url)` (no-op in preview). */
  linker: CrossDomainLinker;
}

export const AnalyticsContext = createContext<AnalyticsContextValue | null>(null);

export function useAnalytics(): AnalyticsContextValue {
  const value = useContext(AnalyticsContext);
  if (!value) throw new Error('useAnalytics outside AnalyticsContext');
  return value;
}
