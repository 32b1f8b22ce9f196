import { parseArgs } from 'node:util';
import { buildInsightsLink, InsightsLinkError } from '../modules/insights/insights-link.service.ts';
import { BAD_CONFIG_EXIT, loadCliConfig, withMigratedDatabase } from './cli-startup.ts';

const usage =
  'Usage: meridian insights-link --tenant <schema_name> [--days N]  (the link works for N days, default 30)';

/** `meridian insights-link`: prints a private, expiring URL of the tenant's insights dashboard. */
export async function run(args: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: { tenant: { type: 'string' }, days: { type: 'string', default: '30' } },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
  const days = Number(values.days);
  if (!values.tenant || !Number.isFinite(days) || days <= 0 || days > 366) {
    console.error(`--tenant is required; --days must be between 0 and 366.\n${usage}`);
    return 2;
  }
  const config = loadCliConfig();
  if (!config) return BAD_CONFIG_EXIT;
  const request = { tenant: values.tenant, expiresAt: new Date(Date.now() + days * 86_400_000) };
  try {
    console.log(await withMigratedDatabase(config, (db) => buildInsightsLink(db, config, request)));
    return 0;
  } catch (error) {
    if (error instanceof InsightsLinkError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}
