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
  /**
   * The sites allowed to frame this tenant's pages (`frame-ancestors` sources beside 'self'),
   * or null for the default policy (any https site).
   */
  readonly embedders: readonly string[] | null;
  /**
   * The origins of the tenant's own map style (style URL, tiles, glyphs, sprites), added to its
   * `connect-src` and `img-src`; empty by default (no map request leaves the tenant's origin).
   */
  readonly mapOrigins: readonly string[];
  /**
   * The outside video players its content embeds (`youtube`, `vimeo`, `qq`): their origins are
   * added to its CSP; empty by default (no video is loaded from another site).
   */
  readonly videoProviders: readonly string[];
}
