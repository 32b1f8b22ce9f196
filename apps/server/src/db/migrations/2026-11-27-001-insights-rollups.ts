// Frozen: never edit a migration that has shipped; add a new dated one instead.
import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * The insights report's rollups (docs/insights.md, "Scale"): each whole past UTC day of a tenant's
 * events summed once (`span` `day`), and each whole past month once more from its days (`span`
 * `month`, `day` its first day), so a report reads a row per month or day and key, not every event.
 * - `insights_daily_counts`: events per day, category, action, label and path;
 * - `insights_daily_sessions`: the distinct sessions per day and key, as their numbers (32-bit
 *   integers, ascending, in a blob), so visits over a period stay exact (a session seen on two days
 *   is one visit) and cost 4 bytes each to read;
 * - `insights_session_numbers`: each session id's number, and the last day it was seen (retention);
 * - `insights_daily_values`: the measures (`value`, 32-bit integers ascending) per day and key, so medians stay exact;
 * - `insights_rollup_state`: per tenant, the first day not yet rolled up (read live from the events)
 *   and the next session number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const tenant = 'tenant_id';
  // SQLite stores these rows in their key's order (a period's rows are read in one sweep);
  // PostgreSQL's heap already holds them in the order days are rolled up.
  const clustered = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    db.getExecutor().adapter instanceof PostgresAdapter ? table : table.modifyEnd(sql`without rowid`);
  await db.schema
    .createTable('insights_daily_counts')
    .addColumn(tenant, 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('span', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('events', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('insights_daily_counts_key', [
      tenant,
      'span',
      'day',
      'category',
      'action',
      'label',
      'path',
    ])
    .$call(clustered)
    .execute();
  const blob = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;
  for (const [table, column] of [
    ['insights_daily_sessions', 'sessions'],
    ['insights_daily_values', 'value_list'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(tenant, 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('span', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn(column, blob, (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_key`, [tenant, 'span', 'day', 'category', 'action', 'label'])
      .$call(clustered)
      .execute();
  }
  await db.schema
    .createTable('insights_session_numbers')
    .addColumn(tenant, 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('last_day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('insights_session_numbers_key', [tenant, 'session_id'])
    .execute();
  await db.schema
    .createIndex('insights_session_numbers_by_day')
    .on('insights_session_numbers')
    .column('last_day')
    .execute();
  await db.schema
    .createTable('insights_rollup_state')
    .addColumn(tenant, 'integer', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('rolled_until', 'text', (c) => c.notNull())
    .addColumn('next_number', 'integer', (c) => c.notNull())
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
