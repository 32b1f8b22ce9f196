// Frozen: never edit a migration that has shipped; add a new dated one instead.
import type { Kysely } from 'kysely';

/**
 * What the insights dashboard reads (docs/insights.md):
 * - `analytics_events.value`: a measure the event carries (a scene's or a tour stop's dwell time in ms);
 * - `analytics_events.device`: `phone` or `desktop`, from the page's width (no user agent is stored);
 * - an index per tenant, category and time that also holds every column the dashboard counts, so
 *   each aggregate reads only its own events of the period, from the index alone (no table rows);
 *   and one on submissions per tenant and time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('analytics_events').addColumn('value', 'integer').execute();
  await db.schema.alterTable('analytics_events').addColumn('device', 'text').execute();
  await db.schema
    .createIndex('analytics_events_by_category')
    .on('analytics_events')
    .columns(['tenant_id', 'category', 'created_at', 'action', 'label', 'session_id', 'device', 'value', 'path'])
    .execute();
  await db.schema
    .createIndex('form_submissions_by_time')
    .on('form_submissions')
    .columns(['tenant_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('form_submissions_by_time').execute();
  await db.schema.dropIndex('analytics_events_by_category').execute();
  await db.schema.alterTable('analytics_events').dropColumn('device').execute();
  await db.schema.alterTable('analytics_events').dropColumn('value').execute();
}
