// The analytics event catalogue (spec section 7): category, action, label, path.
import { insightsEvents, type AnalyticsEvent } from '@meridian/contracts';

export type EventInput = Omit<AnalyticsEvent, 'path' | 'ts'> & { path?: string };

export const PAGE_VIEW_CATEGORY = 'page_view';

export const events = {
  pageView: (title: string): EventInput => ({ category: PAGE_VIEW_CATEGORY, action: 'view', label: title }),
  /** A CTA opened; `byParameter` when opened through the opencta parameter. */
  ctaOpen: (ctaId: number, label: string, byParameter = false): EventInput => ({
    category: 'cta-open',
    action: `CTA_${ctaId}`,
    label: byParameter ? `${label} (opencta)` : label,
  }),
  cta: (action: 'close' | 'dismiss' | 'skip', ctaId: number): EventInput => ({
    category: 'cta',
    action,
    label: `CTA_${ctaId}`,
  }),
  ctaSuccess: (ctaId: number): EventInput => ({ category: 'cta-success', action: `CTA_${ctaId}`, label: '' }),
  ctaIframe: (ctaId: number, action: string): EventInput => ({ category: 'ctaIframe', action, label: `CTA_${ctaId}` }),
  homepageVideo: (action: 'play' | 'pause' | 'ended', title: string): EventInput => ({
    category: 'homepage-video',
    action,
    label: title,
  }),
  initialLanguage: (language: string): EventInput => ({ category: 'language', action: 'initial', label: language }),
  languageChange: (language: string): EventInput => ({ category: 'language', action: 'change', label: language }),
  embedLoaded: (host: string): EventInput => ({ category: 'embed', action: 'load-circuit-in-iFrame', label: host }),
  embedInteraction: (host: string): EventInput => ({ category: 'embed', action: 'circuit-in-iFrame', label: host }),
  /** A scene was on screen for `dwellMs` (the insights dashboard's top scenes). */
  sceneView: (sceneSlug: string, dwellMs: number): EventInput => ({
    category: insightsEvents.sceneView,
    action: sceneSlug,
    label: '',
    value: dwellMs,
  }),
  /** A tour's stop was on screen for `dwellMs` (the tour's funnel and median time per stop). */
  tourStop: (tourSlug: string, position: number, dwellMs: number): EventInput => ({
    category: insightsEvents.tourStop,
    action: tourSlug,
    label: String(position),
    value: dwellMs,
  }),
  /** A map search ended with or without a result; the query trimmed and lower-cased, at most 100 characters. */
  mapSearch: (query: string, found: boolean): EventInput => ({
    category: insightsEvents.mapSearch,
    action: found ? 'result' : 'no-result',
    label: query.trim().toLowerCase().slice(0, 100),
  }),
  /** Directions asked between two places (their names), found or not. */
  directions: (from: string, to: string, found: boolean): EventInput => ({
    category: insightsEvents.directions,
    action: found ? 'found' : 'not-found',
    label: `${from} → ${to}`.slice(0, 500),
  }),
} as const;
