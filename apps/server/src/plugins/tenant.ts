import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { formatHost, parseHostHeader } from '../http/host-header.ts';
import { errorBody } from '../http/error-handler.ts';
import { refuseHost } from '../http/host-refusal.ts';
import { previewCacheControl } from './response-cache.ts';
import { verifyPreviewToken } from '../tenancy/preview-token.ts';
import { resolveContentLanguage } from '../tenancy/content-language.ts';
import { TenantResolver } from '../tenancy/tenant-resolver.ts';
import type { ResolvedTenant } from '../tenancy/tenant.types.ts';

function firstValue(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/**
 * The edge check of the Host header, then `request.tenant` from it, `request.contentLanguage` and
 * `request.preview`, on every request before routing work starts. A malformed, doubled or missing
 * Host, or one that names no configured tenant host, is answered 400 here (routes with
 * `anyHost` accept a well-formed host of no tenant; `tenant: false` routes, the health probes, skip
 * all of it).
 */
export default fp(
  (app, _options, done) => {
    const resolver = new TenantResolver(app.db, {
      appHost: app.config.appHost,
      defaultTenant: app.config.defaultTenant,
      ttlMs: app.config.tenantCacheTtlMs,
    });
    app.decorate('invalidateTenantCache', () => resolver.clear());
    app.decorate('resolveTenant', (hostName: string) => resolver.resolve(hostName));
    app.decorate('peekTenant', (hostName: string) => resolver.peek(hostName));
    app.decorateRequest('tenant', null);
    app.decorateRequest('contentLanguage', '');
    app.decorateRequest('preview', null);
    app.decorateRequest('siteHost', null);

    /** True when the request goes on; false when it was answered 400 for naming no site. */
    const attach = (request: FastifyRequest, tenant: ResolvedTenant | null): boolean => {
      request.tenant = tenant;
      if (!tenant) return request.routeOptions.config.anyHost === true;
      const query = request.query as Record<string, unknown>;
      request.contentLanguage = resolveContentLanguage(
        firstValue(query.language),
        request.headers['accept-language'],
        tenant.languages,
        tenant.default_language,
      );
      request.preview = verifyPreviewToken(
        app.config.secret,
        tenant.schema_name,
        firstValue(query.content_type),
        firstValue(query.token),
      );
      return true;
    };

    // Callback style so a cached tenant (nearly every request) costs no promise. Whatever
    // throws on either path goes to next(): the error handler answers it, and a throw
    // inside the promise callback can never become an unhandled rejection that ends the process.
    const failed = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
    const noSite = (name: string) => `No site is served at ${name}`;
    app.addHook('onRequest', (request, reply, next) => {
      if (request.routeOptions.config.tenant === false) {
        next();
        return;
      }
      // A NUL has no meaning in any path or query of this app; PostgreSQL refuses it in text.
      if (/%00/.test(request.url) || request.url.includes('\0')) {
        void reply.code(400).send(errorBody(400, 'The address holds a NUL character'));
        return;
      }
      const siteHost = parseHostHeader(request.raw);
      if (typeof siteHost === 'string') {
        refuseHost(request, reply, siteHost);
        return;
      }
      request.siteHost = siteHost;
      const host = formatHost(siteHost.name, null);
      const cached = resolver.peek(host);
      if (cached !== undefined) {
        let goesOn: boolean;
        try {
          goesOn = attach(request, cached);
        } catch (error) {
          next(failed(error));
          return;
        }
        if (goesOn) next();
        else refuseHost(request, reply, noSite(host));
        return;
      }
      resolver
        .resolve(host)
        .then((tenant) => attach(request, tenant))
        .then(
          (goesOn) => (goesOn ? next() : refuseHost(request, reply, noSite(host))),
          (error: unknown) => next(failed(error)),
        );
    });
    // Whatever a preview token reveals (a draft in JSON, in a page's head, in an oEmbed answer) is for
    // that visitor only: no shared or browser cache keeps it, whatever the route said.
    app.addHook('onSend', (request, reply, payload, next) => {
      const query = request.query as Record<string, unknown> | undefined;
      if (request.preview !== null || firstValue(query?.token) !== undefined) {
        reply.header('cache-control', previewCacheControl);
      }
      next(null, payload);
    });
    done();
  },
  { name: 'tenant', dependencies: ['db'] },
);
