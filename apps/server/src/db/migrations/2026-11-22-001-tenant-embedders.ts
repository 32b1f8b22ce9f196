// Frozen: never edit a migration that has shipped; add a new dated one instead.
import type { Kysely } from 'kysely';

/**
 * `tenants.embedders`: the sites allowed to frame the tenant's pages (pack
 * setting `embedders`), a JSON array of CSP source expressions; null keeps the
 * default framing policy.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenants').addColumn('embedders', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenants').dropColumn('embedders').execute();
}
