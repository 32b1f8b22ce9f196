// The report's days, split in three: whole past months are read from their monthly rollups, other
// whole past days from their daily rollups (each summed once, at the first report that needs it),
// and the rest (today, and yesterday for a few minutes after midnight) is counted live from the
// events. All three give the same rows (insights-daily.repository.ts), so the period's numbers are
// exactly what the raw events say. Sessions are numbered as they are rolled up, so the rollups
// hold 4-byte numbers, not ids, and a period's visits are counted without hashing strings.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import {
  countEvents,
  firstEventDay,
  lockState,
  mergeDays,
  readRollups,
  readState,
  readTraffic,
  saveSessionNumbers,
  sessionNumbers,
  setState,
  writeRollups,
  type DailyAggregates,
  type DayRange,
} from './insights-daily.repository.ts';

/** A day is rolled up once it ended this long ago: events received just before midnight are stored by then. */
const SETTLE_MS = 10 * 60_000;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const min = (a: string, b: string) => (a < b ? a : b);
const max = (a: string, b: string) => (a < b ? b : a);
/** The first day of the month after `day`'s. */
function nextMonth(day: string): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return dayOf(date.getTime());
}

/**
 * The events' session ids as numbers: those already numbered keep theirs, the others get the next
 * ones. `sessions` says, for each id, its number and the last day it was seen.
 */
async function numberSessions(db: Kysely<Database>, tenantId: number, raw: DailyAggregates<string>, next: number) {
  const lastDay = new Map<string, string>();
  for (const row of raw.sessions) for (const id of row.ids) lastDay.set(id, max(lastDay.get(id) ?? row.day, row.day));
  const known = await sessionNumbers(db, tenantId, [...lastDay.keys()]);
  const sessions = new Map<string, { number: number; lastDay: string }>();
  let nextNumber = next;
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

/**
 * Rolls up every whole past day of the tenant not yet rolled up, a month at a time, and each month
 * whose last day that completes; returns the first day not rolled up.
 */
export async function rollUp(db: Kysely<Database>, tenantId: number, now: Date): Promise<string> {
  const settled = dayOf(now.getTime() - SETTLE_MS);
  const state = await readState(db, tenantId);
  if (state && state.rolledUntil >= settled) return state.rolledUntil;
  return db.transaction().execute(async (trx) => {
    const locked = await lockState(trx, tenantId);
    const fresh = locked.rolled_until === '0000-00-00';
    let from = fresh ? ((await firstEventDay(trx, tenantId)) ?? settled) : locked.rolled_until;
    let next = locked.next_number;
    while (from < settled) {
      const until = min(nextMonth(from), settled);
      const numbered = await numberSessions(trx, tenantId, await countEvents(trx, { tenantId, from, until }), next);
      await saveSessionNumbers(trx, tenantId, numbered.sessions);
      await writeRollups(trx, tenantId, 'day', numbered.aggregates);
      if (until === nextMonth(from)) {
        const month = `${from.slice(0, 7)}-01`;
        const days = await readRollups(trx, { tenantId, from: month, until }, 'day');
        await writeRollups(trx, tenantId, 'month', mergeDays(days, month));
      }
      next = numbered.nextNumber;
      from = until;
    }
    const rolled = fresh ? max(from, settled) : from;
    await setState(trx, tenantId, rolled, next);
    return rolled;
  });
}

function concat(parts: DailyAggregates[]): DailyAggregates {
  return {
    traffic: parts.flatMap((part) => part.traffic),
    counts: parts.flatMap((part) => part.counts),
    sessions: parts.flatMap((part) => part.sessions),
    values: parts.flatMap((part) => part.values),
  };
}

/** Rolled-up days: whole months that have a monthly rollup from it, the other days from theirs. */
async function readRolled(db: Kysely<Database>, range: DayRange): Promise<DailyAggregates> {
  const firstMonth = range.from.endsWith('-01') ? range.from : nextMonth(range.from);
  const lastMonthEnd = `${range.until.slice(0, 7)}-01`;
  const months =
    firstMonth < lastMonthEnd
      ? await readRollups(db, { ...range, from: firstMonth, until: lastMonthEnd }, 'month')
      : { traffic: [], counts: [], sessions: [], values: [] };
  const covered = new Set(months.counts.map((row) => row.day));
  const dayRanges: DayRange[] = [];
  let from = range.from;
  for (const month of [...covered].sort()) {
    if (from < month) dayRanges.push({ ...range, from, until: month });
    from = nextMonth(month);
  }
  if (from < range.until) dayRanges.push({ ...range, from });
  const [traffic, ...days] = await Promise.all([
    readTraffic(db, range),
    ...dayRanges.map((days) => readRollups(db, days, 'day')),
  ]);
  return { ...concat([months, ...days]), traffic };
}

/** The aggregates of `range`: rolled-up days from the rollups, the others counted live. */
export async function aggregatesOf(db: Kysely<Database>, range: DayRange, now = new Date()): Promise<DailyAggregates> {
  const rolled = await rollUp(db, range.tenantId, now);
  const split = min(rolled, range.until);
  const live = async () => {
    const raw = await countEvents(db, { ...range, from: max(split, range.from) });
    const next = (await readState(db, range.tenantId))?.nextNumber ?? 1;
    // Sessions not yet numbered get numbers past the last one given, for this report only.
    return (await numberSessions(db, range.tenantId, raw, next)).aggregates;
  };
  const parts = await Promise.all([
    range.from < split ? readRolled(db, { ...range, until: split }) : null,
    split < range.until ? live() : null,
  ]);
  return concat(parts.filter((part) => part !== null));
}
