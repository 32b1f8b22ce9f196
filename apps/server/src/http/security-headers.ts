import { IncomingMessage, type ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

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
 * The CSP allows the app's own origin plus what the spec needs (see
 * docs/architecture.md, "Security headers"): video players, blob: workers for
 * the map, https: images (CMS content may hold absolute image URLs). Framing:
 * the app must run embedded (banner mode) on tenant sites, so `frame-ancestors`
 * allows any https origin and itself.
 */
export const helmetOptions: HelmetOptions = {
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
  xFrameOptions: false,
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
  // TLS ends at the proxy in front of Meridian; it sets HSTS.
  strictTransportSecurity: false,
};

/** The headers helmet sets for these options: they do not depend on the request. */
export function securityHeaders(options: HelmetOptions = helmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      Reflect.deleteProperty(headers, name.toLowerCase());
    },
  };
  // helmet only calls setHeader/removeHeader and throws on bad options: a bare request is enough.
  const request = Object.create(IncomingMessage.prototype) as IncomingMessage;
  helmet(options)(request, response as unknown as ServerResponse, (error?: unknown) => {
    if (error instanceof Error) throw error;
  });
  return headers;
}

/**
 * Security headers on every response. helmet computes them once at start
 * (@fastify/helmet would rebuild its middleware, re-parsing the CSP, on every
 * request); routes that need another policy (hosted form pages with a nonce)
 * set their own header, which replaces this one.
 */
export default fp(
  (app, _options, done) => {
    const headers = securityHeaders();
    app.addHook('onRequest', (_request, reply, next) => {
      reply.headers(headers);
      next();
    });
    done();
  },
  { name: 'security' },
);
