// Renders CTA components with everything they read from the app (UI strings, tenant, API client,
// analytics with a recording sink, router); the network is a stub at the fetch boundary.
import type { Brand } from '@meridian/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import ar from '../../public/locales/ar/translations.json';
import en from '../../public/locales/en/translations.json';
import { createApiClient } from '../lib/api-client.ts';
import { contentKey, TenantContext, type TenantContextValue } from '../lib/tenant-context.tsx';
import { DEFAULT_BRAND } from '../lib/brand/default-brand.ts';
import { deriveBrand } from '../lib/brand/derive-brand.ts';
import { AnalyticsContext } from '../lib/analytics/analytics-context.tsx';
import { createTestAnalytics, createTestI18n } from './test-runtime.ts';

export interface StubCall {
  url: URL;
  init: RequestInit;
}

/** A fetch stub: answers `routes[pathname]` (status, body) and records every call. */
export function stubFetch(routes: Record<string, { status: number; body: unknown } | (() => Promise<Response>)>) {
  const calls: StubCall[] = [];
  const fetchImpl = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    calls.push({ url, init });
    const route = routes[url.pathname];
    if (typeof route === 'function') return route();
    const answer = route ?? { status: 404, body: { message: 'not found' } };
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  return { fetchImpl, calls };
}

export function renderWithCtaContext(
  ui: ReactNode,
  {
    language = 'en',
    fetchImpl,
    path = '/northfield',
    brand,
  }: { language?: string; fetchImpl?: typeof fetch; path?: string; brand?: Partial<Brand> } = {},
) {
  const i18n = createTestI18n({ en: { translations: en }, ar: { translations: ar } }, language);
  const {
    events,
    analytics,
    linker,
    value: analyticsValue,
  } = createTestAnalytics({
    clientId: 'client-1',
    sessionId: 'session-1',
  });
  linker.setDomains(['partner.example']);
  const api = createApiClient({
    origin: 'http://localhost',
    language,
    version: 'v1',
    ...(fetchImpl ? { fetchImpl } : {}),
  });
  const tenant: TenantContextValue = {
    tenant: {
      siteName: 'northfield',
      defaultLanguage: 'en',
      versionHash: 'v1',
      languages: [
        { language: 'en', name: 'English', name_local: 'English', bidi: false },
        { language: 'ar', name: 'Arabic', name_local: 'العربية', bidi: true },
      ],
    },
    scope: { siteName: 'northfield', language, version: 'v1', preview: null },
    api,
    changeLanguage: () => undefined,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The brand as the app's brand query holds it once loaded (no request needed).
  if (brand) {
    queryClient.setQueryData(contentKey(tenant.scope, 'brand'), deriveBrand({ ...DEFAULT_BRAND, id: 7, ...brand }));
  }
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <TenantContext.Provider value={tenant}>
          <AnalyticsContext.Provider value={analyticsValue}>
            <MemoryRouter initialEntries={[path]}>
              {/* A native form's modal loads its code on its own (form-cta-loader.ts). */}
              <Suspense fallback={null}>{ui}</Suspense>
            </MemoryRouter>
          </AnalyticsContext.Provider>
        </TenantContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { view, events, analytics, queryClient };
}
