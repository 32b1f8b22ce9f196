// First-party analytics sink: POST /api/v2/events/ on the tenant host, batched (at most 20 events
// or 2 s), and flushed with navigator.sendBeacon when the page is hidden.
import type { AnalyticsBatch, AnalyticsEvent } from '@meridian/contracts';
import { buildUrl } from '../../lib/api-client.ts';
import type { AnalyticsSink } from '../../lib/analytics/analytics-client.ts';

export const BATCH_SIZE = 20;
export const BATCH_DELAY_MS = 2000;
/** The server accepts at most 100 events per batch (contracts: analyticsBatch). */
const MAX_PER_REQUEST = 100;

export interface FirstPartySinkOptions {
  origin: string;
  ids: () => { clientId: string | null; sessionId: string | null };
  fetchImpl?: typeof fetch;
  beacon?: (url: string, body: Blob) => boolean;
  csrfToken?: () => string | undefined;
  /** The page's width class, sent with each batch (the dashboard's phone / desktop split). */
  device?: () => 'phone' | 'desktop';
}

/** Phone below 768 px wide: a class of the window, not of the visitor (no user agent is read). */
export function deviceClass(win: Window = window): 'phone' | 'desktop' {
  return win.innerWidth < 768 ? 'phone' : 'desktop';
}

export function createFirstPartySink(options: FirstPartySinkOptions): AnalyticsSink & { pending: () => number } {
  const url = buildUrl(options.origin, 'events/');
  let buffer: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const doFetch = options.fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  // Without sendBeacon (old browsers, jsdom) a keepalive fetch is the page-hide fallback.
  const beacon =
    options.beacon ??
    ((target: string, body: Blob) => typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(target, body));

  function takeBatch(): AnalyticsBatch | null {
    if (buffer.length === 0) return null;
    const events = buffer.slice(0, MAX_PER_REQUEST);
    buffer = buffer.slice(MAX_PER_REQUEST);
    const { clientId, sessionId } = options.ids();
    return { client_id: clientId, session_id: sessionId, device: (options.device ?? deviceClass)(), events };
  }

  function sendNow(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    for (let batch = takeBatch(); batch; batch = takeBatch()) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      const csrf = options.csrfToken?.();
      if (csrf) headers['X-CSRFToken'] = csrf;
      void doFetch(url, {
        method: 'POST',
        headers,
        credentials: 'include',
        body: JSON.stringify(batch),
        keepalive: true,
      }).catch(
        () => undefined, // analytics loss is acceptable; never an error page
      );
    }
  }

  return {
    name: 'first-party',
    send(event) {
      buffer.push(event);
      if (buffer.length >= BATCH_SIZE) sendNow();
      else timer ??= setTimeout(sendNow, BATCH_DELAY_MS);
    },
    flush() {
      if (timer) clearTimeout(timer);
      timer = null;
      for (let batch = takeBatch(); batch; batch = takeBatch()) {
        const body = new Blob([JSON.stringify(batch)], { type: 'application/json' });
        if (!beacon(url, body)) {
          buffer = [...batch.events, ...buffer];
          sendNow();
          return;
        }
      }
    },
    pending: () => buffer.length,
  };
}
