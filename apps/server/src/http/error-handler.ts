import { STATUS_CODES } from 'node:http';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { storageProblem } from '../db/storage-errors.ts';
import { z } from 'zod';
import { describeZodError } from './http-error.ts';

interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

/**
 * PostgreSQL's answers to a value from the request it cannot take: a NUL in text (22021), a
 * character it cannot convert (22P05), a number outside int4 (22003), text that is no number
 * (22P02). SQLite stores all of these, so the same request must not be a 500 on PostgreSQL.
 */
const badValueCodes = new Set(['22021', '22P05', '22003', '22P02']);

function isBadValue(error: Error): boolean {
  return 'code' in error && typeof error.code === 'string' && badValueCodes.has(error.code);
}

/** Whether a parsed body holds a NUL character in any string (bounded depth: bodies are at most 1 MB). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\0') || holdsNul(inner, depth + 1)) return true;
  }
  return false;
}

function body(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/**
 * One JSON error shape (`apiError` of the contracts) for every failure. Bad
 * input (validation, zod, 4xx from Fastify such as oversized or broken bodies)
 * answers 4xx and is logged once at info; anything else is a logged 500 whose
 * details stay in the log.
 */
export default fp(
  (app, _options, done) => {
    // A NUL has no meaning in any text this app stores, and PostgreSQL refuses it: the same 400 on both databases.
    app.addHook('preHandler', (request, reply, next) => {
      if (request.body !== undefined && holdsNul(request.body)) {
        void reply.code(400).send(body(400, 'The request body holds a NUL character'));
        return;
      }
      next();
    });
    app.setErrorHandler((error: FastifyError | z.core.$ZodError | Error, request, reply) => {
      // $ZodError: thrown by classic schemas and by the contracts' zod/mini schemas alike.
      if (error instanceof z.core.$ZodError) {
        request.log.info({ err: error }, 'bad request');
        return reply.status(400).send(body(400, describeZodError(error)));
      }
      const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
      if ('validation' in error && error.validation) {
        request.log.info({ err: error }, 'bad request');
        return reply.status(400).send(body(400, error.message));
      }
      if (statusCode >= 400 && statusCode < 500) {
        request.log.info({ err: error }, 'bad request');
        return reply.status(statusCode).send(body(statusCode, error.message));
      }
      if (isBadValue(error)) {
        request.log.info({ err: error }, 'bad request: a value the database cannot store');
        return reply
          .status(400)
          .send(body(400, 'The request holds a value this site cannot use (a NUL character or a number out of range)'));
      }
      // The database turned read-only (or the disk filled) while running: writes wait, reads go on.
      const storage = storageProblem(error);
      if (storage === 'read-only' || storage === 'disk-full') {
        request.log.error({ err: error }, 'storage cannot be written');
        return reply
          .status(503)
          .header('retry-after', '60')
          .send(body(503, 'This site cannot save anything right now. Nothing was saved; please try again later.'));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(body(500, 'Something went wrong on our side.'));
    });
    done();
  },
  { name: 'errors' },
);

export { body as errorBody };
