import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
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
 * Resolves `request.tenant` from the Host header, `request.contentLanguage` and
 * `request.preview` on every request, before routing work starts.
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

    const attach = (request: FastifyRequest, tenant: ResolvedTenant | null) => {
      request.tenant = tenant;
      if (!tenant) return;
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
    };

    // Callback style so a cached tenant (nearly every request) costs no promise. Whatever
    // throws on either path goes to next(): the error handler answers it, and a throw
    // inside the promise callback can never become an unhandled rejection that ends the process.
    const failed = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
    app.addHook('onRequest', (request, _reply, next) => {
      if (request.routeOptions.config.tenant === false) {
        next();
        return;
      }
      const cached = resolver.peek(request.headers.host);
      if (cached !== undefined) {
        try {
          attach(request, cached);
        } catch (error) {
          next(failed(error));
          return;
        }
        next();
        return;
      }
      resolver
        .resolve(request.headers.host)
        .then((tenant) => attach(request, tenant))
        .then(
          () => next(),
          (error: unknown) => next(failed(error)),
        );
    });
    done();
  },
  { name: 'tenant', dependencies: ['db'] },
);
