import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../../http/error-handler.ts';
import { fileValidatorHooks } from '../../plugins/file-validators.ts';
import { mediaFolderOf } from './media-path.ts';
import { immutableCacheControl } from '../../plugins/response-cache.ts';

/**
 * Media is data, never a page: a file that a browser is made to open as a document (an HTML or SVG
 * that slipped in) runs no script, loads nothing and gets a unique origin; its type is never guessed.
 */
export const mediaSecurityHeaders = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
} as const;

/**
 * `/media/<schema_name>/…` answers only on a host of that tenant: one tenant's files are not
 * readable through another's site, nor through a host that serves no site at all. The folder is
 * judged on the decoded, normalised path (`mediaFolderOf`), the one the file server reads.
 */
function onlyOnOwnHosts(request: FastifyRequest, reply: FastifyReply, next: HookHandlerDoneFunction): void {
  reply.headers(mediaSecurityHeaders);
  const pathname = request.url.split('?')[0] ?? '';
  const folder = mediaFolderOf(request.url);
  if (request.tenant !== null && folder !== null && folder === request.tenant.schema_name) {
    next();
    return;
  }
  void reply.code(404).send(errorBody(404, `Nothing at GET ${pathname} on this site`));
}

/**
 * DATA_DIR/media at `/media/`. Media file names carry a content hash (the
 * importer's renditions), so they are immutable; range requests come from
 * @fastify/static (send).
 */
export default fp(
  async (app) => {
    fs.mkdirSync(app.config.mediaDir, { recursive: true });
    // Encapsulated, so the tenant check guards the media routes only.
    await app.register(async (media) => {
      media.addHook('onRequest', onlyOnOwnHosts);
      const validators = fileValidatorHooks(app.config.mediaDir, '/media/');
      media.addHook('onRequest', validators.onRequest);
      media.addHook('onSend', validators.onSend);
      // A tenant's basemap (maps_settings.basemap): its registered type, where the static plugin's
      // MIME table (set after setHeaders) knows no .pmtiles and says application/octet-stream.
      media.addHook('onSend', (request, reply, payload, next) => {
        // RFC 9110 15.5.17: a 416 names the current length, so the client can ask again within it.
        if (reply.statusCode === 416 && !reply.hasHeader('content-range')) {
          const relative = decodeURIComponent((request.url.split('?')[0] ?? '').slice('/media/'.length));
          const file = path.resolve(app.config.mediaDir, relative);
          if (file.startsWith(path.resolve(app.config.mediaDir) + path.sep) && fs.existsSync(file)) {
            reply.header('content-range', `bytes */${fs.statSync(file).size}`);
          }
        }
        const ok = reply.statusCode === 200 || reply.statusCode === 206;
        if (ok && (request.url.split('?')[0] ?? '').endsWith('.pmtiles')) {
          reply.header('content-type', 'application/vnd.pmtiles');
        }
        next(null, payload);
      });
      await media.register(fastifyStatic, {
        root: app.config.mediaDir,
        prefix: '/media/',
        decorateReply: false,
        index: false,
        dotfiles: 'deny',
        cacheControl: false,
        acceptRanges: true,
        setHeaders: (response) => {
          response.setHeader('cache-control', immutableCacheControl);
        },
      });
    });
  },
  { name: 'media' },
);
