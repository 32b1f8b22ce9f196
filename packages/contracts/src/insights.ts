import * as z from 'zod/mini';

/** A day of the period: `YYYY-MM-DD` (UTC). */
export const insightsDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** One bar of a ranking: what (a slug, a query, a host…) and how many. */
export const insightsCount = z.object({ key: z.string(), count: z.int() });
export type InsightsCount = z.infer<typeof insightsCount>;

export const insightsTourStop = z.object({
  /** 1-based position of the stop in the tour. */
  stop: z.int(),
  /** Visits that reached this stop. */
  reached: z.int(),
  /** Median time spent at the stop, ms; null when no dwell was recorded. */
  median_ms: z.nullable(z.number()),
});

export const insightsTour = z.object({
  tour: z.string(),
  started: z.int(),
  stops: z.array(insightsTourStop),
  completed: z.int(),
});
export type InsightsTour = z.infer<typeof insightsTour>;

export const insightsCta = z.object({
  id: z.int(),
  title: z.string(),
  /** `cta-open`: the CTA was shown (opened) to the visitor. */
  shown: z.int(),
  /** `cta` / `submit`: a form was sent. */
  submitted: z.int(),
  /** `cta-success`: a stored submission, a confirmed hosted form or an opened external link. */
  succeeded: z.int(),
  /** `cta` / `dismiss` or `skip`: the visitor turned it down. */
  dismissed: z.int(),
  /** `cta` / `close`: put away (Escape, overlay, close after success). */
  closed: z.int(),
});
export type InsightsCta = z.infer<typeof insightsCta>;

/** GET /api/v2/insights/ — a tenant's aggregates for a period (docs/insights.md). */
export const insightsReport = z.object({
  period: z.object({ from: insightsDay, to: insightsDay }),
  /**
   * Days of the period not rolled up yet (after an upgrade or a long stop) and too many to count in
   * the request: left out of every number below until the background has rolled them up. Null: none.
   */
  preparing: z.nullable(z.object({ from: insightsDay, to: insightsDay, days: z.int() })),
  totals: z.object({ visits: z.int(), page_views: z.int() }),
  /** Every day of the period, in order, zero-filled. */
  traffic: z.array(z.object({ day: insightsDay, visits: z.int(), page_views: z.int() })),
  top_tours: z.array(insightsCount),
  top_scenes: z.array(insightsCount),
  top_groups: z.array(insightsCount),
  tours: z.array(insightsTour),
  ctas: z.array(insightsCta),
  searches_without_result: z.array(insightsCount),
  directions: z.array(insightsCount),
  languages: z.array(insightsCount),
  devices: z.array(insightsCount),
  embeds: z.array(insightsCount),
  forms: z.array(z.object({ form_id: z.int(), reference: z.string(), count: z.int() })),
});
export type InsightsReport = z.infer<typeof insightsReport>;

/**
 * The events the dashboard reads (category; action and label as noted). The app sends them
 * (lib/analytics/event-catalogue.ts); the server aggregates them (modules/insights).
 */
export const insightsEvents = {
  /** action `view`, label the page title; path the page. */
  pageView: 'page_view',
  /** action `tour_start` or `tour_complete`, label the tour's slug. */
  tour: 'tour',
  /** action the tour's slug, label the stop's 1-based position, value the dwell ms. */
  tourStop: 'tour-stop',
  /** action the scene's slug, value the dwell ms. */
  sceneView: 'scene-view',
  /** action `result` or `no-result`, label the query (trimmed, lower case). */
  mapSearch: 'map-search',
  /** action `found` or `not-found`, label `from → to` (the places' names). */
  directions: 'directions',
} as const;
