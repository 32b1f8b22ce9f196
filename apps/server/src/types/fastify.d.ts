import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { FrontCache } from '../http/front-cache.ts';
import type { SiteHost } from '../http/host-header.ts';
import type { PageHead } from '../plugins/page-head.ts';
import type { PreviewGrant } from '../tenancy/preview-token.ts';
import type { ResolvedTenant } from '../tenancy/tenant.types.ts';

/** One method of one registered route (`url` with its `:params` and `*`). */
export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: this GET under /api/v2/ is never cached or given `v` caching headers (plugins/response-cache.ts). */
    responseCache?: boolean;
    /** `false`: no tenant is looked up for this route (health probes must answer while the database is down). */
    tenant?: boolean;
    /** `true`: answers on a well-formed host that serves no site too (`request.tenant` null), e.g. the site icon. */
    anyHost?: boolean;
    /** `true`: a 200 answer is one stored form submission, counted per tenant (plugins/metrics.ts). */
    storedSubmission?: boolean;
  }
  interface FastifyInstance {
    db: Kysely<Database>;
    config: AppConfig;
    /** Forget cached tenant lookups (call after writing tenants or content in this process). */
    invalidateTenantCache: () => void;
    /** The tenant a host name maps to (same rule and cache as request.tenant). */
    resolveTenant: (hostName: string) => Promise<ResolvedTenant | null>;
    /** The cached lookup of a host name when still fresh (the same object every call until it expires), else undefined. */
    peekTenant: (hostName: string) => ResolvedTenant | null | undefined;
    /** Answers repeated GETs before Fastify sees them (http/front-cache.ts). */
    frontCache: FrontCache;
    /** Hash of the built web app's locale files; the `v` of `/locales/...` URLs. */
    localesBuildHash: string;
    /** The server-rendered head of app pages: modules add link-preview and discovery tags here. */
    pageHead: PageHead;
    /** Every registered route, filled by an onRoute hook in buildApp. */
    routeTable: readonly RouteEntry[];
  }
  interface FastifyRequest {
    /** The tenant of the Host header, or null (see plugins/tenant.ts for the rule). */
    tenant: ResolvedTenant | null;
    /** One of the tenant's languages, from `?language=` then `Accept-Language`, else its default. */
    contentLanguage: string;
    /** A valid preview token for this tenant, or null (a bad token is the same as none). */
    preview: PreviewGrant | null;
    /** The Host header as checked at the edge (plugins/tenant.ts); null only on `tenant: false` routes. */
    siteHost: SiteHost | null;
  }
}
