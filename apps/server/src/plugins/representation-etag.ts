import type { onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { codedEtagRequests } from '../http/validators.ts';

/**
 * A strong ETag names one representation (RFC 9110 8.8.3): when the compression plugin has encoded an
 * answer whose ETag names its identity bytes (http/validators.ts, sendWithStrongEtag), the coding is
 * added to it (`"abc"` → `"abc-br"`), as the response cache does for API answers. Files served by the
 * static plugins need none of this: their ETag comes from the file sent, and a `.br` file is another file.
 * It also keeps each name once in `Vary` (the compression plugin adds `accept-encoding` beside an
 * `Accept-Encoding` already named). Registered after the compression plugin, so its hook runs after the plugin's.
 */
export default fp(
  (app, _options, done) => {
    const codedEtag: onSendHookHandler = (request, reply, payload, next) => {
      if (codedEtagRequests.has(request)) {
        const encoding = reply.getHeader('content-encoding');
        const etag = reply.getHeader('etag');
        const coded = typeof etag === 'string' && /-(?:br|gzip)"$/.test(etag);
        if ((encoding === 'br' || encoding === 'gzip') && typeof etag === 'string' && etag.startsWith('"') && !coded) {
          reply.header('etag', `${etag.slice(0, -1)}-${encoding}"`);
        }
      }
      // The compression plugin adds `accept-encoding` to a Vary that names `Accept-Encoding` already.
      const vary = reply.getHeader('vary');
      if (typeof vary === 'string' && vary.includes(',')) {
        const names = vary.split(',').map((name) => name.trim());
        const seen = new Set<string>();
        reply.header(
          'vary',
          names.filter((name) => !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase())).join(', '),
        );
      }
      next(null, payload);
    };
    // The compression plugin encodes in a route-level onSend hook it adds to each route; this one is
    // added after it, so it runs after it.
    app.addHook('onRoute', (route) => {
      const existing = route.onSend;
      route.onSend = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), codedEtag];
    });
    done();
  },
  { name: 'representation-etag', dependencies: ['compression'] },
);
