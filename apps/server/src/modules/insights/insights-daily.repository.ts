// What the insights report needs of a range of whole days, per day and key, read two ways that give
// the same rows: counted from the raw events (today, and a day being rolled up) or read back from
// the daily rollups (every whole past day). insights-rollup.service.ts decides which days are which.
import { sql, type Kysely } from 'kysely';
import type { Database, RollupSpan } from '../../db/database.ts';

export interface DayRange {
  tenantId: number;
  /** First day counted and first day no longer counted (`YYYY-MM-DD`, UTC). */
  from: string;
  until: string;
}

export interface DayKey {
  day: string;
  category: string;
  action: string;
  label: string;
}

/** Events per day and key. Page views keep their path and device (in `label`), other events their label. */
export interface DayCount extends DayKey {
  path: string;
  events: number;
}

/**
 * The distinct sessions of a day and key (page views: all, and per device as action `device`): their
 * ids as the events have them, or (`number`, the rollups) their numbers in insights_session_numbers.
 */
export interface DaySessions<Id = number> extends DayKey {
  ids: Id[];
}

/** The `value`s (dwell times, ms) of a day and key, ascending. */
export interface DayValues extends DayKey {
  values: number[];
}

/** Page views and visits of a day: the report's chart. */
export interface DayTraffic {
  day: string;
  page_views: number;
  visits: number;
}

export interface DailyAggregates<Id = number> {
  traffic: DayTraffic[];
  counts: DayCount[];
  sessions: DaySessions<Id>[];
  values: DayValues[];
}

/** 32-bit integers, ascending, as the rollups store them (little-endian). */
export function packIntegers(values: readonly number[]): Buffer {
  const buffer = Buffer.alloc(values.length * 4);
  values.forEach((value, i) => buffer.writeInt32LE(value, i * 4));
  return buffer;
}

export function unpackIntegers(buffer: Uint8Array): Int32Array {
  const copy = new Uint8Array(buffer.byteLength);
  copy.set(buffer);
  const view = new Int32Array(copy.buffer);
  return view;
}

/** Categories whose visits (distinct sessions) the report counts, and whose measures it takes medians of. */
const sessionCategories = sql.join(['page_view', 'tour', 'tour-stop'].map((c) => sql.lit(c)));
const valueCategory = sql.lit('tour-stop');
const pageView = sql.lit('page_view');

/** The days' aggregates as one row per key dated `day` (a month's rollup from its days). */
export function mergeDays(aggregates: DailyAggregates, day: string): DailyAggregates {
  const counts = new Map<string, DayCount>();
  for (const row of aggregates.counts) {
    const key = `${row.category}\n${row.action}\n${row.label}\n${row.path}`;
    const found = counts.get(key);
    if (found) found.events += row.events;
    else counts.set(key, { ...row, day });
  }
  const sessions = new Map<string, DaySessions & { set: Set<number> }>();
  for (const row of aggregates.sessions) {
    const key = keyOf({ ...row, day });
    let found = sessions.get(key);
    if (!found) sessions.set(key, (found = { ...row, day, set: new Set() }));
    for (const id of row.ids) found.set.add(id);
  }
  const values = new Map<string, DayValues>();
  for (const row of aggregates.values) {
    const key = keyOf({ ...row, day });
    const found = values.get(key);
    if (found) for (const value of row.values) found.values.push(value);
    else values.set(key, { ...row, day, values: [...row.values] });
  }
  for (const row of values.values()) row.values.sort((a, b) => a - b);
  return {
    traffic: [],
    counts: [...counts.values()],
    sessions: [...sessions.values()].map(({ set, ...row }) => ({ ...row, ids: [...set].sort((a, b) => a - b) })),
    values: [...values.values()],
  };
}

/** `count` is a bigint on PostgreSQL (a string through pg) and a number on SQLite. */
const toInt = (value: string | number | bigint | null): number => Number(value ?? 0);
const keyOf = (row: DayKey) => `${row.day}\n${row.category}\n${row.action}\n${row.label}`;

function rangeOf(range: DayRange) {
  return { start: `${range.from}T00:00:00.000Z`, end: `${range.until}T00:00:00.000Z` };
}

/** The aggregates of `range` counted from the raw events. */
export async function countEvents(db: Kysely<Database>, range: DayRange): Promise<DailyAggregates<string>> {
  const { start, end } = rangeOf(range);
  const within = sql`tenant_id = ${range.tenantId} and created_at >= ${start} and created_at < ${end}`;
  const counts = await sql<DayCount>`
    select substr(created_at, 1, 10) as day, category,
      case when category = ${pageView} then '' else action end as action,
      case when category = ${pageView} then coalesce(device, '') else label end as label,
      case when category = ${pageView} then path else '' end as path,
      count(*) as events
    from analytics_events where ${within}
    group by 1, 2, 3, 4, 5`.execute(db);
  const sessionRows = await sql<{
    day: string;
    category: string;
    action: string;
    label: string;
    device: string;
    session_id: string | null;
  }>`
    select distinct substr(created_at, 1, 10) as day, category,
      case when category = ${pageView} then '' else action end as action,
      case when category = ${pageView} then '' else label end as label,
      case when category = ${pageView} then coalesce(device, '') else '' end as device,
      session_id
    from analytics_events where ${within} and category in (${sessionCategories})`.execute(db);
  const valueRows = await sql<DayKey & { value: number }>`
    select substr(created_at, 1, 10) as day, category, action, label, value
    from analytics_events where ${within} and category = ${valueCategory} and value is not null`.execute(db);

  const sessions = new Map<string, DaySessions<string>>();
  const addSession = (key: DayKey, id: string | null) => {
    let entry = sessions.get(keyOf(key));
    if (!entry) sessions.set(keyOf(key), (entry = { ...key, ids: [] }));
    if (id !== null) entry.ids.push(id);
  };
  for (const { device, session_id, ...key } of sessionRows.rows) {
    addSession(key, session_id);
    if (key.category === 'page_view') addSession({ ...key, action: 'device', label: device }, session_id);
  }
  // A session with two devices in a day is one row of the page-view key: keep its id once.
  for (const entry of sessions.values()) entry.ids = [...new Set(entry.ids)].sort();

  const values = new Map<string, DayValues>();
  for (const { value, ...key } of valueRows.rows) {
    let entry = values.get(keyOf(key));
    if (!entry) values.set(keyOf(key), (entry = { ...key, values: [] }));
    entry.values.push(value);
  }
  for (const entry of values.values()) entry.values.sort((a, b) => a - b);

  const result = {
    counts: counts.rows.map((row) => ({ ...row, events: toInt(row.events) })),
    sessions: [...sessions.values()],
    values: [...values.values()],
  };
  return { ...result, traffic: trafficOf(result) };
}

/** Each day's page views and visits, from its rows. */
function trafficOf({ counts, sessions }: Omit<DailyAggregates<string>, 'traffic'>): DayTraffic[] {
  const days = new Map<string, DayTraffic>();
  const dayOf = (day: string) => {
    let found = days.get(day);
    if (!found) days.set(day, (found = { day, page_views: 0, visits: 0 }));
    return found;
  };
  for (const row of counts) if (row.category === 'page_view') dayOf(row.day).page_views += row.events;
  for (const row of sessions)
    if (row.category === 'page_view' && row.action === '') dayOf(row.day).visits += row.ids.length;
  return [...days.values()];
}

/** Each day's page views and visits in `range`, from the daily rollups (also of days in a monthly one). */
export async function readTraffic(db: Kysely<Database>, range: DayRange): Promise<DayTraffic[]> {
  const inRange = (table: 'insights_daily_counts' | 'insights_daily_sessions') =>
    db
      .selectFrom(table)
      .where('tenant_id', '=', range.tenantId)
      .where('span', '=', 'day')
      .where('day', '>=', range.from)
      .where('day', '<', range.until)
      .where('category', '=', 'page_view');
  const [views, visits] = await Promise.all([
    inRange('insights_daily_counts')
      .select((eb) => ['day', eb.fn.sum<number>('events').as('count')])
      .groupBy('day')
      .execute(),
    inRange('insights_daily_sessions').where('action', '=', '').select(['day', 'size']).execute(),
  ]);
  const visitsOf = new Map(visits.map((row) => [row.day, toInt(row.size)]));
  return views.map((row) => ({ day: row.day, page_views: toInt(row.count), visits: visitsOf.get(row.day) ?? 0 }));
}

/** The aggregates read from the rollups of `span` whose day (a month's: its first) is in `range`. */
export async function readRollups(db: Kysely<Database>, range: DayRange, span: RollupSpan): Promise<DailyAggregates> {
  const [counts, sessions, values] = await Promise.all([
    db
      .selectFrom('insights_daily_counts')
      .where('tenant_id', '=', range.tenantId)
      .where('span', '=', span)
      .where('day', '>=', range.from)
      .where('day', '<', range.until)
      .select(['day', 'category', 'action', 'label', 'path', 'events'])
      .execute(),
    db
      .selectFrom('insights_daily_sessions')
      .where('tenant_id', '=', range.tenantId)
      .where('span', '=', span)
      .where('day', '>=', range.from)
      .where('day', '<', range.until)
      .select(['day', 'category', 'action', 'label', 'sessions'])
      .execute(),
    db
      .selectFrom('insights_daily_values')
      .where('tenant_id', '=', range.tenantId)
      .where('span', '=', span)
      .where('day', '>=', range.from)
      .where('day', '<', range.until)
      .select(['day', 'category', 'action', 'label', 'value_list'])
      .execute(),
  ]);
  return {
    traffic: [],
    counts: counts.map((row) => ({ ...row, events: toInt(row.events) })),
    sessions: sessions.map(({ sessions: ids, ...key }) => ({ ...key, ids: Array.from(unpackIntegers(ids)) })),
    values: values.map(({ value_list: list, ...key }) => ({ ...key, values: Array.from(unpackIntegers(list)) })),
  };
}

/** Stores the aggregates of whole past days or months. A row already stored (another instance rolled it) is kept. */
export async function writeRollups(
  db: Kysely<Database>,
  tenantId: number,
  span: RollupSpan,
  aggregates: DailyAggregates,
) {
  const batches = <T>(rows: T[]) =>
    Array.from({ length: Math.ceil(rows.length / 400) }, (_, i) => rows.slice(i * 400, i * 400 + 400));
  for (const rows of batches(aggregates.counts))
    await db
      .insertInto('insights_daily_counts')
      .values(rows.map((row) => ({ tenant_id: tenantId, span, ...row })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  for (const rows of batches(aggregates.sessions))
    await db
      .insertInto('insights_daily_sessions')
      .values(
        rows.map(({ ids, ...key }) => ({
          tenant_id: tenantId,
          span,
          ...key,
          size: ids.length,
          sessions: packIntegers(ids),
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  for (const rows of batches(aggregates.values))
    await db
      .insertInto('insights_daily_values')
      .values(
        rows.map(({ values, ...key }) => ({
          tenant_id: tenantId,
          span,
          ...key,
          size: values.length,
          value_list: packIntegers(values),
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
}

/** The tenant's rollup state: the first day not yet rolled up and the next session number (null: none yet). */
export async function readState(db: Kysely<Database>, tenantId: number) {
  const row = await db
    .selectFrom('insights_rollup_state')
    .where('tenant_id', '=', tenantId)
    .select(['rolled_until', 'next_number'])
    .executeTakeFirst();
  return row ? { rolledUntil: row.rolled_until, nextNumber: row.next_number } : null;
}

export async function setState(db: Kysely<Database>, tenantId: number, rolledUntil: string, nextNumber: number) {
  await db
    .updateTable('insights_rollup_state')
    .where('tenant_id', '=', tenantId)
    .set({ rolled_until: rolledUntil, next_number: nextNumber })
    .execute();
}

/**
 * The tenant's rollup state, read inside a transaction after taking the write lock on it (SQLite:
 * the database's; PostgreSQL: the row's), so two instances never roll the same days at once.
 */
export async function lockState(db: Kysely<Database>, tenantId: number) {
  await db
    .insertInto('insights_rollup_state')
    .values({ tenant_id: tenantId, rolled_until: '0000-00-00', next_number: 1 })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ next_number: sql`insights_rollup_state.next_number` }))
    .execute();
  return db
    .selectFrom('insights_rollup_state')
    .where('tenant_id', '=', tenantId)
    .select(['rolled_until', 'next_number'])
    .executeTakeFirstOrThrow();
}

/** The numbers of the sessions already numbered, among `ids`. */
export async function sessionNumbers(db: Kysely<Database>, tenantId: number, ids: readonly string[]) {
  const numbers = new Map<string, number>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('insights_session_numbers')
      .where('tenant_id', '=', tenantId)
      .where('session_id', 'in', ids.slice(i, i + 500))
      .select(['session_id', 'number'])
      .execute();
    for (const row of rows) numbers.set(row.session_id, row.number);
  }
  return numbers;
}

/** Stores the sessions' numbers (new ones) and the last day each was seen. */
export async function saveSessionNumbers(
  db: Kysely<Database>,
  tenantId: number,
  sessions: ReadonlyMap<string, { number: number; lastDay: string }>,
) {
  const rows = [...sessions].map(([session_id, { number, lastDay }]) => ({
    tenant_id: tenantId,
    session_id,
    number,
    last_day: lastDay,
  }));
  for (let i = 0; i < rows.length; i += 400)
    await db
      .insertInto('insights_session_numbers')
      .values(rows.slice(i, i + 400))
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'session_id']).doUpdateSet((eb) => ({ last_day: eb.ref('excluded.last_day') })),
      )
      .execute();
}

/** The day of the tenant's first event, or null when it has none. */
export async function firstEventDay(db: Kysely<Database>, tenantId: number): Promise<string | null> {
  const row = await db
    .selectFrom('analytics_events')
    .where('tenant_id', '=', tenantId)
    .select((eb) => eb.fn.min('created_at').as('first'))
    .executeTakeFirst();
  return row?.first ? row.first.slice(0, 10) : null;
}
