import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import { requireTenant } from '../../tenancy/require-tenant.ts';
import { verifyInsightsToken } from '../../tenancy/preview-token.ts';
import type { ResolvedTenant } from '../../tenancy/tenant.types.ts';

/** `/{site}/insights`: the dashboard page (the web app's insights route). */
export const insightsPagePattern = /^\/[^/?#]+\/insights\/?(?:\?|$)/;
export const insightsApiPrefix = '/api/v2/insights/';

export function isInsightsRequest(url: string): boolean {
  return insightsPagePattern.test(url) || url.startsWith(insightsApiPrefix);
}

function tokenOf(request: FastifyRequest): string | undefined {
  const token = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof token === 'string' ? token : undefined;
}

/**
 * The tenant whose insights the request may see: its host's tenant, when the `token` parameter
 * is a valid, unexpired insights token of that tenant. 403 otherwise — the same answer for a
 * missing, tampered, expired or other tenant's token, so none can be told from another.
 */
export function requireInsightsAccess(request: FastifyRequest, secret: string): ResolvedTenant {
  const tenant = requireTenant(request);
  if (verifyInsightsToken(secret, tenant.schema_name, tokenOf(request)) === null) {
    throw new HttpError(403, 'This insights link is not valid or has expired: ask for a new one.');
  }
  return tenant;
}

/**
 * The dashboard and its API are private to the link's holder: never stored by a cache, never
 * indexed, never framed, and the link (its token) never sent on as a referrer.
 */
export function setPrivateHeaders(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store');
  reply.header('x-robots-tag', 'noindex, nofollow');
  reply.header('referrer-policy', 'no-referrer');
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') {
    const others = csp
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part !== '' && !/^frame-ancestors\b/i.test(part));
    reply.header('content-security-policy', [...others, "frame-ancestors 'none'"].join(';'));
  }
  reply.header('x-frame-options', 'DENY');
}
