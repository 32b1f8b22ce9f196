// The report's days, split in two: whole past days are summed once into the daily rollups (at the
// first report that needs them) and read back from there; the rest (today, and yesterday for a
// few minutes after midnight) is counted live from the events. Both give the same rows
// (insights-daily.repository.ts), so the merged period is exactly what the raw events say.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import {
  countEvents,
  firstEventDay,
  readRollups,
  rolledUntil,
  setRolledUntil,
  writeRollups,
  type DailyAggregates,
  type DayRange,
} from './insights-daily.repository.ts';

const DAY_MS = 86_400_000;
/** A day is rolled up once it ended this long ago: events received just before midnight are stored by then. */
const SETTLE_MS = 10 * 60_000;
/** Days rolled up per transaction. */
const CHUNK_DAYS = 31;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => dayOf(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);

/** Rolls up every whole past day of the tenant not yet rolled up; returns the first day that is not. */
export async function rollUp(db: Kysely<Database>, tenantId: number, now: Date): Promise<string> {
  const settled = dayOf(now.getTime() - SETTLE_MS);
  let from = (await rolledUntil(db, tenantId)) ?? (await firstEventDay(db, tenantId)) ?? settled;
  while (from < settled) {
    const until = [addDays(from, CHUNK_DAYS), settled].sort()[0] ?? settled;
    await db.transaction().execute(async (trx) => {
      await writeRollups(trx, tenantId, await countEvents(trx, { tenantId, from, until }));
      await setRolledUntil(trx, tenantId, until);
    });
    from = until;
  }
  if ((await rolledUntil(db, tenantId)) === null) await setRolledUntil(db, tenantId, settled);
  return from;
}

/** The aggregates of `range`: rolled-up days from the rollups, the others counted live. */
export async function aggregatesOf(db: Kysely<Database>, range: DayRange, now = new Date()): Promise<DailyAggregates> {
  const rolled = await rollUp(db, range.tenantId, now);
  const split = [rolled, range.until].sort()[0] ?? range.until;
  const [past, live] = await Promise.all([
    range.from < split ? readRollups(db, { ...range, until: split }) : null,
    split < range.until ? countEvents(db, { ...range, from: [split, range.from].sort()[1] ?? split }) : null,
  ]);
  return {
    counts: [...(past?.counts ?? []), ...(live?.counts ?? [])],
    sessions: [...(past?.sessions ?? []), ...(live?.sessions ?? [])],
    values: [...(past?.values ?? []), ...(live?.values ?? [])],
  };
}
