import http, { type RequestListener } from 'node:http';
import type { RequestTimeouts } from '../config.ts';
import type { FrontCache } from './front-cache.ts';

/**
 * The HTTP server Fastify runs on (its `serverFactory`): Node's, with the timeouts Fastify would have set
 * (a slow or stalled client cannot hold a connection: Node answers 408 when headers or the whole
 * request take too long), and the front cache asked first for every request.
 */
export function httpServerFactory(timeouts: RequestTimeouts, front: FrontCache) {
  return (fastifyHandler: RequestListener): http.Server => {
    const server = http.createServer(
      {
        headersTimeout: timeouts.headersMs,
        requestTimeout: timeouts.requestMs,
        // How often Node looks for expired requests (its default, 30 s, would let a 408 wait that long).
        connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(timeouts.headersMs / 2))),
      },
      (request, response) => {
        if (!front.serve(request, response)) fastifyHandler(request, response);
      },
    );
    server.keepAliveTimeout = timeouts.keepAliveMs;
    server.requestTimeout = timeouts.requestMs;
    server.setTimeout(timeouts.idleMs);
    return server;
  };
}
