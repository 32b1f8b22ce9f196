import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { allowCrossOriginRead } from '../http/cross-origin-reads.ts';
import { applyTenantPolicy } from '../http/security-headers.ts';
import type { ResolvedTenant } from '../tenancy/tenant.types.ts';
import { finalHeaders } from './front-cache.ts';
import { ResponseStore, type CachedResponse, type ResponseStoreStats } from './response-store.ts';

export const immutableCacheControl = 'public, max-age=31536000, immutable';
export const revalidateCacheControl = 'no-cache';
export const previewCacheControl = 'private, no-store';

type Encoding = 'br' | 'gzip';

/** The response cache's bound (docs/deploy.md): at most this many answers and bytes (JSON plus its br/gzip forms). */
export const RESPONSE_CACHE_MAX_ENTRIES = 5000;
export const RESPONSE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** What the response cache holds and how often it answered (for the metrics). */
    responseCacheStats: () => ResponseStoreStats;
  }
}

/** Same threshold as the compression plugin: smaller answers go as they are. */
const compressionThreshold = 1024;

/** br when accepted, else gzip, else none (`q=0` refuses a coding; `*` stands for the others). */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    let weight = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param);
      if (match?.[1] !== undefined) weight = Number(match[1]);
    }
    weights.set(name.trim() === 'x-gzip' ? 'gzip' : name.trim(), weight);
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/**
 * Text compressed once for many answers (cached API answers, rendered pages): `effort` is brotli's
 * quality; gzip takes the level that matches it.
 */
export function compressText(text: string, encoding: Encoding, effort: 5 | 9): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(text, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: effort,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
        },
      })
    : zlib.gzipSync(text, { level: effort === 5 ? 6 : 9 });
}

function encode(store: ResponseStore, key: string, cached: CachedResponse, encoding: Encoding): Buffer {
  const existing = cached.encoded[encoding];
  if (existing) return existing;
  const encoded = compressText(cached.payload, encoding, 5);
  cached.encoded[encoding] = encoded;
  store.addEncoded(key, encoded.length);
  return encoded;
}

/** A strong ETag names one representation: each content coding gets its own. */
function variantEtag(etag: string, encoding: Encoding | null): string {
  return encoding === null ? etag : `${etag.slice(0, -1)}-${encoding}"`;
}

function etagOf(payload: string): string {
  return `"${crypto.createHash('sha1').update(payload).digest('base64url')}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/** The URL without `v`: responses are the same whatever `v` a client sends; only the headers differ. */
function urlWithoutVersion(url: string): string {
  const questionMark = url.indexOf('?');
  if (questionMark === -1 || !url.includes('v=', questionMark)) return url;
  const rest = url
    .slice(questionMark + 1)
    .split('&')
    .filter((pair) => pair !== 'v' && !pair.startsWith('v='))
    .join('&');
  return rest === '' ? url.slice(0, questionMark) : `${url.slice(0, questionMark)}?${rest}`;
}

/** API reads, except a route whose answer is not a function of tenant content, language and URL (it opts out). */
function isCacheable(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.url.startsWith('/api/v2/') &&
    request.routeOptions.config.responseCache !== false
  );
}

function cacheKey(request: FastifyRequest, tenant: ResolvedTenant): string {
  return `${tenant.id}\n${tenant.version_hash}\n${request.contentLanguage}\n${urlWithoutVersion(request.url)}`;
}

interface CacheState {
  /** null: a preview answer, never stored. */
  key: string | null;
  cacheControl: string;
  tenantId: number;
  version: string;
}

/**
 * HTTP caching of the tenant content API (`/api/v2/` GETs):
 * - a request carrying the tenant's current `v` is immutable for that version
 *   (`public, max-age=31536000, immutable` + strong ETag): a CDN can serve it;
 * - without `v`, or with a stale one: `no-cache` + ETag, 304 on If-None-Match;
 * - preview requests (any `token`): `private, no-store`, never stored.
 * Serialized answers (and their br/gzip forms, made once) are kept in memory
 * keyed by tenant, version, language and URL, so a repeated read costs no
 * database work, no serialization and no compression.
 */
export default fp(
  (app, _options, done) => {
    const store = new ResponseStore(RESPONSE_CACHE_MAX_ENTRIES, RESPONSE_CACHE_MAX_BYTES);
    app.decorate('responseCacheStats', () => store.stats());
    const states = new WeakMap<FastifyRequest, CacheState>();

    /** Headers, 304 or the (possibly compressed) cached body; the compression plugin leaves encoded bodies alone. */
    const answer = (
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      cached: CachedResponse,
      cacheControl: string,
    ) => {
      const encoding =
        cached.payload.length >= compressionThreshold ? preferredEncoding(request.headers['accept-encoding']) : null;
      const etag = variantEtag(cached.etag, encoding);
      reply
        .header('cache-control', cacheControl)
        .header('etag', etag)
        .header('vary', 'Accept-Language, Accept-Encoding')
        .type('application/json; charset=utf-8');
      const ifNoneMatch = request.headers['if-none-match'];
      if (matches(ifNoneMatch, etag) || matches(ifNoneMatch, cached.etag)) return { status: 304, body: '' };
      if (encoding === null) return { status: 200, body: cached.payload };
      reply.header('content-encoding', encoding);
      return { status: 200, body: encode(store, key, cached, encoding) };
    };

    // Every other answer is looked up in preHandler: a revalidated one may carry a CSRF cookie, so the other
    // plugins' onRequest work (cookies, CSRF) must have run when it is sent.
    /** What to do with a request: nothing, remember it for storing, or answer it from the cache. */
    const lookUp = (request: FastifyRequest, reply: FastifyReply): CachedResponse | null => {
      const tenant = request.tenant;
      if (!tenant || !isCacheable(request)) return null;
      const query = request.query as Record<string, unknown>;
      if (query.token !== undefined) {
        states.set(request, { key: null, cacheControl: previewCacheControl, tenantId: tenant.id, version: '' });
        return null;
      }
      const cacheControl = query.v === tenant.version_hash ? immutableCacheControl : revalidateCacheControl;
      const key = cacheKey(request, tenant);
      const cached = store.get(key);
      if (cached) {
        const { status, body } = answer(request, reply, key, cached, cacheControl);
        void reply.code(status).send(status === 304 ? undefined : body);
        return cached;
      }
      states.set(request, { key, cacheControl, tenantId: tenant.id, version: tenant.version_hash });
      return null;
    };

    /**
     * An immutable hit (the tenant's current `v`) goes straight to the socket as soon as the tenant is
     * known: the security headers set so far, the tenant's framing and the cache's own headers. The
     * hooks it skips have nothing to add: it carries no cookie (immutable answers never do, see
     * csrf.ts), has no body to parse and is already encoded. onResponse hooks (metrics, logs) still run.
     */
    const sendImmutableHit = (request: FastifyRequest, reply: FastifyReply, key: string, cached: CachedResponse) => {
      const { status, body } = answer(request, reply, key, cached, immutableCacheControl);
      applyTenantPolicy(request, reply);
      // Readable from other sites, as the same answer through the hooks (http/cross-origin-reads.ts).
      allowCrossOriginRead(request, reply);
      const bytes = typeof body === 'string' ? Buffer.from(body) : body;
      const headers = finalHeaders(reply, bytes.length);
      if (status === 304) delete headers['content-length'];
      else if (request.tenant) {
        app.frontCache.remember(request.raw, {
          tenantHost: request.headers.host ?? '',
          tenant: request.tenant,
          issuesCsrfCookie: false,
          headers,
          body: bytes,
          route: request.routeOptions.url ?? 'unmatched',
        });
      }
      reply.hijack();
      reply.raw.writeHead(status, headers);
      reply.raw.end(status === 304 || request.method === 'HEAD' ? undefined : bytes);
    };

    // Callback-style hooks: they run on every request, a cached answer must cost as little as possible.
    app.addHook('onRequest', (request, reply, next) => {
      const tenant = request.tenant;
      const query = request.query as Record<string, unknown>;
      if (!tenant || query.v !== tenant.version_hash || query.token !== undefined || !isCacheable(request)) {
        next();
        return;
      }
      const key = cacheKey(request, tenant);
      const cached = store.get(key);
      if (cached) sendImmutableHit(request, reply, key, cached);
      else next();
    });
    app.addHook('preHandler', (request, reply, next) => {
      // After send(), Fastify must not run the handler: not calling next() is how a hook ends the request.
      if (lookUp(request, reply) === null) next();
    });

    app.addHook('onSend', (request, reply, payload, next) => {
      const state = states.get(request);
      if (!state) {
        next(null, payload);
        return;
      }
      states.delete(request);
      if (reply.statusCode !== 200) {
        reply.header('cache-control', state.key === null ? previewCacheControl : revalidateCacheControl);
        next(null, payload);
        return;
      }
      reply.header('cache-control', state.cacheControl);
      if (state.key === null || typeof payload !== 'string') {
        next(null, payload);
        return;
      }
      const cached: CachedResponse = { payload, etag: etagOf(payload), encoded: {} };
      store.set(state.tenantId, state.version, state.key, cached);
      const { status, body } = answer(request, reply, state.key, cached, state.cacheControl);
      reply.code(status);
      next(null, body);
    });
    done();
  },
  { name: 'response-cache', dependencies: ['tenant'] },
);
