import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createInsightsToken } from '../../tenancy/preview-token.ts';
import { findTenantBySchemaName } from '../../tenancy/tenants.repository.ts';

export class InsightsLinkError extends Error {}

/** `http://<tenant host>:<port>/<site>/insights?token=…`: the tenant's dashboard until `expiresAt`. */
export async function buildInsightsLink(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'secret' | 'appHost' | 'defaultTenant' | 'port'>,
  request: { tenant: string; expiresAt: Date },
): Promise<string> {
  const tenant = await findTenantBySchemaName(db, request.tenant);
  if (!tenant) throw new InsightsLinkError(`No tenant "${request.tenant}".`);
  const site = tenant.schema_name;
  const host = site === config.defaultTenant ? config.appHost : `${site}.${config.appHost}`;
  const url = new URL(`/${site}/insights`, `http://${host}:${config.port}`);
  url.searchParams.set('token', createInsightsToken(config.secret, site, request.expiresAt));
  return url.toString();
}
