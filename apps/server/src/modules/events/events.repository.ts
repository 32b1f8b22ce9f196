import type { AnalyticsBatch } from '@meridian/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Stores a whole batch in one multi-row INSERT: all of its events or none. */
export async function insertEvents(db: Kysely<Database>, tenantId: number, batch: AnalyticsBatch): Promise<number> {
  const receivedAt = new Date().toISOString();
  await db
    .insertInto('analytics_events')
    .values(
      batch.events.map((event) => ({
        tenant_id: tenantId,
        category: event.category,
        action: event.action,
        label: event.label,
        path: event.path,
        client_id: batch.client_id ?? null,
        session_id: batch.session_id ?? null,
        client_ts: event.ts ?? null,
        value: event.value ?? null,
        device: batch.device ?? null,
        created_at: receivedAt,
      })),
    )
    .execute();
  return batch.events.length;
}

/**
 * Deletes the tenant-independent tail of the log: every event received before `cutoff` (the
 * retention, ANALYTICS_RETENTION_MONTHS; the start of a UTC day) and the insights rollups of those
 * days, so no count outlives its events. Returns how many events were deleted.
 */
export async function deleteEventsBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('analytics_events')
    .where('created_at', '<', cutoff.toISOString())
    .executeTakeFirst();
  const day = cutoff.toISOString().slice(0, 10);
  // A month's rollup that began before the cutoff goes too: its remaining days are read day by day.
  for (const table of ['insights_daily_counts', 'insights_daily_sessions', 'insights_daily_values'] as const)
    await db.deleteFrom(table).where('day', '<', day).execute();
  await db.deleteFrom('insights_session_numbers').where('last_day', '<', day).execute();
  return Number(result.numDeletedRows);
}
