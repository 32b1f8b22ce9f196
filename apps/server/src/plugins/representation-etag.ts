import fp from 'fastify-plugin';
import { codedEtagRequests } from '../http/validators.ts';

/**
 * A strong ETag names one representation (RFC 9110 8.8.3): when the compression plugin has encoded an
 * answer whose ETag names its identity bytes (http/validators.ts, sendWithStrongEtag), the coding is
 * added to it (`"abc"` → `"abc-br"`), as the response cache does for API answers. Files served by the
 * static plugins need none of this: their ETag comes from the file sent, and a `.br` file is another file.
 * Registered after the compression plugin, so its onSend hook sees the encoded answer.
 */
export default fp(
  (app, _options, done) => {
    app.addHook('onSend', (request, reply, payload, next) => {
      if (codedEtagRequests.has(request)) {
        const encoding = reply.getHeader('content-encoding');
        const etag = reply.getHeader('etag');
        if ((encoding === 'br' || encoding === 'gzip') && typeof etag === 'string' && etag.startsWith('"')) {
          reply.header('etag', `${etag.slice(0, -1)}-${encoding}"`);
        }
      }
      next(null, payload);
    });
    done();
  },
  { name: 'representation-etag', dependencies: ['compression'] },
);
