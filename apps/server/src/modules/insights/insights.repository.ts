// The dashboard's aggregates, each one query over the tenant's events of the period. Every query
// filters on tenant, category and time first: the `analytics_events_by_category` index reads only
// the rows it counts (bench/insights.ts measures it over 1,000,000 events).
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { AnalyticsEventsTable, Database } from '../../db/database.ts';

export interface Period {
  tenantId: number;
  /** First instant counted (ISO). */
  start: string;
  /** First instant no longer counted (ISO). */
  end: string;
}

type Events = SelectQueryBuilder<Database, 'analytics_events', object>;
type Column = keyof AnalyticsEventsTable & ('action' | 'label' | 'path' | 'device');

function events(db: Kysely<Database>, period: Period, category: string): Events {
  return db
    .selectFrom('analytics_events')
    .where('tenant_id', '=', period.tenantId)
    .where('category', '=', category)
    .where('created_at', '>=', period.start)
    .where('created_at', '<', period.end);
}

/** `count` is a bigint on PostgreSQL (a string through pg) and a number on SQLite. */
const toInt = (value: string | number | bigint | null): number => Number(value ?? 0);

/** Page views and visits (distinct session ids) per UTC day. */
export async function trafficByDay(db: Kysely<Database>, period: Period) {
  const day = sql<string>`substr(created_at, 1, 10)`;
  const rows = await events(db, period, 'page_view')
    .select((eb) => [
      day.as('day'),
      eb.fn.countAll<number>().as('page_views'),
      eb.fn.count<number>('session_id').distinct().as('visits'),
    ])
    .groupBy(day)
    .execute();
  return rows.map((row) => ({ day: row.day, page_views: toInt(row.page_views), visits: toInt(row.visits) }));
}

/** Visits of the whole period: a session seen on two days is one visit. */
export async function totalVisits(db: Kysely<Database>, period: Period): Promise<number> {
  const row = await events(db, period, 'page_view')
    .select((eb) => eb.fn.count<number>('session_id').distinct().as('visits'))
    .executeTakeFirst();
  return toInt(row?.visits ?? 0);
}

/** Events of one category counted by one column (optionally only of one action), most first. */
export async function countBy(
  db: Kysely<Database>,
  period: Period,
  category: string,
  column: Column,
  options: { action?: string; limit?: number; distinctSessions?: boolean; like?: string } = {},
) {
  let query = events(db, period, category);
  if (options.action !== undefined) query = query.where('action', '=', options.action);
  if (options.like !== undefined) query = query.where(column, 'like', options.like);
  const rows = await query
    .select((eb) => [
      eb.ref(column).as('key'),
      (options.distinctSessions ? eb.fn.count<number>('session_id').distinct() : eb.fn.countAll<number>()).as('count'),
    ])
    .groupBy(column)
    .orderBy('count', 'desc')
    .orderBy(column)
    .$if(options.limit !== undefined, (q) => q.limit(options.limit ?? 0))
    .execute();
  return rows.map((row) => ({ key: row.key ?? '', count: toInt(row.count) }));
}

/** Distinct sessions per (action, label) of a category: the tour and tour-stop funnels. */
export async function sessionsByActionAndLabel(db: Kysely<Database>, period: Period, category: string) {
  const rows = await events(db, period, category)
    .select((eb) => ['action', 'label', eb.fn.count<number>('session_id').distinct().as('sessions')])
    .groupBy(['action', 'label'])
    .execute();
  return rows.map((row) => ({ action: row.action, label: row.label, sessions: toInt(row.sessions) }));
}

/** Events per (action, label) of a category: the CTA funnel. */
export async function eventsByActionAndLabel(db: Kysely<Database>, period: Period, category: string) {
  const rows = await events(db, period, category)
    .select((eb) => ['action', 'label', eb.fn.countAll<number>().as('events')])
    .groupBy(['action', 'label'])
    .execute();
  return rows.map((row) => ({ action: row.action, label: row.label, events: toInt(row.events) }));
}

/**
 * The exact median of `value` per (action, label) of a category, in SQL that SQLite and
 * PostgreSQL both run: the middle row (or the mean of the two middle rows) of each group.
 */
export async function medianValueByActionAndLabel(db: Kysely<Database>, period: Period, category: string) {
  const ranked = events(db, period, category)
    .where('value', 'is not', null)
    .select([
      'action',
      'label',
      'value',
      sql<number>`row_number() over (partition by action, label order by value)`.as('rank'),
      sql<number>`count(*) over (partition by action, label)`.as('size'),
    ]);
  const rows = await db
    .selectFrom(ranked.as('ranked'))
    .select((eb) => ['action', 'label', eb.fn.avg('value').as('median')])
    .where((eb) => eb.or([eb('rank', '=', sql<number>`(size + 1) / 2`), eb('rank', '=', sql<number>`(size + 2) / 2`)]))
    .groupBy(['action', 'label'])
    .execute();
  return rows.map((row) => ({ action: row.action, label: row.label, median: Number(row.median) }));
}

/** Stored submissions per form in the period. */
export async function submissionsPerForm(db: Kysely<Database>, period: Period) {
  const rows = await db
    .selectFrom('form_submissions')
    .where('tenant_id', '=', period.tenantId)
    .where('created_at', '>=', period.start)
    .where('created_at', '<', period.end)
    .select((eb) => ['form_id', eb.fn.max('form_reference').as('reference'), eb.fn.countAll<number>().as('count')])
    .groupBy('form_id')
    .orderBy('count', 'desc')
    .orderBy('form_id')
    .execute();
  return rows.map((row) => ({ form_id: row.form_id, reference: row.reference, count: toInt(row.count) }));
}

/** One form's submissions of the period, oldest first: what the CSV export writes. */
export function formSubmissions(db: Kysely<Database>, period: Period, formId: number) {
  return db
    .selectFrom('form_submissions')
    .where('tenant_id', '=', period.tenantId)
    .where('form_id', '=', formId)
    .where('created_at', '>=', period.start)
    .where('created_at', '<', period.end)
    .select(['id', 'language', 'data', 'created_at'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
