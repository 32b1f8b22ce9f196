// Providers around the router: server data, UI strings, runtime settings, analytics, the panorama
// engine's source (with the first view to adopt).
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AnalyticsContext, type AnalyticsContextValue } from '../lib/analytics/analytics-context.tsx';
import { PanoramaEngineContext, type PanoramaEngineSource } from '../features/panorama/engine-context.ts';
import { AppRuntimeContext, type AppRuntime } from './bootstrap/app-runtime.tsx';

export interface ProvidersProps {
  runtime: AppRuntime;
  queryClient: QueryClient;
  analytics: AnalyticsContextValue;
  engine: PanoramaEngineSource;
  children: ReactNode;
}

export function Providers({ runtime, queryClient, analytics, engine, children }: ProvidersProps) {
  return (
    <AppRuntimeContext.Provider value={runtime}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={runtime.language.i18n}>
          <AnalyticsContext.Provider value={analytics}>
            <PanoramaEngineContext.Provider value={engine}>{children}</PanoramaEngineContext.Provider>
          </AnalyticsContext.Provider>
        </I18nextProvider>
      </QueryClientProvider>
    </AppRuntimeContext.Provider>
  );
}
