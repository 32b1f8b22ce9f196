import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { ResolvedTenant } from './tenant.types.ts';
import {
  findTenantById,
  findTenantBySchemaName,
  findTenantIdByHostName,
  listTenantLanguages,
  type TenantRow,
} from './tenants.repository.ts';
import { toResolvedTenant } from './tenants.service.ts';

export interface TenantResolverOptions {
  appHost: string;
  defaultTenant: string;
  /**
   * How long a lookup is reused. Short, so an import run by another process
   * (or another instance behind a load balancer) shows within a second.
   */
  ttlMs?: number;
}

/** `Example.org:3000` → `example.org`; `[::1]:3000` → `::1`. */
export function normalizeHostName(host: string | undefined): string {
  if (!host) return '';
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(1, trimmed.indexOf(']') === -1 ? undefined : trimmed.indexOf(']'));
  const colon = trimmed.lastIndexOf(':');
  const name = colon === -1 ? trimmed : trimmed.slice(0, colon);
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

const loopbackHosts = new Set(['127.0.0.1', '::1']);

/**
 * Host name → tenant, in this order: an exact `tenant_hosts` entry;
 * `<schema_name>.<APP_HOST>`; the bare APP_HOST (or a loopback address) → the
 * DEFAULT_TENANT; otherwise no tenant.
 */
export class TenantResolver {
  private readonly cache = new Map<string, { tenant: ResolvedTenant | null; expires: number }>();
  private readonly ttlMs: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: TenantResolverOptions,
  ) {
    this.ttlMs = options.ttlMs ?? 1000;
  }

  /** A fresh cached answer without waiting (the common case), or undefined: then call `resolve`. */
  peek(rawHost: string | undefined): ResolvedTenant | null | undefined {
    const cached = this.cache.get(normalizeHostName(rawHost));
    return cached && cached.expires > Date.now() ? cached.tenant : undefined;
  }

  async resolve(rawHost: string | undefined): Promise<ResolvedTenant | null> {
    const hostName = normalizeHostName(rawHost);
    const now = Date.now();
    const cached = this.cache.get(hostName);
    if (cached && cached.expires > now) return cached.tenant;
    const tenant = await this.lookUp(hostName);
    // Misses are kept too (for the same short time): a flood of requests for an unknown
    // host must not cost database work each. Bounded: random Host headers cannot grow memory.
    if (this.cache.size >= 1000) this.cache.clear();
    this.cache.set(hostName, { tenant, expires: now + this.ttlMs });
    return tenant;
  }

  clear(): void {
    this.cache.clear();
  }

  private async lookUp(hostName: string): Promise<ResolvedTenant | null> {
    if (hostName === '') return null;
    const row = await this.findRow(hostName);
    if (!row) return null;
    const languages = await listTenantLanguages(this.db, row.id);
    return toResolvedTenant(
      row,
      languages.map((language) => language.code),
    );
  }

  private async findRow(hostName: string): Promise<TenantRow | undefined> {
    const { appHost, defaultTenant } = this.options;
    const byHost = await findTenantIdByHostName(this.db, hostName);
    if (byHost !== undefined) return findTenantById(this.db, byHost);
    const suffix = `.${appHost}`;
    if (hostName.endsWith(suffix)) {
      const site = hostName.slice(0, -suffix.length);
      return site.includes('.') ? undefined : findTenantBySchemaName(this.db, site);
    }
    if (hostName === appHost || loopbackHosts.has(hostName)) return findTenantBySchemaName(this.db, defaultTenant);
    return undefined;
  }
}
