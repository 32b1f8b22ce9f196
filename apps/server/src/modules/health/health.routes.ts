import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { pendingMigrations } from '../../db/migrate.ts';

/** A check that does not answer within this time counts as failed: a probe must not hang. */
const CHECK_TIMEOUT_MS = 2000;

/** 'ok', or what went wrong. */
type CheckResult = string;

async function check(run: () => Promise<CheckResult>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${CHECK_TIMEOUT_MS} ms`), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([run(), timeout]);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes for load balancers and orchestrators (docs/deploy.md), answered before any tenant lookup:
 * - `GET /healthz`: the process is alive and its event loop turns (200, no dependency checked);
 * - `GET /readyz`: this instance can serve: the database answers, every migration it knows is applied,
 *   and Redis answers when REDIS_URL is set. 503 with the failing check named otherwise; also 503 (from
 *   Fastify) once a graceful shutdown has begun, so the balancer stops sending before the pools close.
 */
export default fp(
  (app, _options, done) => {
    const noStore = { 'cache-control': 'no-store' };
    const config = { tenant: false, responseCache: false } as const;

    app.get('/healthz', { config }, (_request, reply) => reply.headers(noStore).send({ status: 'alive' }));

    app.get('/readyz', { config }, async (_request, reply) => {
      const checks: Record<string, CheckResult> = {};
      const database = await check(async () => {
        await sql`select 1`.execute(app.db);
        return 'ok';
      });
      checks.database = database;
      checks.migrations =
        database === 'ok'
          ? await check(async () => {
              const pending = await pendingMigrations(app.db);
              return pending.length === 0 ? 'ok' : `not applied: ${pending.join(', ')}`;
            })
          : 'unknown while the database is unreachable';
      const redis = app.redis;
      if (redis) {
        checks.redis = await check(async () => {
          await redis.ping();
          return 'ok';
        });
      }
      const ready = Object.values(checks).every((result) => result === 'ok');
      return reply
        .code(ready ? 200 : 503)
        .headers(noStore)
        .send({ status: ready ? 'ready' : 'unready', checks });
    });
    done();
  },
  { name: 'health', dependencies: ['db', 'redis'] },
);
