/** One serialized answer of the content API and its compressed forms (made once, on first demand). */
export interface CachedResponse {
  payload: string;
  etag: string;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

/** What the store holds, for the metrics (plugins/metrics.ts). */
export interface ResponseStoreStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
}

interface Entry {
  tenantId: number;
  response: CachedResponse;
  bytes: number;
}

/**
 * The response cache's memory, bounded by entries and bytes (the JSON and its br/gzip forms all count),
 * oldest first out, whatever URLs clients make up. Keys belong to a tenant's version: when a tenant is
 * seen with a new version (an import), every answer of its old version leaves at once instead of
 * waiting to be pushed out, since no request will ask for it again.
 */
export class ResponseStore {
  private readonly entries = new Map<string, Entry>();
  private readonly tenantVersions = new Map<number, { version: string; keys: Set<string> }>();
  private bytes = 0;
  private hits = 0;
  private misses = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
  ) {}

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (entry) this.hits += 1;
    else this.misses += 1;
    return entry?.response;
  }

  set(tenantId: number, version: string, key: string, response: CachedResponse): void {
    const bytes = Buffer.byteLength(response.payload);
    if (bytes > this.maxBytes / 4) return;
    let tenant = this.tenantVersions.get(tenantId);
    if (tenant?.version !== version) {
      if (tenant) for (const old of tenant.keys) this.delete(old);
      tenant = { version, keys: new Set() };
      this.tenantVersions.set(tenantId, tenant);
    }
    this.delete(key);
    this.entries.set(key, { tenantId, response, bytes });
    tenant.keys.add(key);
    this.bytes += bytes;
    this.evictOverflow();
  }

  /** A compressed form was added to a stored answer: it counts towards the bound too. */
  addEncoded(key: string, bytes: number): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.bytes += bytes;
    this.bytes += bytes;
    this.evictOverflow();
  }

  stats(): ResponseStoreStats {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits, misses: this.misses };
  }

  private evictOverflow(): void {
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const existing = this.entries.get(key);
    if (!existing) return;
    this.bytes -= existing.bytes;
    this.entries.delete(key);
    this.tenantVersions.get(existing.tenantId)?.keys.delete(key);
  }
}
