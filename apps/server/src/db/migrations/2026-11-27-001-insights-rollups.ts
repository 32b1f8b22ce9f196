// Frozen: never edit a migration that has shipped; add a new dated one instead.
import type { Kysely } from 'kysely';

/**
 * The insights report's daily rollups (docs/insights.md, "Scale"): each whole past UTC day of a
 * tenant's events summed once, so a report reads a row per day and key instead of every event.
 * - `insights_daily_counts`: events per day, category, action, label and path;
 * - `insights_daily_sessions`: the distinct session ids (a JSON array) per day and key, so visits
 *   over a period stay exact (a session seen on two days is one visit);
 * - `insights_daily_values`: the measures (`value`, a sorted JSON array) per day and key, so medians stay exact;
 * - `insights_rollup_state`: per tenant, the first day not yet rolled up (read live from the events).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const tenant = 'tenant_id';
  await db.schema
    .createTable('insights_daily_counts')
    .addColumn(tenant, 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('events', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('insights_daily_counts_key', [tenant, 'day', 'category', 'action', 'label', 'path'])
    .execute();
  for (const [table, column] of [
    ['insights_daily_sessions', 'sessions'],
    ['insights_daily_values', 'value_list'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(tenant, 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn(column, 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_key`, [tenant, 'day', 'category', 'action', 'label'])
      .execute();
  }
  await db.schema
    .createTable('insights_rollup_state')
    .addColumn(tenant, 'integer', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('rolled_until', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'insights_rollup_state',
    'insights_daily_values',
    'insights_daily_sessions',
    'insights_daily_counts',
  ])
    await db.schema.dropTable(table).execute();
}
