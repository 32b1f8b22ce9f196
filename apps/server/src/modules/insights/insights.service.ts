// Assembles the dashboard's report from the period's daily aggregates (insights-aggregates.ts:
// rollups for the days rolled up in the background, the events for today). docs/insights.md says what each number
// counts. Funnels count visits (distinct session ids); rankings count events.
import {
  insightsEvents,
  type InsightsCount,
  type InsightsCta,
  type InsightsReport,
  type InsightsTour,
} from '@meridian/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DailyAggregates } from './insights-daily.repository.ts';
import { aggregatesOf, LIVE_EVENTS } from './insights-aggregates.ts';
import { submissionsPerForm, type Period } from './insights.repository.ts';

const TOP = 10;
const DAY_MS = 86_400_000;

export interface ReportRequest {
  tenantId: number;
  /** First and last day counted, `YYYY-MM-DD` (UTC). */
  from: string;
  to: string;
}

export function periodOf(request: ReportRequest): Period {
  const end = new Date(Date.parse(`${request.to}T00:00:00.000Z`) + DAY_MS).toISOString();
  return { tenantId: request.tenantId, start: `${request.from}T00:00:00.000Z`, end };
}

function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** Code-unit order, the same on every database. */
const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function ranking(counts: Map<string, number>, limit = Infinity): InsightsCount[] {
  return [...counts]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || byKey(a.key, b.key))
    .slice(0, limit);
}

function add<K>(map: Map<K, number>, key: K, count: number) {
  map.set(key, (map.get(key) ?? 0) + count);
}

/** The period's aggregates summed over its days: events per key, session sets and values per key. */
function sumDays(aggregates: DailyAggregates) {
  const events = new Map<string, Map<string, number>>();
  const pageViews = new Map<string, number>();
  const visits = new Map<string, number>();
  const sessions = new Map<string, number>();
  const values = new Map<string, number[]>();
  /** Events of one category (and action) counted by `by` of each row. */
  const countOf = (category: string, action: string | null, by: 'action' | 'label' | 'path') =>
    `${category}\n${action ?? '*'}\n${by}`;
  const wanted: [string, string | null, 'action' | 'label' | 'path'][] = [
    [insightsEvents.tour, 'tour_start', 'label'],
    [insightsEvents.sceneView, null, 'action'],
    [insightsEvents.pageView, null, 'path'],
    [insightsEvents.mapSearch, 'no-result', 'label'],
    [insightsEvents.directions, null, 'label'],
    ['language', 'initial', 'label'],
    ['embed', 'load-circuit-in-iFrame', 'label'],
  ];
  const byCategory = new Map<
    string,
    { action: string | null; by: 'action' | 'label' | 'path'; counts: Map<string, number> }[]
  >();
  for (const [category, action, by] of wanted) {
    const counts = new Map<string, number>();
    events.set(countOf(category, action, by), counts);
    byCategory.set(category, [...(byCategory.get(category) ?? []), { action, by, counts }]);
  }
  const cta = new Map<string, number>();
  for (const row of aggregates.counts) {
    for (const want of byCategory.get(row.category) ?? [])
      if (want.action === null || want.action === row.action) add(want.counts, row[want.by], row.events);
    if (row.category.startsWith('cta')) add(cta, `${row.category}\n${row.action}\n${row.label}`, row.events);
  }
  const lists = new Map<string, number[][]>();
  let largest = 0;
  for (const row of aggregates.sessions) {
    const key = `${row.category}\n${row.action}\n${row.label}`;
    const found = lists.get(key);
    if (found) found.push(row.ids);
    else lists.set(key, [row.ids]);
    largest = Math.max(largest, row.ids.at(-1) ?? 0);
  }
  // Distinct session numbers per key: a number is counted the first time the key's pass meets it.
  const seen = new Int32Array(largest + 1);
  let pass = 0;
  for (const [key, idLists] of lists) {
    pass += 1;
    let distinct = 0;
    for (const ids of idLists)
      for (const id of ids)
        if (seen[id] !== pass) {
          seen[id] = pass;
          distinct += 1;
        }
    sessions.set(key, distinct);
  }
  for (const row of aggregates.traffic) {
    add(pageViews, row.day, row.page_views);
    add(visits, row.day, row.visits);
  }
  for (const row of aggregates.values) {
    const key = `${row.action}\n${row.label}`;
    const list = values.get(key);
    if (list) for (const value of row.values) list.push(value);
    else values.set(key, [...row.values]);
  }
  const ranked = (category: string, action: string | null, by: 'action' | 'label' | 'path', limit?: number) =>
    ranking(events.get(countOf(category, action, by)) ?? new Map<string, number>(), limit);
  return { ranked, cta, pageViews, visits, sessions, values };
}

type Summed = ReturnType<typeof sumDays>;

/** Page views of `/{site}/home/{group…}` counted per group path (`faculties/science`). */
function groupsFrom(paths: InsightsCount[]) {
  const counts = new Map<string, number>();
  for (const { key, count } of paths) {
    const group = /\/home\/(.+?)\/?$/.exec(key)?.[1];
    if (group) add(counts, group, count);
  }
  return ranking(counts, TOP);
}

/** The exact median: the middle value, or the mean of the two middle values. */
function median(values: number[]): number {
  const sorted = Float64Array.from(values).sort();
  const middle = (sorted.length - 1) / 2;
  return ((sorted[Math.floor(middle)] ?? 0) + (sorted[Math.ceil(middle)] ?? 0)) / 2;
}

function tourFunnels({ sessions, values }: Summed): InsightsTour[] {
  const tours = new Map<string, InsightsTour>();
  const tourOf = (slug: string) => {
    let tour = tours.get(slug);
    if (!tour) tours.set(slug, (tour = { tour: slug, started: 0, stops: [], completed: 0 }));
    return tour;
  };
  for (const [key, size] of sessions) {
    const [category = '', action = '', label = ''] = key.split('\n');
    if (category === insightsEvents.tour && action === 'tour_start') tourOf(label).started = size;
    if (category === insightsEvents.tour && action === 'tour_complete') tourOf(label).completed = size;
    if (category !== insightsEvents.tourStop) continue;
    const stop = Number(label);
    if (!Number.isInteger(stop) || stop < 1) continue;
    const dwell = values.get(`${action}\n${label}`);
    tourOf(action).stops.push({ stop, reached: size, median_ms: dwell?.length ? median(dwell) : null });
  }
  for (const tour of tours.values()) tour.stops.sort((a, b) => a.stop - b.stop);
  return [...tours.values()].sort((a, b) => b.started - a.started || byKey(a.tour, b.tour));
}

function ctaFunnels({ cta }: Summed): InsightsCta[] {
  const ctas = new Map<number, InsightsCta>();
  const ctaOf = (ref: string) => {
    const id = Number(/^CTA_(\d+)$/.exec(ref)?.[1] ?? Number.NaN);
    if (!Number.isSafeInteger(id)) return null;
    let found = ctas.get(id);
    if (!found)
      ctas.set(id, (found = { id, title: '', shown: 0, submitted: 0, succeeded: 0, dismissed: 0, closed: 0 }));
    return found;
  };
  for (const [key, events] of [...cta].sort(([a], [b]) => byKey(a, b))) {
    const [category, action = '', label = ''] = key.split('\n');
    const found = ctaOf(category === 'cta' ? label : action);
    if (!found) continue;
    if (category === 'cta-open') {
      found.shown += events;
      found.title ||= label.replace(/ \(opencta\)$/, '');
    } else if (category === 'cta-success') found.succeeded += events;
    else if (category === 'cta' && action === 'submit') found.submitted += events;
    else if (category === 'cta' && (action === 'dismiss' || action === 'skip')) found.dismissed += events;
    else if (category === 'cta' && action === 'close') found.closed += events;
  }
  return [...ctas.values()].sort((a, b) => b.shown - a.shown || a.id - b.id);
}

/**
 * The report of the period. `liveEvents`: the most events of settled days not yet rolled up that it
 * counts live; beyond that they are left out and named in `preparing`.
 */
export async function buildReport(
  db: Kysely<Database>,
  request: ReportRequest,
  now = new Date(),
  liveEvents = LIVE_EVENTS,
): Promise<InsightsReport> {
  const period = periodOf(request);
  const until = period.end.slice(0, 10);
  const [{ aggregates, preparing }, forms] = await Promise.all([
    aggregatesOf(db, { tenantId: request.tenantId, from: request.from, until }, now, liveEvents),
    submissionsPerForm(db, period),
  ]);
  const summed = sumDays(aggregates);
  const { ranked, sessions } = summed;
  const days = daysOf(request.from, request.to).map((day) => ({
    day,
    visits: summed.visits.get(day) ?? 0,
    page_views: summed.pageViews.get(day) ?? 0,
  }));
  const devices = [...sessions]
    .filter(([key]) => key.startsWith(`${insightsEvents.pageView}\ndevice\n`))
    .map(([key, size]) => ({ key: key.split('\n')[2] || 'unknown', count: size }))
    .sort((a, b) => b.count - a.count || byKey(a.key, b.key));
  return {
    period: { from: request.from, to: request.to },
    preparing,
    totals: {
      visits: sessions.get(`${insightsEvents.pageView}\n\n`) ?? 0,
      page_views: days.reduce((sum, day) => sum + day.page_views, 0),
    },
    traffic: days,
    top_tours: ranked(insightsEvents.tour, 'tour_start', 'label', TOP),
    top_scenes: ranked(insightsEvents.sceneView, null, 'action', TOP),
    top_groups: groupsFrom(ranked(insightsEvents.pageView, null, 'path')),
    tours: tourFunnels(summed),
    ctas: ctaFunnels(summed),
    searches_without_result: ranked(insightsEvents.mapSearch, 'no-result', 'label', 20),
    directions: ranked(insightsEvents.directions, null, 'label', TOP),
    languages: ranked('language', 'initial', 'label'),
    devices,
    embeds: ranked('embed', 'load-circuit-in-iFrame', 'label', TOP),
    forms,
  };
}
