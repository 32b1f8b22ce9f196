import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore, {
  type RateLimitCount,
  type RateLimitRouteOptions,
  type RateLimitStore,
} from '@fastify/rate-limit/store/RedisStore.js';

/** The per-process counters kept while Redis is away: as many keys as the plugin's own default. */
const LOCAL_KEYS = 5000;

/**
 * Counts in Redis (one limit for every instance) while Redis answers; while it does not, counts in this
 * process's memory instead, so a visitor is never refused because Redis is down and a flood is still
 * limited (to the limit per instance instead of the limit for all of them). See docs/deploy.md.
 */
class SharedOrLocalStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: RateLimitStore,
    private readonly local: RateLimitStore,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: RateLimitCount) => void,
    timeWindow?: number,
    max?: number,
  ): void {
    // Not connected: count here at once rather than wait for a connection attempt to fail.
    if (this.redis.status !== 'ready') {
      this.local.incr(key, callback, timeWindow, max);
      return;
    }
    this.shared.incr(
      key,
      (error, result) => {
        if (error) this.local.incr(key, callback, timeWindow, max);
        else callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RateLimitRouteOptions): RateLimitStore {
    return new SharedOrLocalStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/**
 * The `store` option for @fastify/rate-limit: shared through Redis when REDIS_URL is set
 * (plugins/redis.ts), otherwise nothing (the plugin's in-memory store, per process).
 */
export function rateLimitStoreOptions(app: FastifyInstance): { store?: new () => RateLimitStore } {
  const redis: Redis | null = app.redis;
  if (!redis) return {};
  const client: Redis = redis;
  const keyPrefix = `${app.config.redis?.keyPrefix ?? ''}rate-limit:`;
  return {
    store: class extends SharedOrLocalStore {
      constructor() {
        super(client, new RedisStore(false, false, client, keyPrefix), new LocalStore(false, false, LOCAL_KEYS));
      }
    },
  };
}
