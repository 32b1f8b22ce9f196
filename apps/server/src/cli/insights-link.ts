import { buildInsightsLink, InsightsLinkError } from '../modules/insights/insights-link.service.ts';
import { runLinkCommand } from './link-command.ts';

const usage =
  'Usage: meridian insights-link --tenant <schema_name> [--days N]  (the link works for N days, default 30)';

/** `meridian insights-link`: prints a private, expiring URL of the tenant's insights dashboard. */
export function run(args: string[]): Promise<number> {
  return runLinkCommand(args, {
    usage,
    options: { tenant: { type: 'string' }, days: { type: 'string', default: '30' } },
    read: ({ tenant, days }) => {
      const count = Number(days);
      if (!tenant || !Number.isFinite(count) || count <= 0 || count > 366)
        return '--tenant is required; --days must be between 0 and 366.';
      return { tenant, expiresAt: new Date(Date.now() + count * 86_400_000) };
    },
    build: buildInsightsLink,
    userError: InsightsLinkError,
  });
}
