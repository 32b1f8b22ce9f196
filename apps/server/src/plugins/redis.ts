import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection (REDIS_URL), or null when the instance runs alone. */
    redis: Redis | null;
  }
}

/** How long a Redis command may take before the caller falls back (rate limits count locally). */
const COMMAND_TIMEOUT_MS = 1000;

/**
 * `app.redis`: one Redis connection when REDIS_URL is set (null otherwise), for state every instance
 * shares (rate limits). Redis is never on the path of a read, and nothing waits for it: commands fail
 * at once while it is away (no offline queue), the client reconnects in the background, and the log
 * says once that it went away and once that it came back.
 */
export default fp(
  (app, _options, done) => {
    const settings = app.config.redis;
    if (!settings) {
      app.decorate('redis', null);
      done();
      return;
    }
    const redis = new Redis(settings.url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: COMMAND_TIMEOUT_MS,
      // Generous: a busy machine must not read as an outage (readiness bounds its own ping at 2 s).
      connectTimeout: 5000,
      // Reconnect forever, at most every 2 s: Redis coming back is noticed without a restart.
      retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
    });
    let reachable: boolean | null = null;
    let closing = false;
    redis.on('ready', () => {
      // A warning like the one it answers, so whoever watches for the first also sees this one.
      if (reachable === false) app.log.warn('Redis is reachable again: rate limits are shared by every instance');
      reachable = true;
    });
    const lost = (error?: Error) => {
      if (reachable === false || closing) return;
      reachable = false;
      app.log.warn(
        { err: error },
        'Redis is unreachable: rate limits are counted per instance until it answers again (reads are unaffected)',
      );
    };
    // An 'error' listener also keeps ioredis from printing every failed reconnection attempt.
    redis.on('error', lost);
    redis.on('close', () => lost());
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      closing = true;
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });
    done();
  },
  { name: 'redis' },
);
