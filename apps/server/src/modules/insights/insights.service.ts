// Assembles the dashboard's report from the repository's aggregates (docs/insights.md says what
// each number counts). Funnels count visits (distinct session ids); rankings count events.
import { insightsEvents, type InsightsCta, type InsightsReport, type InsightsTour } from '@meridian/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import {
  countBy,
  eventsByActionAndLabel,
  medianValueByActionAndLabel,
  sessionsByActionAndLabel,
  submissionsPerForm,
  totalVisits,
  trafficByDay,
  type Period,
} from './insights.repository.ts';

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

/** Page views of `/{site}/home/{group…}` counted per group path (`faculties/science`). */
function groupsFrom(paths: { key: string; count: number }[]) {
  const counts = new Map<string, number>();
  for (const { key, count } of paths) {
    const group = /\/home\/(.+?)\/?$/.exec(key)?.[1];
    if (group) counts.set(group, (counts.get(group) ?? 0) + count);
  }
  return [...counts]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
    .slice(0, TOP);
}

async function tourFunnels(db: Kysely<Database>, period: Period): Promise<InsightsTour[]> {
  const [tourRows, stopRows, medians] = await Promise.all([
    sessionsByActionAndLabel(db, period, insightsEvents.tour),
    sessionsByActionAndLabel(db, period, insightsEvents.tourStop),
    medianValueByActionAndLabel(db, period, insightsEvents.tourStop),
  ]);
  const tours = new Map<string, InsightsTour>();
  const tourOf = (slug: string) => {
    let tour = tours.get(slug);
    if (!tour) tours.set(slug, (tour = { tour: slug, started: 0, stops: [], completed: 0 }));
    return tour;
  };
  for (const row of tourRows) {
    if (row.action === 'tour_start') tourOf(row.label).started = row.sessions;
    if (row.action === 'tour_complete') tourOf(row.label).completed = row.sessions;
  }
  const medianOf = new Map(medians.map((row) => [`${row.action}\n${row.label}`, row.median]));
  for (const row of stopRows) {
    const stop = Number(row.label);
    if (!Number.isInteger(stop) || stop < 1) continue;
    tourOf(row.action).stops.push({
      stop,
      reached: row.sessions,
      median_ms: medianOf.get(`${row.action}\n${row.label}`) ?? null,
    });
  }
  for (const tour of tours.values()) tour.stops.sort((a, b) => a.stop - b.stop);
  return [...tours.values()].sort((a, b) => b.started - a.started || a.tour.localeCompare(b.tour));
}

async function ctaFunnels(db: Kysely<Database>, period: Period): Promise<InsightsCta[]> {
  const [opens, actions, successes] = await Promise.all([
    eventsByActionAndLabel(db, period, 'cta-open'),
    eventsByActionAndLabel(db, period, 'cta'),
    eventsByActionAndLabel(db, period, 'cta-success'),
  ]);
  const ctas = new Map<number, InsightsCta>();
  const ctaOf = (ref: string) => {
    const id = Number(/^CTA_(\d+)$/.exec(ref)?.[1] ?? Number.NaN);
    if (!Number.isSafeInteger(id)) return null;
    let cta = ctas.get(id);
    if (!cta) {
      cta = { id, title: '', shown: 0, submitted: 0, succeeded: 0, dismissed: 0, closed: 0 };
      ctas.set(id, cta);
    }
    return cta;
  };
  for (const row of opens) {
    const cta = ctaOf(row.action);
    if (!cta) continue;
    cta.shown += row.events;
    cta.title ||= row.label.replace(/ \(opencta\)$/, '');
  }
  for (const row of successes) {
    const cta = ctaOf(row.action);
    if (cta) cta.succeeded += row.events;
  }
  for (const row of actions) {
    const cta = ctaOf(row.label);
    if (!cta) continue;
    if (row.action === 'submit') cta.submitted += row.events;
    else if (row.action === 'dismiss' || row.action === 'skip') cta.dismissed += row.events;
    else if (row.action === 'close') cta.closed += row.events;
  }
  return [...ctas.values()].sort((a, b) => b.shown - a.shown || a.id - b.id);
}

export async function buildReport(db: Kysely<Database>, request: ReportRequest): Promise<InsightsReport> {
  const period = periodOf(request);
  const [traffic, visits, tours, scenes, groupPaths, funnels, ctas, searches, directions, languages, devices, embeds] =
    await Promise.all([
      trafficByDay(db, period),
      totalVisits(db, period),
      countBy(db, period, insightsEvents.tour, 'label', { action: 'tour_start', limit: TOP }),
      countBy(db, period, insightsEvents.sceneView, 'action', { limit: TOP }),
      countBy(db, period, insightsEvents.pageView, 'path', { like: '%/home/%' }),
      tourFunnels(db, period),
      ctaFunnels(db, period),
      countBy(db, period, insightsEvents.mapSearch, 'label', { action: 'no-result', limit: 20 }),
      countBy(db, period, insightsEvents.directions, 'label', { limit: TOP }),
      countBy(db, period, 'language', 'label', { action: 'initial' }),
      countBy(db, period, insightsEvents.pageView, 'device', { distinctSessions: true }),
      countBy(db, period, 'embed', 'label', { action: 'load-circuit-in-iFrame', limit: TOP }),
    ]);
  const byDay = new Map(traffic.map((row) => [row.day, row]));
  const days = daysOf(request.from, request.to).map((day) => byDay.get(day) ?? { day, visits: 0, page_views: 0 });
  return {
    period: { from: request.from, to: request.to },
    totals: { visits, page_views: days.reduce((sum, day) => sum + day.page_views, 0) },
    traffic: days,
    top_tours: tours,
    top_scenes: scenes,
    top_groups: groupsFrom(groupPaths),
    tours: funnels,
    ctas,
    searches_without_result: searches,
    directions,
    languages,
    devices: devices.map((row) => ({ key: row.key || 'unknown', count: row.count })),
    embeds,
    forms: await submissionsPerForm(db, period),
  };
}
