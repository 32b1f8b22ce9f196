import type { SwitchboardTenant } from '@meridian/contracts';

/**
 * The tenant a request belongs to, resolved from its Host header. Mapped from the
 * database rows by `toResolvedTenant` (tenants.service.ts), never a row itself: the fields
 * clients see keep the API's names (the switchboard contract), the rest is what the server
 * needs to scope its reads.
 */
export interface ResolvedTenant extends Readonly<SwitchboardTenant> {
  readonly id: number;
  readonly name: string;
  /** Language codes, default first (tenant_languages order). */
  readonly languages: readonly string[];
}
