// Connects the analytics module to the running tenant: first-party sink on the tenant host,
// Google sinks when the brand configures them, page views on navigation, embed activation,
// flush on page hide, the initial-language event.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAnalytics } from '../lib/analytics/analytics-context.tsx';
import { events } from '../lib/analytics/event-catalogue.ts';
import { createFirstPartySink } from '../features/analytics/first-party-sink.ts';
import { installGoogleSink } from '../features/analytics/google-sinks.ts';
import { PageViewScheduler } from '../features/analytics/page-view-scheduler.ts';
import { useBrand } from '../lib/brand/use-brand.ts';
import { csrfToken } from '../lib/api-client.ts';
import { useApi, useContentScope } from '../lib/tenant-context.tsx';
import { useAppRuntime } from './bootstrap/app-runtime.tsx';

/** The host of the page that embeds this one (the referrer), or `unknown`. */
function embedderHost(): string {
  try {
    return document.referrer ? new URL(document.referrer).host : 'unknown';
  } catch {
    return 'unknown';
  }
}

export function useAnalyticsWiring(): void {
  const { analytics, ids, linker } = useAnalytics();
  const { fetchImpl } = useAppRuntime();
  const api = useApi();
  const brand = useBrand();
  const { language } = useContentScope();
  const { pathname } = useLocation();
  const scheduler = useRef<PageViewScheduler | null>(null);
  const lastLanguage = useRef<string | null>(null);

  useEffect(() => {
    if (!analytics.enabled) return;
    const sink = createFirstPartySink({
      origin: api.origin,
      ids: () => ids,
      csrfToken,
      ...(fetchImpl ? { fetchImpl } : {}),
    });
    const remove = analytics.addSink(sink);
    const onHide = () => analytics.flush();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') analytics.flush();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    // Embed mode: the load is recorded now and sent with the first interaction, which is recorded too.
    const embedder = embedderHost();
    if (analytics.embedded) analytics.track(events.embedLoaded(embedder));
    const stopWaiting = analytics.activateOnFirstInteraction(window, () =>
      analytics.track(events.embedInteraction(embedder)),
    );
    return () => {
      analytics.flush();
      remove();
      stopWaiting();
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [analytics, api.origin, ids, fetchImpl]);

  useEffect(() => {
    linker.setDomains(brand.ga_cross_domains);
  }, [linker, brand.ga_cross_domains]);

  const googleKey = [brand.ga4_measurement_id, brand.client_ga4_measurement_id, brand.google_tag_manager].join('|');
  useEffect(() => {
    if (!analytics.enabled) return;
    const sink = installGoogleSink(brand);
    return sink ? analytics.addSink(sink) : undefined;
    // Only the configured ids matter, not every brand field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [analytics, googleKey]);

  useEffect(() => {
    const instance = new PageViewScheduler((path) => analytics.track({ ...events.pageView(document.title), path }));
    scheduler.current = instance;
    return () => instance.dispose();
  }, [analytics]);

  useEffect(() => {
    scheduler.current?.navigated(pathname);
  }, [pathname]);

  useEffect(() => {
    if (lastLanguage.current === language) return;
    analytics.track(lastLanguage.current === null ? events.initialLanguage(language) : events.languageChange(language));
    lastLanguage.current = language;
  }, [analytics, language]);
}
