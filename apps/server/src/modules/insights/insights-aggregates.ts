// The report's days, read without rolling anything up (that is the background's work,
// insights-rollup.service.ts): days already rolled up from the rollups (whole months from their
// monthly rows), today (and yesterday for a few minutes after midnight) counted live from the
// events. Days in between, settled but not rolled up yet (after an upgrade, or while the server was
// down), are counted live too when they hold few events; otherwise they are left out and named as
// still being prepared, so a request never does a catch-up's work. All parts give the same rows
// (insights-daily.repository.ts), so the numbers are exactly what the events say.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import {
  countEvents,
  firstEventDay,
  readRollups,
  readState,
  readTraffic,
  type DailyAggregates,
  type DayRange,
} from './insights-daily.repository.ts';
import { dayOf, maxDay, minDay, nextMonth, numberSessions, settledUntil } from './insights-rollup.service.ts';

/** The most events of days not yet rolled up that a report counts live (beyond today's). */
export const LIVE_EVENTS = 20_000;

/** Settled days of the period not rolled up yet, left out of the numbers: `from` to `to`, both counted. */
export interface Preparing {
  from: string;
  to: string;
  days: number;
}

const empty = (): DailyAggregates => ({ traffic: [], counts: [], sessions: [], values: [] });

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
      : empty();
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

/** Whether `range` holds at most `budget` events (reads at most budget + 1 index entries). */
async function fewEvents(db: Kysely<Database>, range: DayRange, budget: number): Promise<boolean> {
  const row = await sql<{ events: number | string }>`
    select count(*) as events from (
      select 1 from analytics_events where tenant_id = ${range.tenantId}
        and created_at >= ${`${range.from}T00:00:00.000Z`} and created_at < ${`${range.until}T00:00:00.000Z`}
      limit ${budget + 1}) as counted`.execute(db);
  return Number(row.rows[0]?.events ?? 0) <= budget;
}

const DAY_MS = 86_400_000;

/**
 * The aggregates of `range` and the days left out (null: none). Reads the rollup state once: what
 * a background batch commits meanwhile is read by the next report.
 */
export async function aggregatesOf(
  db: Kysely<Database>,
  range: DayRange,
  now = new Date(),
  liveEvents = LIVE_EVENTS,
): Promise<{ aggregates: DailyAggregates; preparing: Preparing | null }> {
  const settled = settledUntil(now);
  const state = await readState(db, range.tenantId);
  // No state yet (a new tenant, or the first start after an upgrade): nothing is rolled up, and
  // nothing before the first event needs to be.
  const rolled = state ? state.rolledUntil : minDay((await firstEventDay(db, range.tenantId)) ?? settled, settled);
  const split = maxDay(range.from, minDay(rolled, range.until));
  const pending: DayRange = { ...range, from: split, until: maxDay(split, minDay(settled, range.until)) };
  const leaveOut = pending.from < pending.until && !(await fewEvents(db, pending, liveEvents));
  const liveFrom = leaveOut ? pending.until : split;
  const live = async () => {
    const raw = await countEvents(db, { ...range, from: liveFrom });
    // Sessions not yet numbered get numbers past the last one given, for this report only.
    return (await numberSessions(db, range.tenantId, raw, state?.nextNumber ?? 1)).aggregates;
  };
  const parts = await Promise.all([
    range.from < split ? readRolled(db, { ...range, until: split }) : null,
    liveFrom < range.until ? live() : null,
  ]);
  return {
    aggregates: concat(parts.filter((part) => part !== null)),
    preparing: leaveOut
      ? {
          from: pending.from,
          to: dayOf(Date.parse(`${pending.until}T00:00:00Z`) - DAY_MS),
          days: (Date.parse(pending.until) - Date.parse(pending.from)) / DAY_MS,
        }
      : null,
  };
}
