// What both component test kits set up the same way: an i18next instance with the app's real UI
// strings (synchronous, so the first render is translated), and analytics with a recording sink.
import type { AnalyticsEvent } from '@meridian/contracts';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Analytics } from '../lib/analytics/analytics-client.ts';
import type { AnalyticsContextValue } from '../lib/analytics/analytics-context.tsx';
import { CrossDomainLinker } from '../lib/analytics/cross-domain-linker.ts';

export function createTestI18n(resources: Resource, language = 'en') {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    ns: ['translations'],
    defaultNS: 'translations',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

/** Analytics whose events land in `events`; the value for AnalyticsContext. */
export function createTestAnalytics(ids: AnalyticsContextValue['ids']) {
  const events: AnalyticsEvent[] = [];
  const analytics = new Analytics({ preview: false, embedded: false });
  analytics.addSink({ name: 'test', send: (event) => events.push(event) });
  const linker = new CrossDomainLinker({ preview: false, ids });
  const value: AnalyticsContextValue = { analytics, ids, linker };
  return { events, analytics, linker, value };
}
