import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import apiRoutes from './modules/api-routes.ts';
import eventsRoutes from './modules/events/events.routes.ts';
import { homeLinkPreview } from './modules/link-previews/link-previews.service.ts';
import hostedFormsRoutes from './modules/hosted-forms/hosted-forms.routes.ts';
import submissionsRoutes from './modules/submissions/submissions.routes.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import compressionPlugin from './plugins/compression.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin from './http/error-handler.ts';
import mediaPlugin from './plugins/media.ts';
import pageHeadPlugin from './plugins/page-head.ts';
import responseCachePlugin from './plugins/response-cache.ts';
import securityPlugin from './http/security-headers.ts';
import tenantPlugin from './plugins/tenant.ts';
import walkthroughPlugin from './plugins/walkthrough.ts';
import webAppPlugin from './plugins/web-app.ts';

/**
 * The whole Meridian server as one Fastify instance built from plugins
 * (fastify-demo style): cross-cutting plugins first (errors, security headers,
 * database, tenant resolution), then the API modules, then static hosting.
 * `server.ts` only listens; tests call `buildApp` and `app.inject`.
 */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    bodyLimit: 1024 * 1024,
  });
  app.decorate('config', config);

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(dbPlugin);
  await app.register(tenantPlugin);
  await app.register(pageHeadPlugin);
  app.pageHead.contribute(homeLinkPreview);
  // After the tenant (its key needs tenant and language), before compression (it stores uncompressed JSON).
  await app.register(responseCachePlugin);
  await app.register(compressionPlugin);
  await app.register(csrfPlugin, { secret: config.secret });
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(submissionsRoutes, { submissionsPerMinute: config.rateLimits?.submissionsPerMinute });
  await app.register(eventsRoutes, { batchesPerMinute: config.rateLimits?.eventBatchesPerMinute });
  await app.register(hostedFormsRoutes);
  await app.register(mediaPlugin);
  await app.register(walkthroughPlugin);
  await app.register(webAppPlugin);

  return app;
}
