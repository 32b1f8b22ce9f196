// Providers around the router: server data, UI strings, runtime settings, analytics.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AnalyticsContext, type AnalyticsContextValue } from '../lib/analytics/analytics-context.tsx';
import { AppRuntimeContext, type AppRuntime } from './bootstrap/app-runtime.tsx';

export interface ProvidersProps {
  runtime: AppRuntime;
  queryClient: QueryClient;
  analytics: AnalyticsContextValue;
  children: ReactNode;
}

export function Providers({ runtime, queryClient, analytics, children }: ProvidersProps) {
  return (
    <AppRuntimeContext.Provider value={runtime}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={runtime.language.i18n}>
          <AnalyticsContext.Provider value={analytics}>{children}</AnalyticsContext.Provider>
        </I18nextProvider>
      </QueryClientProvider>
    </AppRuntimeContext.Provider>
  );
}
