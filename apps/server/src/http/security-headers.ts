import { IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Matterport walkthroughs (the offline ones are the server's own pages). */
const walkthroughFrames = ['https://my.matterport.com'];

/**
 * What each outside video player needs, added to a tenant's policy only when its content embeds
 * that provider (`withVideoProviders`): YouTube's IFrame API script and its frames; Vimeo's frame
 * and the oEmbed answer @vimeo/player fetches from vimeo.com before it builds the frame (blocked
 * by `connect-src 'self'`, no Vimeo video could ever play); QQ's frame.
 */
export const videoProviderSources: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  youtube: {
    'script-src': ['https://www.youtube.com', 'https://s.ytimg.com'],
    'frame-src': ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
  },
  vimeo: {
    'connect-src': ['https://vimeo.com'],
    'frame-src': ['https://player.vimeo.com'],
  },
  qq: { 'frame-src': ['https://v.qq.com'] },
};

/**
 * The CSP allows the app's own origin plus what the spec needs (see
 * docs/architecture.md, "Security headers"): video players, blob: workers for
 * the map, https: images (CMS content may hold absolute image URLs). Framing:
 * the app must run embedded (banner mode) on tenant sites, so `frame-ancestors`
 * allows any https origin and itself by default; a tenant that lists its
 * embedders (pack `embedders`) gets exactly those (`withFrameAncestors`). Map requests
 * (styles, tiles, glyphs, sprites) stay on the tenant's own origin (`connect-src 'self'`); a
 * tenant whose own map style is on another site gets that style's origins added to its
 * `connect-src` and `img-src` (`withMapOrigins`), and no other tenant does.
 */
export const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      childSrc: ["'self'", 'blob:'],
      frameSrc: ["'self'", ...walkthroughFrames],
      // Local work: pages served from loopback may frame it too (a second local site in the e2e tests).
      frameAncestors: ["'self'", 'https:', 'http://localhost:*', 'http://*.localhost:*', 'http://127.0.0.1:*'],
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

/**
 * A tenant's own framing policy (pack setting `embedders`): the CSP with its `frame-ancestors`
 * replaced by the tenant itself and the listed sites. The list was validated at import as plain
 * origins, so it cannot add a directive.
 */
export function withFrameAncestors(csp: string, embedders: readonly string[]): string {
  const directive = ["frame-ancestors 'self'", ...embedders].join(' ');
  const others = csp
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !/^frame-ancestors\b/i.test(part));
  return [...others, directive].join(';');
}

/**
 * A tenant's own map style hosts (pack `maps_settings.style` and `style_origins`): added to the
 * CSP's `connect-src` (style JSON, tiles, glyphs and sprites are fetched) and `img-src` (sprite
 * images). The list was validated at import as plain origins, so it cannot add a directive.
 */
export function withMapOrigins(csp: string, origins: readonly string[]): string {
  if (origins.length === 0) return csp;
  return csp
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const name = part.split(/\s+/)[0]?.toLowerCase();
      if (name !== 'connect-src' && name !== 'img-src') return part;
      const sources = part.split(/\s+/).slice(1);
      return [name, ...sources, ...origins.filter((origin) => !sources.includes(origin))].join(' ');
    })
    .join(';');
}

/** Adds `sources` to the named directives of `csp`, each source once. */
function withSources(csp: string, sources: Readonly<Record<string, readonly string[]>>): string {
  return csp
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const [name = '', ...current] = part.split(/\s+/);
      const added = sources[name.toLowerCase()];
      if (!added) return part;
      return [name, ...current, ...added.filter((source) => !current.includes(source))].join(' ');
    })
    .join(';');
}

/**
 * The outside video players a tenant's content embeds (`tenants.video_providers`, written at
 * import): their sources added to the directives each needs. None: the policy unchanged, so a
 * tenant without them names no outside origin in any directive.
 */
export function withVideoProviders(csp: string, providers: readonly string[]): string {
  let policy = csp;
  for (const provider of providers) {
    const sources = videoProviderSources[provider];
    if (sources) policy = withSources(policy, sources);
  }
  return policy;
}

/**
 * The tenant's own policy on the answer: `frame-ancestors` replaced by its embedders when it lists
 * them, its map style's origins allowed when it has a style on another site, and the video players
 * its content embeds.
 */
export function applyTenantPolicy(request: FastifyRequest, reply: FastifyReply): void {
  const tenant = request.tenant;
  const csp = reply.getHeader('content-security-policy');
  if (!tenant || typeof csp !== 'string') return;
  let policy = withVideoProviders(withMapOrigins(csp, tenant.mapOrigins), tenant.videoProviders);
  if (tenant.embedders) policy = withFrameAncestors(policy, tenant.embedders);
  if (policy !== csp) reply.header('content-security-policy', policy);
}

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
    // The tenant is known only after the tenant plugin's hook; its own policy is applied last.
    app.addHook('onSend', (request, reply, payload, next) => {
      applyTenantPolicy(request, reply);
      next(null, payload);
    });
    done();
  },
  { name: 'security' },
);
