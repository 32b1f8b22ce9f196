import http, { type RequestListener } from 'node:http';
import type { RequestTimeouts } from '../config.ts';
import type { FrontCache } from './front-cache.ts';
import { hostHeaderCount } from './host-header.ts';

const connectRefusal = JSON.stringify({
  statusCode: 405,
  error: 'Method Not Allowed',
  message: 'CONNECT is not supported: this is a web server, not a proxy',
});

/**
 * The HTTP server Fastify runs on (its `serverFactory`): Node's, with the timeouts Fastify would have set
 * (a slow or stalled client cannot hold a connection: Node answers 408 when headers or the whole
 * request take too long), and the front cache asked first for every request with one Host header
 * (anything else goes to Fastify, whose tenant hook answers it 400 with a body; Node's own bare 400
 * for a missing Host is turned off for that). `CONNECT`, which Node hands to a `connect` listener
 * instead of the app and otherwise closes without a word, is answered 405.
 */
export function httpServerFactory(timeouts: RequestTimeouts, front: FrontCache) {
  return (fastifyHandler: RequestListener): http.Server => {
    const server = http.createServer(
      {
        headersTimeout: timeouts.headersMs,
        requestTimeout: timeouts.requestMs,
        // How often Node looks for expired requests (its default, 30 s, would let a 408 wait that long).
        connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(timeouts.headersMs / 2))),
        requireHostHeader: false,
      },
      (request, response) => {
        if (hostHeaderCount(request) !== 1 || !front.serve(request, response)) fastifyHandler(request, response);
      },
    );
    server.on('connect', (_request, socket) => {
      socket.end(
        'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST, OPTIONS\r\nContent-Type: application/json; charset=utf-8\r\n' +
          `Content-Length: ${String(Buffer.byteLength(connectRefusal))}\r\nConnection: close\r\n\r\n${connectRefusal}`,
      );
    });
    server.keepAliveTimeout = timeouts.keepAliveMs;
    server.requestTimeout = timeouts.requestMs;
    server.setTimeout(timeouts.idleMs);
    return server;
  };
}
