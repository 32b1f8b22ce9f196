import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const immutableCacheControl = 'public, max-age=31536000, immutable';
export const revalidateCacheControl = 'no-cache';
export const previewCacheControl = 'private, no-store';

interface CachedResponse {
  payload: string;
  etag: string;
}

/** Oldest-first eviction keeps memory bounded whatever the URLs clients make up. */
class ResponseStore {
  private readonly entries = new Map<string, CachedResponse>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get(key: string): CachedResponse | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: CachedResponse): void {
    if (value.payload.length > this.maxBytes / 4) return;
    this.delete(key);
    this.entries.set(key, value);
    this.bytes += value.payload.length;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const existing = this.entries.get(key);
    if (!existing) return;
    this.bytes -= existing.payload.length;
    this.entries.delete(key);
  }
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
  if (questionMark === -1) return url;
  const params = new URLSearchParams(url.slice(questionMark + 1));
  params.delete('v');
  const rest = params.toString();
  return rest === '' ? url.slice(0, questionMark) : `${url.slice(0, questionMark)}?${rest}`;
}

interface CacheState {
  key: string | null;
  cacheControl: string;
}

/**
 * HTTP caching of the tenant content API (`/api/v2/` GETs):
 * - a request carrying the tenant's current `v` is immutable for that version
 *   (`public, max-age=31536000, immutable` + strong ETag): a CDN can serve it;
 * - without `v`, or with a stale one: `no-cache` + ETag, 304 on If-None-Match;
 * - preview requests (any `token`): `private, no-store`, never stored.
 * Serialized answers are kept in memory keyed by tenant, version, language and
 * URL, so a repeated read costs no database work and no serialization.
 */
export default fp(
  (app, _options, done) => {
    const store = new ResponseStore(5000, 64 * 1024 * 1024);
    const states = new WeakMap<FastifyRequest, CacheState>();

    const sendCached = (request: FastifyRequest, reply: FastifyReply, cached: CachedResponse, cacheControl: string) => {
      reply.header('cache-control', cacheControl).header('etag', cached.etag).header('vary', 'Accept-Language');
      if (matches(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(cached.payload);
    };

    // preHandler, not onRequest: every other plugin's onRequest work (cookies, CSRF) has run when a cached answer is sent.
    app.addHook('preHandler', async (request, reply) => {
      const tenant = request.tenant;
      if (!tenant || (request.method !== 'GET' && request.method !== 'HEAD') || !request.url.startsWith('/api/v2/')) {
        return;
      }
      const query = request.query as Record<string, unknown>;
      if (query.token !== undefined) {
        states.set(request, { key: null, cacheControl: previewCacheControl });
        return;
      }
      const cacheControl = query.v === tenant.version_hash ? immutableCacheControl : revalidateCacheControl;
      const key = `${tenant.id}\n${tenant.version_hash}\n${request.contentLanguage}\n${urlWithoutVersion(request.url)}`;
      const cached = store.get(key);
      if (cached) return sendCached(request, reply, cached, cacheControl);
      states.set(request, { key, cacheControl });
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const state = states.get(request);
      if (!state) return payload;
      states.delete(request);
      if (reply.statusCode !== 200) {
        reply.header('cache-control', state.key === null ? previewCacheControl : revalidateCacheControl);
        return payload;
      }
      reply.header('cache-control', state.cacheControl);
      if (state.key === null || typeof payload !== 'string') return payload;
      const cached = { payload, etag: etagOf(payload) };
      store.set(state.key, cached);
      reply.header('etag', cached.etag).header('vary', 'Accept-Language');
      if (matches(request.headers['if-none-match'], cached.etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    });
    done();
  },
  { name: 'response-cache', dependencies: ['tenant'] },
);
