import rateLimit from '@fastify/rate-limit';
import { analyticsBatch } from '@meridian/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest, describeZodError, HttpError } from '../../http/http-error.ts';
import { rateLimitStoreOptions } from '../../plugins/rate-limit-store.ts';
import { requireTenant } from '../../tenancy/require-tenant.ts';
import { insertEvents } from './events.repository.ts';
import { optsOut } from './opt-out.ts';
import { isSameOriginRequest } from './same-origin.ts';

export interface EventsRoutesOptions {
  /** Event batches accepted per client IP per minute. */
  batchesPerMinute?: number;
}

/** 100 events of at most ~3 KB each would be 300 KB; real batches are a few KB. */
export const EVENTS_BODY_LIMIT = 64 * 1024;

/**
 * Reads the batch whether it came as `application/json` (fetch, or a Blob typed
 * JSON) or as `text/plain` (`navigator.sendBeacon` with a string).
 */
function readBatchBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw badRequest('The event batch is not valid JSON.');
  }
}

/**
 * `POST /api/v2/events/` — the first-party analytics sink (spec section 7).
 * Answers 202 `{ accepted }`: the events are stored, not processed further.
 */
export default async function eventsRoutes(app: FastifyInstance, options: EventsRoutesOptions) {
  // Shared by every instance through Redis when REDIS_URL is set (plugins/rate-limit-store.ts).
  await app.register(rateLimit, { global: false, ...rateLimitStoreOptions(app) });

  app.post(
    '/api/v2/events/',
    {
      bodyLimit: EVENTS_BODY_LIMIT,
      config: { rateLimit: { max: options.batchesPerMinute ?? 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const tenant = requireTenant(request);
      if (!isSameOriginRequest(request)) {
        throw new HttpError(403, 'Analytics events are accepted only from pages of this site.');
      }
      // The visitor asked not to be tracked: nothing is stored, and the answer says so.
      if (optsOut(request)) return reply.code(202).send({ accepted: 0 });
      const parsed = analyticsBatch.safeParse(readBatchBody(request.body));
      if (!parsed.success) throw badRequest(`Invalid event batch: ${describeZodError(parsed.error)}`);
      const accepted = await insertEvents(app.db, tenant.id, parsed.data);
      return reply.code(202).send({ accepted });
    },
  );
}
