// Analytics of the banner entry: the app's Analytics module with the first-party sink only (the
// Google sinks need the brand, which the banner does not load). Loaded by banner-main.tsx at once
// on a top-level page, and inside a frame only on the visitor's first interaction: then the load
// and the interaction are recorded together, as the app does in embed mode.
import { Analytics, isEmbedded, optsOutOfTracking } from '../lib/analytics/analytics-client.ts';
import { resolveAnalyticsIds } from '../features/analytics/analytics-ids.ts';
import { events } from '../lib/analytics/event-catalogue.ts';
import { createFirstPartySink } from '../features/analytics/first-party-sink.ts';
import { consumeAnalyticsIds, previewParams } from '../lib/query-params.ts';

function embedderHost(): string {
  try {
    return document.referrer ? new URL(document.referrer).host : 'unknown';
  } catch {
    return 'unknown';
  }
}

export function startBannerAnalytics(win: Window = window): Analytics {
  const embedded = isEmbedded(win);
  const ids = resolveAnalyticsIds(consumeAnalyticsIds(win));
  // Started on the first interaction when embedded: active from the start.
  const analytics = new Analytics({
    preview: previewParams(win.location.search) !== null,
    optedOut: optsOutOfTracking(win),
    embedded: false,
  });
  if (!analytics.enabled) return analytics;
  analytics.addSink(createFirstPartySink({ origin: win.location.origin, ids: () => ids }));
  win.addEventListener('pagehide', () => analytics.flush());
  if (embedded) {
    const embedder = embedderHost();
    analytics.track(events.embedLoaded(embedder));
    analytics.track(events.embedInteraction(embedder));
  }
  analytics.track({ ...events.pageView(document.title), path: win.location.pathname });
  return analytics;
}
