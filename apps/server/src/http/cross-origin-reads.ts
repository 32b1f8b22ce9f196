import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What another site may read (docs/security.md, "Cross-origin reads"). The banner embedded by
 * WordPress runs in `<iframe sandbox="allow-scripts">`: an opaque origin, so its module scripts,
 * stylesheet, translations and API calls are cross-origin requests to this server, and a news page,
 * Slack or Teams shows `thumbnail_url` / `og:image` from another site. For those answers only — GET
 * and HEAD of built assets, media, translations, icons and the read-only public API — any origin may
 * read (`Access-Control-Allow-Origin: *`, never with credentials: a browser then sends no cookie and
 * ignores any `Set-Cookie`) and embed (`Cross-Origin-Resource-Policy: cross-origin`). Everything else
 * keeps `same-site` and no CORS: submissions, events, hosted forms, pages; a write needs the CSRF
 * header, which a cross-origin page can neither read nor send without a preflight this server never
 * grants.
 */
const READABLE_PREFIXES = ['/assets/', '/media/', '/locales/', '/walkthrough/assets/', '/api/v2/', '/api/switchboard/'];
const READABLE_PATHS = new Set(['/favicon.png', '/favicon.ico', '/favicon.svg', '/api/build']);

export function isCrossOriginReadable(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?', 1)[0] ?? '';
  return READABLE_PATHS.has(path) || READABLE_PREFIXES.some((prefix) => path.startsWith(prefix));
}

export function allowCrossOriginRead(request: FastifyRequest, reply: FastifyReply): void {
  if (!isCrossOriginReadable(request.method, request.url)) return;
  reply.header('access-control-allow-origin', '*');
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

export default fp(
  (app, _options, done) => {
    app.addHook('onSend', (request, reply, payload, next) => {
      allowCrossOriginRead(request, reply);
      next(null, payload);
    });
    done();
  },
  { name: 'cross-origin-reads' },
);
