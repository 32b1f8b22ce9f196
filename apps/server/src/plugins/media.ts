import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { immutableCacheControl } from './response-cache.ts';

/**
 * DATA_DIR/media at `/media/`. Media file names carry a content hash (the
 * importer's renditions), so they are immutable; range requests come from
 * @fastify/static (send).
 */
export default fp(
  async (app) => {
    fs.mkdirSync(app.config.mediaDir, { recursive: true });
    await app.register(fastifyStatic, {
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
  },
  { name: 'media' },
);
