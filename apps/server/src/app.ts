import Fastify, { type FastifyInstance } from 'fastify';
import { defaultTimeouts, type AppConfig } from './config.ts';
import type { RouteEntry } from './types/fastify.d.ts';
import { FrontCache } from './http/front-cache.ts';
import { httpServerFactory } from './http/http-server.ts';
import apiRoutes from './modules/api-routes.ts';
import oembedRoutes from './modules/embed/oembed.routes.ts';
import eventsRoutes from './modules/events/events.routes.ts';
import retentionPlugin from './modules/events/retention.plugin.ts';
import insightsRollupPlugin from './modules/insights/insights-rollup.plugin.ts';
import insightsRoutes from './modules/insights/insights.routes.ts';
import { homeLinkPreview } from './modules/link-previews/link-previews.service.ts';
import { firstViewHead } from './modules/scenes/first-view-head.ts';
import { sceneFirstPaint } from './modules/scenes/scene-first-paint.ts';
import hostedFormsRoutes from './modules/hosted-forms/hosted-forms.routes.ts';
import sitemapRoutes from './modules/link-previews/sitemap.routes.ts';
import siteIconRoutes from './modules/site-icon/site-icon.routes.ts';
import submissionsRoutes from './modules/submissions/submissions.routes.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import compressionPlugin from './plugins/compression.ts';
import representationEtagPlugin from './plugins/representation-etag.ts';
import dbPlugin from './plugins/db.ts';
import engineApiRoutes from './modules/wayfinding/engine-api.routes.ts';
import errorsPlugin from './http/error-handler.ts';
import frontCachePlugin from './plugins/front-cache.ts';
import { useEnglishZodMessages } from './http/zod-locale.ts';
import healthPlugin from './modules/health/health.routes.ts';
import mediaPlugin from './modules/media/media.routes.ts';
import metricsPlugin from './plugins/metrics.ts';
import pageHeadPlugin from './plugins/page-head.ts';
import redisPlugin from './plugins/redis.ts';
import responseCachePlugin from './plugins/response-cache.ts';
import securityPlugin from './http/security-headers.ts';
import crossOriginReadsPlugin from './http/cross-origin-reads.ts';
import tenantPlugin from './plugins/tenant.ts';
import walkthroughPlugin from './modules/walkthrough/walkthrough.routes.ts';
import webAppPlugin from './modules/web-app/web-app.routes.ts';
import { serverRenderContributor } from './modules/link-previews/server-render.ts';

/**
 * The whole Meridian server as one Fastify instance built from plugins
 * (fastify-demo style): cross-cutting plugins first (errors, security headers,
 * database, tenant resolution), then the API modules, then static hosting.
 * `server.ts` only listens; tests call `buildApp` and `app.inject`.
 */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  useEnglishZodMessages();
  const timeouts = config.timeouts ?? defaultTimeouts;
  const trustProxy = config.trustProxy ?? false;
  const front = new FrontCache();
  const app = Fastify({
    logger: { level: config.logLevel },
    // Node's HTTP server with the request, header and idle timeouts, and the front cache asked first.
    serverFactory: httpServerFactory(timeouts, front),
    // 1024: the 25 coordinates Directions v5 and OSRM take in one path segment, at full precision.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1024 },
    bodyLimit: 1024 * 1024,
    // Behind a reverse proxy: the client's address from X-Forwarded-For (rate limits key on it), see docs/deploy.md.
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
  });
  app.decorate('config', config);
  app.decorate('frontCache', front);
  // Every route with its methods, as Fastify registers them: the route fuzzer walks this table.
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routeTable.push({ method, url: route.url });
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  // Assets, media and the read-only API readable from other sites and sandboxed frames (WordPress).
  await app.register(crossOriginReadsPlugin);
  await app.register(dbPlugin);
  await app.register(redisPlugin);
  await app.register(healthPlugin);
  await app.register(tenantPlugin);
  await app.register(pageHeadPlugin);
  app.pageHead.contribute(homeLinkPreview);
  app.pageHead.contribute(firstViewHead);
  app.pageHead.contribute(sceneFirstPaint);
  app.pageHead.contribute(serverRenderContributor(app));
  // After the tenant (its key needs tenant and language), before compression (it stores uncompressed JSON).
  await app.register(responseCachePlugin);
  await app.register(metricsPlugin);
  await app.register(compressionPlugin);
  // After compression: a strong ETag of identity bytes gains the coding the answer was sent in.
  await app.register(representationEtagPlugin);
  await app.register(csrfPlugin, { secret: config.secret });
  // After csrf: its onSend hook sees the answer as it leaves, cookie or not.
  await app.register(frontCachePlugin, { front });
  await app.register(apiRoutes, { prefix: '/api' });
  // Mapbox Directions and Geocoding v5 and OSRM v5 at their own paths, for their official clients.
  await app.register(engineApiRoutes);
  await app.register(submissionsRoutes, { submissionsPerMinute: config.rateLimits?.submissionsPerMinute });
  await app.register(eventsRoutes, { batchesPerMinute: config.rateLimits?.eventBatchesPerMinute });
  await app.register(retentionPlugin);
  // After the retention: its first sweep runs before the first catch-up.
  await app.register(insightsRollupPlugin);
  await app.register(insightsRoutes);
  await app.register(hostedFormsRoutes);
  await app.register(oembedRoutes);
  await app.register(siteIconRoutes);
  await app.register(sitemapRoutes);
  await app.register(mediaPlugin);
  await app.register(walkthroughPlugin);
  await app.register(webAppPlugin);

  return app;
}
