import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { deleteEventsBefore } from '../../src/modules/events/events.repository.ts';
import { catchUp } from '../../src/modules/insights/insights-rollup.service.ts';
import { buildReport } from '../../src/modules/insights/insights.service.ts';
import { seedTenant } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { daysFrom, expectedReport, insertLog, logEvents, type LogEvent } from './event-log.ts';

const days = daysFrom('2026-05-01', 4);
const [first = '', second = '', third = '', fourth = ''] = days;

/** A visit that spans midnight: the same session, tour and stop on two days (one visit over both). */
function acrossMidnight(day: string, next: string): LogEvent[] {
  const event = (created_at: string, category: string, action: string, label: string, value: number | null) => ({
    category,
    action,
    label,
    path: '/northfield/home/science',
    session_id: 'night-owl',
    device: 'desktop' as const,
    value,
    created_at,
  });
  return [
    event(`${day}T23:58:00.000Z`, 'page_view', 'view', 'T', null),
    event(`${day}T23:59:00.000Z`, 'tour', 'tour_start', 'campus', null),
    event(`${day}T23:59:30.000Z`, 'tour-stop', 'campus', '1', 4000),
    event(`${next}T00:01:00.000Z`, 'page_view', 'view', 'T', null),
    event(`${next}T00:02:00.000Z`, 'tour-stop', 'campus', '1', 7000),
  ];
}

describe.each(testDatabaseKinds())('insights daily rollups (%s)', (kind) => {
  let t: TestApp;
  let tenantId: number;
  const log: LogEvent[] = [];
  const add = async (events: LogEvent[]) => {
    log.push(...events);
    await insertLog(t.app.db, tenantId, events);
  };
  /** The background's catch-up at `now`, then the report. */
  const rolled = (now: string) => catchUp(t.app.db, tenantId, () => new Date(now));
  const report = async (now: string) => {
    await rolled(now);
    const { forms: _, ...rest } = await buildReport(t.app.db, { tenantId, from: first, to: fourth }, new Date(now));
    return rest;
  };
  const rolledDays = async (span: 'day' | 'month' = 'day') =>
    (
      await t.app.db
        .selectFrom('insights_daily_counts')
        .where('tenant_id', '=', tenantId)
        .where('span', '=', span)
        .select('day')
        .distinct()
        .orderBy('day')
        .execute()
    ).map((row) => row.day);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    tenantId = await seedTenant(t.app.db, { schema_name: 'northfield' });
    const other = await seedTenant(t.app.db, { schema_name: 'harbour' });
    await insertLog(t.app.db, other, logEvents({ days, sessions: 30, seed: 99 }));
    await add([...logEvents({ days: [first, second], sessions: 80, seed: 3 }), ...acrossMidnight(first, second)]);
  });
  afterAll(async () => {
    await t.close();
  });

  it("adds the rolled-up past days and today's live events up to exactly the raw count, across midnight", async () => {
    // Noon on the second day: the first is rolled up, the second is counted live.
    expect(await report(`${second}T12:00:00.000Z`)).toEqual(expectedReport(log, days));
    expect(await rolledDays()).toEqual([first]);
    // 80 visits, and the one across midnight counted once.
    expect((await report(`${second}T12:00:00.000Z`)).totals.visits).toBe(81);

    // Later that day more visits come, and one goes on past the next midnight.
    await add([...logEvents({ days: [second, third], sessions: 60, seed: 4 }), ...acrossMidnight(second, third)]);
    // Five minutes after midnight the second day is still live (events received just before may be in flight)…
    expect(await report(`${third}T00:05:00.000Z`)).toEqual(expectedReport(log, days));
    expect(await rolledDays()).toEqual([first]);
    // …and then rolled up; a report on a later day reads both days from the rollups.
    expect(await report(`${third}T00:20:00.000Z`)).toEqual(expectedReport(log, days));
    expect(await rolledDays()).toEqual([first, second]);
    expect(await report(`${fourth}T09:00:00.000Z`)).toEqual(expectedReport(log, days));
    expect(await rolledDays()).toEqual([first, second, third]);
  });

  it('deletes the rollups of the days the retention deletes, so reports still equal the remaining events', async () => {
    await report(`${fourth}T09:00:00.000Z`);
    await deleteEventsBefore(t.app.db, new Date(`${second}T00:00:00.000Z`));
    expect(await rolledDays()).toEqual([second, third]);
    const numbered = await t.app.db.selectFrom('insights_session_numbers').select('last_day').execute();
    expect(numbered.filter((row) => row.last_day < second)).toEqual([]);
    const remaining = log.filter((event) => event.created_at >= second);
    expect(await report(`${fourth}T09:00:00.000Z`)).toEqual(expectedReport(remaining, days));
  });

  it('sums each whole past month once more, and a report over months and days still equals the raw count', async () => {
    const june = daysFrom('2026-06-01', 30);
    const july = daysFrom('2026-07-01', 3);
    await add([
      ...logEvents({ days: june.slice(-5), sessions: 60, seed: 5 }),
      ...acrossMidnight('2026-06-30', '2026-07-01'),
      ...logEvents({ days: july, sessions: 30, seed: 6 }),
    ]);
    const period = [...june, ...july];
    const now = new Date('2026-07-03T08:00:00.000Z');
    await rolled(now.toISOString());
    const actual = await buildReport(t.app.db, { tenantId, from: '2026-06-01', to: '2026-07-03' }, now);
    expect(await rolledDays('month')).toEqual(['2026-05-01', '2026-06-01']);
    expect(actual.totals.visits).toBe(expectedReport(log, period).totals.visits);
    expect({ ...actual, forms: undefined }).toEqual({ ...expectedReport(log, period), forms: undefined });
    // A period that starts mid-month reads that month's days, not its monthly rollup.
    const midMonth = await buildReport(t.app.db, { tenantId, from: '2026-06-28', to: '2026-07-02' }, now);
    expect({ ...midMonth, forms: undefined }).toEqual({
      ...expectedReport(log, period.slice(27, 32)),
      forms: undefined,
    });
    // The retention cutoff in mid-June deletes June's monthly rollup: its remaining days are read day by day.
    await deleteEventsBefore(t.app.db, new Date('2026-06-29T00:00:00.000Z'));
    expect(await rolledDays('month')).toEqual([]);
    const remaining = log.filter((event) => event.created_at >= '2026-06-29');
    const after = await buildReport(t.app.db, { tenantId, from: '2026-06-01', to: '2026-07-03' }, now);
    expect({ ...after, forms: undefined }).toEqual({ ...expectedReport(remaining, period), forms: undefined });
  });
});
