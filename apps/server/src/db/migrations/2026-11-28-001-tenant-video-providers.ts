// Frozen: never edit a migration that has shipped; add a new dated one instead.
import type { Kysely } from 'kysely';

/**
 * `tenants.video_providers`: the outside video players the tenant's content embeds (`youtube`,
 * `vimeo`, `qq`), a JSON array written at import; their origins are added to that tenant's CSP
 * only. Null: none (uploaded files only, nothing loaded from another site).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenants').addColumn('video_providers', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenants').dropColumn('video_providers').execute();
}
