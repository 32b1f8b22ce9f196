// Rolling up: each whole past day of a tenant's events is summed once into the daily rollups, and
// each whole past month once more from its days (insights-daily.repository.ts). It runs in the
// background (insights-rollup.plugin.ts), never in a report's request, in short batches: each one
// transaction of at most BATCH_EVENTS events (and never past a month's end), so a catch-up of
// months holds the database, and on SQLite the event loop, only a moment at a time.
// Sessions are numbered as they are rolled up, so the rollups hold 4-byte numbers, not ids.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import {
  countEvents,
  firstEventDay,
  lockState,
  mergeDays,
  readRollups,
  saveSessionNumbers,
  sessionNumbers,
  setState,
  writeRollups,
  type DailyAggregates,
} from './insights-daily.repository.ts';

/** A day is rolled up once it ended this long ago: events received just before midnight are stored by then. */
export const SETTLE_MS = 10 * 60_000;
/** The most events one batch (one transaction) sums, unless a single day has more. */
export const BATCH_EVENTS = 10_000;

export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const minDay = (a: string, b: string) => (a < b ? a : b);
export const maxDay = (a: string, b: string) => (a < b ? b : a);
/** The first day not yet settled (today, or yesterday for SETTLE_MS after midnight): never rolled up. */
export const settledUntil = (now: Date) => dayOf(now.getTime() - SETTLE_MS);
/** The first day of the month after `day`'s. */
export function nextMonth(day: string): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return dayOf(date.getTime());
}

/**
 * The events' session ids as numbers: those already numbered keep theirs, the others get numbers
 * from `next` on (and past every known one, so a number another instance gave meanwhile is never
 * given twice in one report). `sessions` says, for each id, its number and the last day it was seen.
 */
export async function numberSessions(
  db: Kysely<Database>,
  tenantId: number,
  raw: DailyAggregates<string>,
  next: number,
) {
  const lastDay = new Map<string, string>();
  for (const row of raw.sessions)
    for (const id of row.ids) lastDay.set(id, maxDay(lastDay.get(id) ?? row.day, row.day));
  const known = await sessionNumbers(db, tenantId, [...lastDay.keys()]);
  let nextNumber = next;
  for (const number of known.values()) nextNumber = Math.max(nextNumber, number + 1);
  const sessions = new Map<string, { number: number; lastDay: string }>();
  for (const [id, day] of lastDay) sessions.set(id, { number: known.get(id) ?? nextNumber++, lastDay: day });
  const aggregates: DailyAggregates = {
    ...raw,
    sessions: raw.sessions.map((row) => ({
      ...row,
      ids: row.ids.map((id) => sessions.get(id)?.number ?? 0).sort((a, b) => a - b),
    })),
  };
  return { aggregates, sessions, nextNumber };
}

/** The days from `from` (before `until`) whose events add up to at most `budget`; at least one day. */
async function batchEnd(db: Kysely<Database>, tenantId: number, from: string, until: string, budget: number) {
  const perDay = await sql<{ day: string; events: number | string }>`
    select substr(created_at, 1, 10) as day, count(*) as events from analytics_events
    where tenant_id = ${tenantId} and created_at >= ${`${from}T00:00:00.000Z`} and created_at < ${`${until}T00:00:00.000Z`}
    group by 1 order by 1`.execute(db);
  let total = 0;
  for (const row of perDay.rows) {
    total += Number(row.events);
    // The day after the last that fits (days without events cost nothing and go with the next).
    if (total > budget && row.day > from) return row.day;
  }
  return until;
}

export interface BatchResult {
  /** The first day not rolled up after this batch. */
  rolledUntil: string;
  /** Every settled day is rolled up. */
  done: boolean;
}

/**
 * Rolls up the next batch of the tenant's whole past days not yet rolled up: in one transaction
 * that holds the tenant's rollup state locked (SQLite: the database's write lock; PostgreSQL: the
 * state's row), so two instances never roll the same days; the second waits, then starts after.
 */
export async function rollUpBatch(
  db: Kysely<Database>,
  tenantId: number,
  now: Date,
  budget = BATCH_EVENTS,
): Promise<BatchResult> {
  const settled = settledUntil(now);
  return db.transaction().execute(async (trx) => {
    const locked = await lockState(trx, tenantId);
    const fresh = locked.rolled_until === '0000-00-00';
    const from = fresh ? ((await firstEventDay(trx, tenantId)) ?? settled) : locked.rolled_until;
    if (from >= settled) {
      if (fresh) await setState(trx, tenantId, settled, locked.next_number);
      return { rolledUntil: maxDay(from, locked.rolled_until), done: true };
    }
    const monthEnd = nextMonth(from);
    const until = await batchEnd(trx, tenantId, from, minDay(monthEnd, settled), budget);
    const numbered = await numberSessions(
      trx,
      tenantId,
      await countEvents(trx, { tenantId, from, until }),
      locked.next_number,
    );
    await saveSessionNumbers(trx, tenantId, numbered.sessions);
    await writeRollups(trx, tenantId, 'day', numbered.aggregates);
    if (until === monthEnd) {
      const month = `${from.slice(0, 7)}-01`;
      const days = await readRollups(trx, { tenantId, from: month, until }, 'day');
      await writeRollups(trx, tenantId, 'month', mergeDays(days, month));
    }
    await setState(trx, tenantId, until, numbered.nextNumber);
    return { rolledUntil: until, done: until >= settled };
  });
}

/**
 * Rolls up batch after batch until every settled day of the tenant is rolled up or `stopped()`
 * says to stop (the server closing), letting other work run between batches. Returns the first day
 * not rolled up.
 */
export async function catchUp(
  db: Kysely<Database>,
  tenantId: number,
  now: () => Date = () => new Date(),
  stopped: () => boolean = () => false,
  budget = BATCH_EVENTS,
): Promise<string> {
  for (;;) {
    const batch = await rollUpBatch(db, tenantId, now(), budget);
    if (batch.done || stopped()) return batch.rolledUntil;
    await nextTurn();
  }
}
