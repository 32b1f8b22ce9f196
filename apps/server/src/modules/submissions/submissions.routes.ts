import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/http-error.ts';
import { rateLimitStoreOptions } from '../../plugins/rate-limit-store.ts';
import { requireTenant } from '../../tenancy/require-tenant.ts';
import {
  collectMultipartFields,
  SUBMISSION_BODY_LIMIT,
  SUBMISSION_MULTIPART_LIMITS,
  watchMultipartBody,
} from './multipart-fields.ts';
import { submitForm } from './submissions.service.ts';

export interface SubmissionsRoutesOptions {
  /** Submissions accepted per client IP per minute. */
  submissionsPerMinute?: number;
}

const params = z.object({
  formId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'formId must be a positive whole number')
    .transform(Number),
});

/**
 * `POST /api/v2/forms/{formId}/submissions/` (spec section 7): multipart, CSRF
 * checked before the body is read, rate-limited per client IP. Multipart and the
 * rate limiter are registered inside this plugin so no other route parses
 * multipart or shares this limit.
 */
export default async function submissionsRoutes(app: FastifyInstance, options: SubmissionsRoutesOptions) {
  await app.register(multipart, { limits: SUBMISSION_MULTIPART_LIMITS });
  // Shared by every instance through Redis when REDIS_URL is set (plugins/rate-limit-store.ts).
  await app.register(rateLimit, { global: false, ...rateLimitStoreOptions(app) });

  app.post(
    '/api/v2/forms/:formId/submissions/',
    {
      bodyLimit: SUBMISSION_BODY_LIMIT,
      // storedSubmission: the metrics count its 200 answers (one stored submission each).
      config: {
        rateLimit: { max: options.submissionsPerMinute ?? 10, timeWindow: '1 minute' },
        storedSubmission: true,
      },
      preHandler: app.requireCsrf,
    },
    async (request, reply) => {
      const tenant = requireTenant(request);
      const parsed = params.safeParse(request.params);
      if (!parsed.success) throw new HttpError(404, 'No such form: the form id must be a positive whole number.');
      if (Number(request.headers['content-length'] ?? 0) > SUBMISSION_BODY_LIMIT) {
        throw new HttpError(413, 'The submission is too large.');
      }
      if (!request.isMultipart()) throw new HttpError(415, 'A submission must be sent as multipart/form-data.');

      const body = watchMultipartBody(request.raw);
      const values = await collectMultipartFields(request.parts());
      if (body.bytesReceived() > SUBMISSION_BODY_LIMIT) throw new HttpError(413, 'The submission is too large.');
      if (!body.wasWhole()) throw new HttpError(400, 'The submission is not a well-formed multipart/form-data body.');
      const outcome = await submitForm(app.db, tenant, parsed.data.formId, values, request.contentLanguage);
      return reply.code(outcome.statusCode).send(outcome.body);
    },
  );
}
