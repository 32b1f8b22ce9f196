import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import type { ResolvedTenant } from './tenant.types.ts';

/** The request's tenant, or a 404 JSON answer when its host serves none. */
export function requireTenant(request: FastifyRequest): ResolvedTenant {
  if (request.tenant) return request.tenant;
  throw new HttpError(404, `No site is served at ${request.hostname || 'this host'}`);
}
