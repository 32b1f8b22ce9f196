import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export type Get = (url: string, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;

/** GET on a tenant's host (default: the app host, i.e. the default tenant). */
export function getter(app: FastifyInstance, host = 'localhost:3000'): Get {
  return (url, headers = {}) => app.inject({ method: 'GET', url, headers: { host, ...headers } });
}
