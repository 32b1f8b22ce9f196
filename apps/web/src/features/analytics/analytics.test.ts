import type { AnalyticsEvent } from '@meridian/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Analytics, optsOutOfTracking } from '../../lib/analytics/analytics-client.ts';
import { CrossDomainLinker, decorateUrl } from '../../lib/analytics/cross-domain-linker.ts';
import { events } from '../../lib/analytics/event-catalogue.ts';
import { BATCH_DELAY_MS, createFirstPartySink } from './first-party-sink.ts';
import { installGoogleSink } from './google-sinks.ts';
import { PageViewScheduler } from './page-view-scheduler.ts';

function collecting(analytics: Analytics) {
  const sent: AnalyticsEvent[] = [];
  analytics.addSink({ name: 'memory', send: (event) => sent.push(event) });
  return sent;
}

describe('event catalogue (spec section 7)', () => {
  it('names CTA opens CTA_{id} in category cta-open, and marks opens by the opencta parameter', () => {
    expect(events.ctaOpen(12, 'Visit us')).toEqual({ category: 'cta-open', action: 'CTA_12', label: 'Visit us' });
    expect(events.ctaOpen(12, 'Visit us', true).label).toContain('opencta');
    expect(events.initialLanguage('fr-ca')).toEqual({ category: 'language', action: 'initial', label: 'fr-ca' });
    expect(events.embedLoaded('x').action).toBe('load-circuit-in-iFrame');
    expect(events.embedInteraction('x').action).toBe('circuit-in-iFrame');
  });

  it('attaches the current path to every event', () => {
    const analytics = new Analytics({ preview: false, embedded: false, currentPath: () => '/northfield/main' });
    const sent = collecting(analytics);
    analytics.track(events.ctaSuccess(3));
    expect(sent[0]).toMatchObject({ category: 'cta-success', action: 'CTA_3', path: '/northfield/main' });
  });
});

describe('events tracked before the sinks are added', () => {
  it('reach the first sink added: a screen tracks on its first render, before the app layout adds the sinks', () => {
    const analytics = new Analytics({ preview: false, embedded: false, currentPath: () => '/northfield/tour' });
    analytics.track({ category: 'tour', action: 'tour_start', label: 'campus' });
    const sent = collecting(analytics);
    analytics.track(events.pageView('Tour'));
    expect(sent.map((event) => event.action)).toEqual(['tour_start', 'view']);
  });
});

describe('modes', () => {
  it('sends nothing at all in preview mode', () => {
    const analytics = new Analytics({ preview: true, embedded: false });
    const sent = collecting(analytics);
    analytics.track(events.pageView('x'));
    analytics.activate();
    expect(sent).toEqual([]);
  });

  it('sends nothing when the visitor asks not to be tracked (Do Not Track or Global Privacy Control)', () => {
    const asking = (doNotTrack: string | null, globalPrivacyControl: boolean) =>
      ({ navigator: { doNotTrack, globalPrivacyControl } }) as unknown as Window;
    expect(optsOutOfTracking(asking('1', false))).toBe(true);
    expect(optsOutOfTracking(asking(null, true))).toBe(true);
    expect(optsOutOfTracking(asking('0', false))).toBe(false);
    expect(optsOutOfTracking(asking(null, false))).toBe(false);
    const analytics = new Analytics({ preview: false, optedOut: true, embedded: false });
    const sent = collecting(analytics);
    analytics.track(events.pageView('x'));
    analytics.track(events.sceneView('atrium', 1200));
    expect(sent).toEqual([]);
  });

  it('in embed mode sends nothing until the first click, key press, scroll or touch', () => {
    for (const type of ['click', 'keydown', 'scroll', 'touchstart']) {
      const analytics = new Analytics({ preview: false, embedded: true });
      const sent = collecting(analytics);
      const stop = analytics.activateOnFirstInteraction(window, () => analytics.track(events.embedInteraction('host')));
      analytics.track(events.pageView('first'));
      expect(sent).toEqual([]);
      window.dispatchEvent(new Event(type));
      expect(sent.map((event) => event.label)).toEqual(['first', 'host']);
      expect(sent[1]?.action).toBe('circuit-in-iFrame');
      analytics.track(events.pageView('second'));
      expect(sent).toHaveLength(3);
      stop();
    }
  });
});

describe('page views', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the initial page view 750 ms after load and later ones 1 s after navigation', () => {
    const views: string[] = [];
    const scheduler = new PageViewScheduler((path) => views.push(path));
    scheduler.navigated('/a');
    vi.advanceTimersByTime(749);
    expect(views).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(views).toEqual(['/a']);
    scheduler.navigated('/b');
    vi.advanceTimersByTime(999);
    expect(views).toEqual(['/a']);
    vi.advanceTimersByTime(1);
    expect(views).toEqual(['/a', '/b']);
  });

  it('skips a location that redirected before its page view was due', () => {
    const views: string[] = [];
    const scheduler = new PageViewScheduler((path) => views.push(path));
    scheduler.navigated('/');
    vi.advanceTimersByTime(100);
    scheduler.navigated('/northfield/home');
    vi.advanceTimersByTime(2000);
    expect(views).toEqual(['/northfield/home']);
  });
});

describe('first-party sink', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('batches events to POST /api/v2/events/ with the visitor ids', () => {
    const fetchImpl = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(new Response('{}')));
    const sink = createFirstPartySink({
      origin: 'http://northfield.localhost:3000',
      ids: () => ({ clientId: 'c', sessionId: 's' }),
      fetchImpl,
    });
    sink.send({ category: 'a', action: 'b', label: '', path: '/' });
    sink.send({ category: 'c', action: 'd', label: '', path: '/' });
    expect(fetchImpl).not.toHaveBeenCalled();
    vi.advanceTimersByTime(BATCH_DELAY_MS);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('http://northfield.localhost:3000/api/v2/events/');
    expect(init?.method).toBe('POST');
    expect(typeof init?.body).toBe('string');
    const body = JSON.parse(init?.body as string) as { client_id: string; events: unknown[] };
    expect(body.client_id).toBe('c');
    expect(body.events).toHaveLength(2);
  });

  it('sends what is buffered with sendBeacon when the page is hidden', () => {
    const beacon = vi.fn(() => true);
    const sink = createFirstPartySink({
      origin: 'http://localhost',
      ids: () => ({ clientId: null, sessionId: null }),
      beacon,
    });
    sink.send({ category: 'a', action: 'b', label: '', path: '/' });
    sink.flush?.();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(sink.pending()).toBe(0);
  });
});

describe('Google Analytics and Tag Manager', () => {
  const none = {
    ga4_measurement_id: null,
    client_ga4_measurement_id: null,
    google_tag_manager: null,
    ga_cross_domains: [],
  };

  it('loads no script when the brand configures none', () => {
    expect(installGoogleSink(none)).toBeNull();
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });

  it('loads gtag and GTM only when configured', () => {
    const sink = installGoogleSink({ ...none, ga4_measurement_id: 'G-TEST123', google_tag_manager: 'GTM-ABC1' });
    expect(sink).not.toBeNull();
    expect(document.querySelector('script[src*="gtag/js?id=G-TEST123"]')).not.toBeNull();
    expect(document.querySelector('script[src*="gtm.js?id=GTM-ABC1"]')).not.toBeNull();
    for (const script of document.querySelectorAll('script')) script.remove();
  });
});

describe('cross-domain linker', () => {
  const ids = { clientId: 'client-1', sessionId: 'session-1' };

  it('decorates iframe and external URLs on the brand cross domains only', () => {
    const decorated = decorateUrl('https://apply.example.edu/form', {
      crossDomains: ['example.edu'],
      preview: false,
      ...ids,
    });
    expect(new URL(decorated).searchParams.get('_gl')).toContain('client-1');
    expect(decorateUrl('https://other.org/x', { crossDomains: ['example.edu'], preview: false, ...ids })).toBe(
      'https://other.org/x',
    );
  });

  it('leaves URLs alone in preview mode', () => {
    const linker = new CrossDomainLinker({ preview: true, ids });
    linker.setDomains(['example.edu']);
    expect(linker.decorate('https://example.edu/a')).toBe('https://example.edu/a');
  });
});

describe('visitor ids in a frame denied storage', () => {
  it('still resolves ids instead of failing the page', async () => {
    const { resolveAnalyticsIds } = await import('./analytics-ids.ts');
    const deny = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    const framed = Object.defineProperties(
      {},
      { localStorage: { get: deny }, sessionStorage: { get: deny } },
    ) as Window;
    const ids = resolveAnalyticsIds({ clientId: null, sessionId: 's1' }, framed);
    expect(ids.sessionId).toBe('s1');
    expect(ids.clientId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
