// @fastify/rate-limit's own two stores, which its package does not type: plugins/rate-limit-store.ts
// combines them (Redis shared by every instance, this process's memory while Redis is away).
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  export interface RateLimitCount {
    current: number;
    ttl: number;
  }
  /** The route's options, which the plugin hands to `child` (it also adds `routeInfo`). */
  export type RateLimitRouteOptions = Parameters<FastifyRateLimitStore['child']>[0];
  export interface RateLimitStore {
    // @fastify/rate-limit always passes the route's window and limit, though its own type leaves them out.
    incr(
      key: string,
      callback: (error: Error | null, result?: RateLimitCount) => void,
      timeWindow?: number,
      max?: number,
    ): void;
    child(routeOptions: RateLimitRouteOptions): RateLimitStore;
  }

  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    keyPrefix: string,
  ) => RateLimitStore;
  export default RedisStore;
}

declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { RateLimitStore } from '@fastify/rate-limit/store/RedisStore.js';

  const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => RateLimitStore;
  export default LocalStore;
}
