import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Brotli/gzip for text answers (JSON, HTML, JS, CSS, SVG) over 1 KiB. Images
 * (JPEG, WebP) are not "compressible" types for the plugin, so panoramas are
 * sent as they are and keep their range requests.
 */
export default fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compression' },
);
