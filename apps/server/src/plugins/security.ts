import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Video providers the spec embeds (YouTube, Vimeo, QQ) and Matterport walkthroughs. */
const videoFrames = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://v.qq.com',
  'https://my.matterport.com',
];
/** The YouTube IFrame API and Vimeo player scripts, loaded once on demand. */
const videoScripts = ['https://www.youtube.com', 'https://s.ytimg.com', 'https://player.vimeo.com'];

/**
 * Security headers on every response. The CSP allows the app's own origin plus
 * what the spec needs (see docs/architecture.md, "Security headers"): video
 * players, blob: workers for the map, https: images (CMS content may hold
 * absolute image URLs). Framing: the app must run embedded (banner mode) on
 * tenant sites, so `frame-ancestors` allows any https origin and itself.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          scriptSrc: ["'self'", ...videoScripts],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          childSrc: ["'self'", 'blob:'],
          frameSrc: ["'self'", ...videoFrames],
          frameAncestors: ["'self'", 'https:', 'http://localhost:*', 'http://*.localhost:*'],
          formAction: ["'self'"],
        },
      },
      // X-Frame-Options cannot express "embeddable"; frame-ancestors above replaces it.
      frameguard: false,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
      strictTransportSecurity: false,
    });
  },
  { name: 'security' },
);
