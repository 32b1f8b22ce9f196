import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { ResolvedTenant } from '../tenancy/tenant.types.ts';

/**
 * The hot path of the content API: a repeated GET whose complete answer (status 200, every header,
 * the encoded body) is already known is written to the socket before Fastify sees the request.
 * Fastify's per-request work (request and reply objects, the child logger, six hook phases) costs
 * more than the answer itself for a 1–3 KB cached read; see docs/performance.md.
 *
 * An answer is stored only by the app, after its full pipeline made it (plugins/front-cache.ts), and
 * is keyed by everything in the request it depends on: Host, URL, Accept-Language and Accept-Encoding.
 * It is used only while the tenant it was made from is the very object the tenant cache holds now:
 * that cache re-reads tenants every second, so an import, a new embedder or a new language shows
 * within a second, as it does for the app. Everything else goes to Fastify: other methods,
 * conditional requests (304s are the app's business), and a request without a valid CSRF cookie
 * where the app would have issued one.
 */
export interface FrontEntry {
  /** The host whose tenant the answer was made from (the switchboard's path names it; else Host). */
  tenantHost: string;
  tenant: ResolvedTenant;
  /** The app gives a request without a valid `csrftoken` cookie one with this answer. */
  issuesCsrfCookie: boolean;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** The route pattern, for the metrics. */
  route: string;
}

export interface FrontCacheHooks {
  peekTenant: (host: string) => ResolvedTenant | null | undefined;
  hasValidCsrfCookie: (cookieHeader: string | undefined, host: string) => boolean;
  /** Called after each answer this cache wrote (metrics, request log). */
  served: (request: IncomingMessage, entry: FrontEntry, startedAt: bigint) => void;
}

export interface FrontCacheStats {
  entries: number;
  bytes: number;
  hits: number;
}

export const FRONT_CACHE_MAX_ENTRIES = 2000;
export const FRONT_CACHE_MAX_BYTES = 16 * 1024 * 1024;

function keyOf(request: IncomingMessage): string {
  const headers = request.headers;
  return `${headers.host ?? ''}\n${request.url ?? ''}\n${headers['accept-language'] ?? ''}\n${headers['accept-encoding'] ?? ''}`;
}

export class FrontCache {
  private readonly entries = new Map<string, FrontEntry>();
  private hooks: FrontCacheHooks | null = null;
  private bytes = 0;
  private hits = 0;
  private open = true;

  constructor(
    readonly maxEntries = FRONT_CACHE_MAX_ENTRIES,
    readonly maxBytes = FRONT_CACHE_MAX_BYTES,
  ) {}

  /** Until connected (the app's plugins are registered), and after close, nothing is answered here. */
  connect(hooks: FrontCacheHooks): void {
    this.hooks = hooks;
  }

  close(): void {
    this.open = false;
    this.entries.clear();
    this.bytes = 0;
  }

  stats(): FrontCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits };
  }

  /** Keeps what the app answered to this request, to answer the same request the same way. */
  remember(request: IncomingMessage, entry: FrontEntry): void {
    if (!this.open || request.method !== 'GET' || entry.body.length > this.maxBytes / 64) return;
    const key = keyOf(request);
    this.forget(key);
    while (this.entries.size >= this.maxEntries || this.bytes + entry.body.length > this.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.forget(oldest.value);
    }
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
  }

  /** Answers the request and says true, or says false and leaves it untouched for Fastify. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    const hooks = this.hooks;
    if (hooks === null || this.entries.size === 0 || request.method !== 'GET') return false;
    if (request.headers['if-none-match'] !== undefined) return false;
    const startedAt = process.hrtime.bigint();
    const key = keyOf(request);
    const entry = this.entries.get(key);
    if (entry === undefined) return false;
    if (hooks.peekTenant(entry.tenantHost) !== entry.tenant) {
      this.forget(key);
      return false;
    }
    if (entry.issuesCsrfCookie && !hooks.hasValidCsrfCookie(request.headers.cookie, request.headers.host ?? '')) {
      return false;
    }
    this.hits += 1;
    response.writeHead(200, entry.headers);
    response.end(entry.body);
    hooks.served(request, entry, startedAt);
    return true;
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
