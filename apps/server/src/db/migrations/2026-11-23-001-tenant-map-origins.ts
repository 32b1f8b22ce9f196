// Frozen: never edit a migration that has shipped; add a new dated one instead.
import type { Kysely } from 'kysely';

/**
 * `tenants.map_origins`: the other hosts the tenant's own map style is served from (the style
 * URL's origin and the pack's `maps_settings.style_origins`), a JSON array of CSP source
 * expressions added to that tenant's `connect-src` and `img-src`; null: none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenants').addColumn('map_origins', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenants').dropColumn('map_origins').execute();
}
