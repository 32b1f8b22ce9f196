import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { listTenants } from '../tenancy/tenants.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server answering `GET /metrics` on METRICS_PORT (listening with the app), or null when metrics are off. */
    metricsServer: FastifyInstance | null;
    /** Counts an answer written outside Fastify's hooks (the front cache), or null when metrics are off. */
    recordAnswer: ((method: string, route: string, status: number, seconds: number) => void) | null;
  }
}

/** Latency buckets in seconds: a cached answer takes well under 5 ms, a submission tens of ms. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

function defineMetrics(app: FastifyInstance, registry: Registry) {
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'meridian_http_requests_total',
    help: 'Requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'meridian_http_request_duration_seconds',
    help: 'Time from request to response, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const submissions = new Counter({
    name: 'meridian_submissions_stored_total',
    help: 'Form submissions stored, by tenant',
    labelNames: ['tenant'] as const,
    registers,
  });
  // The response cache counts for itself; these read its counters when scraped.
  new Counter({
    name: 'meridian_response_cache_hits_total',
    help: 'Content API answers served from the response cache',
    registers,
    collect() {
      this.reset();
      // An answer the front cache wrote is a response cache hit too: it never reached the store.
      this.inc(app.responseCacheStats().hits + app.frontCache.stats().hits);
    },
  });
  new Counter({
    name: 'meridian_response_cache_misses_total',
    help: 'Cacheable content API requests that had to be computed',
    registers,
    collect() {
      this.reset();
      this.inc(app.responseCacheStats().misses);
    },
  });
  new Gauge({
    name: 'meridian_response_cache_entries',
    help: 'Answers held by the response cache',
    registers,
    collect() {
      this.set(app.responseCacheStats().entries);
    },
  });
  new Gauge({
    name: 'meridian_response_cache_bytes',
    help: 'Bytes held by the response cache (JSON and compressed forms)',
    registers,
    collect() {
      this.set(app.responseCacheStats().bytes);
    },
  });
  new Gauge({
    name: 'meridian_tenant_version_info',
    help: 'The imported content version (version_hash) of each tenant, always 1',
    labelNames: ['tenant', 'version'] as const,
    registers,
    async collect() {
      this.reset();
      // While the database is away the series are left out (readiness reports the outage).
      const tenants = await listTenants(app.db).catch(() => []);
      for (const tenant of tenants) this.set({ tenant: tenant.schema_name, version: tenant.version_hash }, 1);
    },
  });
  return { requests, latency, submissions };
}

/**
 * Prometheus metrics (prom-client), off unless METRICS_PORT is set; then served as text at `/metrics`
 * on that port only, never on the public one (docs/deploy.md). Routes are labelled by their pattern
 * (`/api/v2/scenes/:id/`), never by the raw URL, so made-up URLs cannot multiply the series.
 */
export default fp(
  (app, _options, done) => {
    const port = app.config.metricsPort;
    if (port === undefined) {
      app.decorate('metricsServer', null);
      app.decorate('recordAnswer', null);
      done();
      return;
    }
    const registry = new Registry();
    const { requests, latency, submissions } = defineMetrics(app, registry);

    const recordAnswer = (method: string, route: string, status: number, seconds: number) => {
      requests.inc({ method, route, status });
      latency.observe({ method, route }, seconds);
    };
    app.decorate('recordAnswer', recordAnswer);
    app.addHook('onResponse', (request, reply, next) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      recordAnswer(request.method, route, status, reply.elapsedTime / 1000);
      if (request.routeOptions.config.storedSubmission === true && status === 200)
        submissions.inc({ tenant: request.tenant?.schema_name ?? '' });
      next();
    });

    const server = Fastify({ logger: false });
    server.get('/metrics', async (_request, reply) =>
      reply.header('content-type', registry.contentType).send(await registry.metrics()),
    );
    app.decorate('metricsServer', server);
    app.addHook('onListen', async () => {
      await server.listen({ port, host: app.config.host });
      app.log.info(`metrics at http://${app.config.host}:${port}/metrics`);
    });
    app.addHook('onClose', async () => {
      await server.close();
    });
    done();
  },
  { name: 'metrics', dependencies: ['response-cache'] },
);
