// The one generated event log (tests and bench/insights.ts): visits of a tenant over chosen days,
// drawn from a seeded generator, and the report computed from the plain list in the most direct
// way (no SQL), so the server's aggregates are checked against an independent count.
import type { InsightsCount, InsightsReport } from '@meridian/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/database.ts';

export interface LogEvent {
  category: string;
  action: string;
  label: string;
  path: string;
  session_id: string | null;
  device: 'phone' | 'desktop' | null;
  value: number | null;
  created_at: string;
}

/** Mulberry32: the same log on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;

/** `count` consecutive UTC days from `first` (`YYYY-MM-DD`). */
export function daysFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(`${first}T00:00:00Z`) + i * DAY_MS).toISOString().slice(0, 10),
  );
}

export const logDays = daysFrom('2026-03-01', 10);
const groupPaths = ['/northfield/home/science', '/northfield/home/arts/history', '/northfield/home/science/'];
const numbered = (name: string, from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => `${name}-${from + i}`);

/** What visits pick from: the tests' small site, or (the bench) one of 40 scenes, 12 tours and 200 queries. */
function catalogue(variety: 'small' | 'large') {
  const small = variety === 'small';
  const tours: Record<string, number> = { campus: 3, labs: 4 };
  if (!small) for (const tour of numbered('tour', 3, 13)) tours[tour] = 8;
  return {
    tours,
    scenes: ['atrium', 'library', 'quad', 'stadium', ...(small ? [] : numbered('scene', 5, 41))],
    queries: ['parking', 'gym', 'cafeteria', 'pool', ...(small ? [] : numbered('room', 5, 201))],
  };
}

export interface LogOptions {
  /** The days the visits fall on (each visit within one day). */
  days: readonly string[];
  seed?: number;
  /** Stop after this many visits… */
  sessions?: number;
  /** …or once this many events were made. */
  events?: number;
  variety?: 'small' | 'large';
}

/** Visits one after the other, each a list of events in the demo sites' proportions. */
export function* logEvents(options: LogOptions): Generator<LogEvent> {
  const { days, seed = 7, sessions = Infinity, events = Infinity } = options;
  const { tours, scenes, queries } = catalogue(options.variety ?? 'small');
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  let made = 0;
  for (let s = 0; s < sessions && made < events; s++) {
    const visit: LogEvent[] = [];
    const day = pick(days);
    const session = `s-${seed}-${s}`;
    const device = next() < 0.6 ? 'phone' : 'desktop';
    let minute = Math.floor(next() * 1200);
    const add = (category: string, action: string, label = '', value: number | null = null, path = '/northfield') => {
      minute += 1;
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      visit.push({
        category,
        action,
        label,
        path,
        session_id: session,
        device,
        value,
        created_at: `${day}T${time}:00.000Z`,
      });
    };
    add('language', 'initial', pick(['en', 'fr-ca', 'ar']));
    const views = 1 + Math.floor(next() * 4);
    for (let v = 0; v < views; v++) add('page_view', 'view', 'Title', null, pick([...groupPaths, '/northfield/map']));
    if (next() < 0.5) {
      const tour = pick(Object.keys(tours));
      const length = tours[tour] ?? 1;
      add('tour', 'tour_start', tour);
      const reached = 1 + Math.floor(next() * length);
      for (let stop = 1; stop <= reached; stop++)
        add('tour-stop', tour, String(stop), 1000 + Math.floor(next() * 60_000));
      if (reached === length) add('tour', 'tour_complete', tour);
    }
    for (let v = Math.floor(next() * 3); v > 0; v--) add('scene-view', pick(scenes), '', Math.floor(next() * 90_000));
    if (next() < 0.4) {
      add('cta-open', 'CTA_4', next() < 0.2 ? 'Plan your visit (opencta)' : 'Plan your visit');
      const end = next();
      if (end < 0.3) {
        add('cta', 'submit', 'CTA_4');
        add('cta-success', 'CTA_4');
        add('cta', 'close', 'CTA_4');
      } else if (end < 0.6) add('cta', pick(['dismiss', 'skip']), 'CTA_4');
      else add('cta', 'close', 'CTA_4');
    }
    if (next() < 0.3) add('cta-open', 'CTA_9', 'Open day');
    if (next() < 0.5) add('map-search', next() < 0.5 ? 'no-result' : 'result', pick(queries));
    if (next() < 0.3) add('directions', next() < 0.8 ? 'found' : 'not-found', `${pick(scenes)} → ${pick(scenes)}`);
    if (next() < 0.2) add('embed', 'load-circuit-in-iFrame', pick(['news.example', 'alumni.example']));
    made += visit.length;
    yield* visit;
  }
}

/** `sessions` visits between the first and last day; a few events outside the period and of another tenant's site. */
export function generateLog(sessions: number, seed = 7): LogEvent[] {
  const log = [...logEvents({ days: logDays, sessions, seed })];
  // Outside the period (a day before, the day after) and a session without an id: never counted
  // in the period, or (no id) counted as a page view but not a visit.
  log.push(
    { ...base('2026-02-28T23:59:59.999Z'), session_id: 'early' },
    { ...base('2026-03-11T00:00:00.000Z'), session_id: 'late' },
    { ...base('2026-03-05T12:00:00.000Z'), session_id: null, device: null },
  );
  return log;
}

function base(created_at: string): LogEvent {
  return {
    category: 'page_view',
    action: 'view',
    label: 'T',
    path: '/northfield/home/science',
    session_id: 'x',
    device: 'desktop',
    value: null,
    created_at,
  };
}

export async function insertLog(db: Kysely<Database>, tenantId: number, log: Iterable<LogEvent>): Promise<void> {
  let batch: LogEvent[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await db
      .insertInto('analytics_events')
      .values(batch.map((event) => ({ ...event, tenant_id: tenantId, client_id: null, client_ts: null })))
      .execute();
    batch = [];
  };
  for (const event of log) {
    batch.push(event);
    if (batch.length === 500) await flush();
  }
  await flush();
}

function ranking(keys: string[], limit = 10): InsightsCount[] {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1))
    .slice(0, limit);
}

const sessionsOf = (events: LogEvent[]) =>
  new Set(events.flatMap((e) => (e.session_id === null ? [] : [e.session_id]))).size;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  return ((sorted[Math.floor(middle)] ?? 0) + (sorted[Math.ceil(middle)] ?? 0)) / 2;
}

/** The report for `days` (by default 2026-03-01 … 2026-03-10), counted from the list (without the submissions). */
export function expectedReport(
  log: readonly LogEvent[],
  days: readonly string[] = logDays,
): Omit<InsightsReport, 'forms'> {
  const from = days[0] ?? '';
  const to = days.at(-1) ?? '';
  const events = log.filter((event) => event.created_at.slice(0, 10) >= from && event.created_at.slice(0, 10) <= to);
  const of = (category: string, action?: string) =>
    events.filter((e) => e.category === category && (action === undefined || e.action === action));
  const views = of('page_view');
  const ctaIds = [4, 9];
  const tourSlugs = [...new Set(of('tour', 'tour_start').map((e) => e.label))];
  return {
    period: { from, to },
    preparing: null,
    totals: { visits: sessionsOf(views), page_views: views.length },
    traffic: days.map((day) => {
      const ofDay = views.filter((e) => e.created_at.startsWith(day));
      return { day, visits: sessionsOf(ofDay), page_views: ofDay.length };
    }),
    top_tours: ranking(of('tour', 'tour_start').map((e) => e.label)),
    top_scenes: ranking(of('scene-view').map((e) => e.action)),
    top_groups: ranking(
      views.flatMap((e) => {
        const group = /\/home\/(.+?)\/?$/.exec(e.path)?.[1];
        return group ? [group] : [];
      }),
    ),
    tours: tourSlugs
      .map((tour) => {
        const stops = of('tour-stop', tour);
        const positions = [...new Set(stops.map((e) => Number(e.label)))].sort((a, b) => a - b);
        return {
          tour,
          started: sessionsOf(of('tour', 'tour_start').filter((e) => e.label === tour)),
          stops: positions.map((stop) => {
            const at = stops.filter((e) => e.label === String(stop));
            return { stop, reached: sessionsOf(at), median_ms: median(at.map((e) => e.value ?? 0)) };
          }),
          completed: sessionsOf(of('tour', 'tour_complete').filter((e) => e.label === tour)),
        };
      })
      .sort((a, b) => b.started - a.started || (a.tour < b.tour ? -1 : 1)),
    ctas: ctaIds
      .map((id) => {
        const ref = `CTA_${id}`;
        const actions = of('cta').filter((e) => e.label === ref);
        return {
          id,
          title: id === 4 ? 'Plan your visit' : 'Open day',
          shown: of('cta-open', ref).length,
          submitted: actions.filter((e) => e.action === 'submit').length,
          succeeded: of('cta-success', ref).length,
          dismissed: actions.filter((e) => e.action === 'dismiss' || e.action === 'skip').length,
          closed: actions.filter((e) => e.action === 'close').length,
        };
      })
      .sort((a, b) => b.shown - a.shown || a.id - b.id),
    searches_without_result: ranking(
      of('map-search', 'no-result').map((e) => e.label),
      20,
    ),
    directions: ranking(of('directions').map((e) => e.label)),
    languages: ranking(
      of('language', 'initial').map((e) => e.label),
      100,
    ),
    devices: [...new Set(views.map((e) => e.device))]
      .map((device) => ({ key: device ?? 'unknown', count: sessionsOf(views.filter((e) => e.device === device)) }))
      .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1)),
    embeds: ranking(of('embed', 'load-circuit-in-iFrame').map((e) => e.label)),
  };
}
