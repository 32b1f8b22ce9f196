import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { FrontCache } from '../http/front-cache.ts';
import type { ResolvedTenant } from '../tenancy/tenant.types.ts';
import { csrfCookieValues, isValidCsrfToken, shouldIssueCookie } from './csrf.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a route whose answer may be kept by the front cache: the host its tenant came from. */
    frontCacheSource: { tenantHost: string; tenant: ResolvedTenant } | null;
  }
}

/** The answer's headers as Node will write them, with the body's length (Fastify adds it after onSend). */
export function finalHeaders(reply: FastifyReply, bodyLength: number): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = typeof value === 'number' ? String(value) : value;
  }
  headers['content-length'] = String(bodyLength);
  return headers;
}

/** Bounded: made-up cookies are never remembered, real ones are at most this many. */
const MAX_KNOWN_TOKENS = 10_000;

/** `example.org:3000` → `example.org`, `[::1]:3000` → `[::1]`: the host a CSRF token is bound to (as Fastify's request.hostname). */
function hostNameOf(host: string): string {
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':', 1)[0] ?? '');
}

/**
 * Wires the front cache (http/front-cache.ts) into the app: what it may keep, how it checks a
 * tenant and a CSRF cookie, and the metrics and request log of the answers it writes itself.
 * Answers kept: the response cache's immutable hits (plugins/response-cache.ts) and, through
 * `request.frontCacheSource`, routes that opt in (the switchboard), as they left the app after every
 * onSend hook; never one that sets a cookie or is not a 200.
 */
export default fp(
  (app, options: { front: FrontCache }, done) => {
    const { front } = options;
    const secret = app.config.secret;
    app.decorateRequest('frontCacheSource', null);

    app.addHook('onSend', (request, reply, payload, next) => {
      const source = request.frontCacheSource;
      if (
        source !== null &&
        reply.statusCode === 200 &&
        !reply.hasHeader('set-cookie') &&
        (typeof payload === 'string' || Buffer.isBuffer(payload))
      ) {
        const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
        front.remember(request.raw, {
          ...source,
          issuesCsrfCookie: shouldIssueCookie(request, reply),
          headers: finalHeaders(reply, body.length),
          body,
          route: request.routeOptions.url ?? 'unmatched',
        });
      }
      next(null, payload);
    });

    app.addHook('onReady', (ready) => {
      const record = app.recordAnswer;
      // Fastify logs each request it answers at info; the front cache does the same at that level.
      const logsRequests = ['trace', 'debug', 'info'].includes(app.log.level);
      // Tokens this server signed stay valid: one HMAC per visitor and host, not one per request.
      const knownTokens = new Set<string>();
      const isKnownToken = (token: string, host: string) => {
        const known = `${host}\n${token}`;
        if (knownTokens.has(known)) return true;
        if (!isValidCsrfToken(token, secret, hostNameOf(host))) return false;
        if (knownTokens.size >= MAX_KNOWN_TOKENS) knownTokens.clear();
        knownTokens.add(known);
        return true;
      };
      front.connect({
        peekTenant: (host) => app.peekTenant(host),
        hasValidCsrfCookie: (cookieHeader, host) =>
          csrfCookieValues(cookieHeader).some((token) => isKnownToken(token, host)),
        served: (request, entry, startedAt) => {
          if (record === null && !logsRequests) return;
          const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
          record?.('GET', entry.route, 200, seconds);
          if (logsRequests) {
            app.log.info(
              { req: { method: 'GET', url: request.url, host: request.headers.host }, res: { statusCode: 200 } },
              'request completed from the front cache',
            );
          }
        },
      });
      ready();
    });
    app.addHook('preClose', (closed) => {
      front.close();
      closed();
    });
    done();
  },
  { name: 'front-cache', dependencies: ['tenant', 'meridian-csrf'] },
);
