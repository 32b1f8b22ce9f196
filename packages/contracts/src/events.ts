import * as z from 'zod/mini';

/** One analytics event (spec section 7). */
export const analyticsEvent = z.object({
  category: z.string().check(z.minLength(1), z.maxLength(100)),
  action: z.string().check(z.minLength(1), z.maxLength(200)),
  label: z._default(z.string().check(z.maxLength(500)), ''),
  path: z.string().check(z.maxLength(2000)),
  /** Client time, ms since epoch. */
  ts: z.optional(z.int().check(z.nonnegative())),
  /** A measure the event carries: a scene's or tour stop's dwell time in ms (at most a day). */
  value: z.optional(z.int().check(z.nonnegative(), z.lte(86_400_000))),
});
export type AnalyticsEvent = z.infer<typeof analyticsEvent>;

/** POST /api/v2/events/ — a batch, sent with fetch or navigator.sendBeacon. */
export const analyticsBatch = z.object({
  client_id: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  session_id: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  /** The page's width class (phone below 768 px): what the dashboard's device split counts. */
  device: z.optional(z.enum(['phone', 'desktop'])),
  events: z.array(analyticsEvent).check(z.minLength(1), z.maxLength(100)),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatch>;
export const analyticsBatchAccepted = z.object({ accepted: z.int() });
