import { z } from 'zod';

/** One analytics event (spec section 7). */
export const analyticsEvent = z.object({
  category: z.string().min(1).max(100),
  action: z.string().min(1).max(200),
  label: z.string().max(500).default(''),
  path: z.string().max(2000),
  /** Client time, ms since epoch. */
  ts: z.number().int().nonnegative().optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEvent>;

/** POST /api/v2/events/ — a batch, sent with fetch or navigator.sendBeacon. */
export const analyticsBatch = z.object({
  client_id: z.string().max(100).nullable().optional(),
  session_id: z.string().max(100).nullable().optional(),
  events: z.array(analyticsEvent).min(1).max(100),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatch>;
export const analyticsBatchAccepted = z.object({ accepted: z.number().int() });
