import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/connection.ts';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { readState } from '../../src/modules/insights/insights-daily.repository.ts';
import { catchUp, rollUpBatch, settledUntil } from '../../src/modules/insights/insights-rollup.service.ts';
import { buildReport } from '../../src/modules/insights/insights.service.ts';
import { seedTenant } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { daysFrom, expectedReport, insertLog, logEvents, type LogEvent } from './event-log.ts';

// Thirteen months of visits up to a fixed "today", and sessions that come back across days and
// months (one visit each over the whole period): the report must still count them once.
const today = '2026-11-20';
const now = new Date(`${today}T12:00:00.000Z`);
const days = daysFrom('2025-10-22', 395);
const yesterday = days.at(-2) ?? '';
const lastThirty = days.slice(-30);

function returning(count: number): LogEvent[] {
  return Array.from({ length: count }, (_, i) =>
    days
      .filter((_, d) => d % (37 + i) === i)
      .map((day) => ({
        category: 'page_view',
        action: 'view',
        label: 'T',
        path: '/northfield/home/science',
        session_id: `returning-${i}`,
        device: 'phone' as const,
        value: null,
        created_at: `${day}T23:59:0${i % 10}.000Z`,
      })),
  ).flat();
}

const without = <T extends { forms: unknown }>({ forms: _, ...rest }: T) => rest;

describe.each(testDatabaseKinds())('insights rollups outside the request (%s)', (kind) => {
  let t: TestApp;
  let tenantId: number;
  const log: LogEvent[] = [
    ...logEvents({ days, sessions: 500, seed: 11 }),
    ...logEvents({ days: [today], sessions: 15, seed: 14 }),
    ...returning(6),
  ];
  const report = async (period: readonly string[], liveEvents?: number) =>
    without(await buildReport(t.app.db, { tenantId, from: period[0] ?? '', to: period.at(-1) ?? '' }, now, liveEvents));
  const rollupRows = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('insights_daily_counts')
          .where('tenant_id', '=', tenantId)
          .select((eb) => eb.fn.countAll().as('rows'))
          .executeTakeFirstOrThrow()
      ).rows,
    );

  beforeAll(async () => {
    t = await buildTestApp(kind);
    tenantId = await seedTenant(t.app.db, { schema_name: 'northfield' });
    await insertLog(t.app.db, tenantId, log);
  });
  afterAll(async () => {
    await t.close();
  });

  it('after a long idle period a report rolls nothing up: it counts today and names the days still being prepared', async () => {
    // A budget of 200 events: more than today's (about 150), far less than the 29 days before it.
    const actual = await report(lastThirty, 200);
    expect(await rollupRows()).toBe(0);
    expect(await readState(t.app.db, tenantId)).toBeNull();
    expect(actual.preparing).toEqual({ from: lastThirty[0], to: yesterday, days: 29 });
    const todays = log.filter((event) => event.created_at >= today);
    expect(actual).toEqual({ ...expectedReport(todays, lastThirty), preparing: actual.preparing });
    expect((await report(days, 200)).preparing).toEqual({ from: days[0], to: yesterday, days: 394 });
  });

  it('counts a few days not rolled up yet live instead, exactly, still without rolling anything up', async () => {
    expect(await report(lastThirty)).toEqual(expectedReport(log, lastThirty));
    expect(await rollupRows()).toBe(0);
  });

  it('rolls up in batches of at most the budget (or one day), and a report mid-way adds rolled, prepared and live days exactly', async () => {
    const budget = 400;
    let from = days[0] ?? '';
    while (from < (days[200] ?? '')) {
      const batch = await rollUpBatch(t.app.db, tenantId, now, budget);
      const inBatch = log.filter((event) => event.created_at >= from && event.created_at < batch.rolledUntil);
      const batchDays = new Set(inBatch.map((event) => event.created_at.slice(0, 10)));
      if (batchDays.size > 1) expect(inBatch.length).toBeLessThanOrEqual(budget);
      expect(batch.rolledUntil > from).toBe(true);
      from = batch.rolledUntil;
    }
    const actual = await report(days, 200);
    expect(actual.preparing).toEqual({
      from,
      to: yesterday,
      days: days.indexOf(today) - days.indexOf(from),
    });
    const counted = log.filter((event) => event.created_at < from || event.created_at >= today);
    expect(actual).toEqual({ ...expectedReport(counted, days), preparing: actual.preparing });
  });

  it('once caught up, every period equals the raw count, with nothing left to prepare', async () => {
    expect(await catchUp(t.app.db, tenantId, () => now)).toBe(today);
    expect(await report(days, 0)).toEqual(expectedReport(log, days));
    expect(await report(lastThirty, 0)).toEqual(expectedReport(log, lastThirty));
    expect(await report(days.slice(40, 75), 0)).toEqual(expectedReport(log, days.slice(40, 75)));
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let t: TestApp;
  const log: LogEvent[] = [...logEvents({ days, sessions: 400, seed: 12 }), ...returning(8)];
  afterAll(async () => {
    await t.close();
  });

  it('take turns rolling up: no day is rolled twice, no session gets two numbers, and the report equals the events', async () => {
    t = await buildTestApp('postgres');
    const tenantId = await seedTenant(t.app.db, { schema_name: 'northfield' });
    await insertLog(t.app.db, tenantId, log);
    const second = createDatabase(t.config.database);
    try {
      // Small batches of different sizes, so the instances' batches interleave and, were they not
      // to take turns, would cut the days differently and number the same sessions differently.
      const [a, b] = await Promise.all([
        catchUp(t.app.db, tenantId, () => now, undefined, 150),
        catchUp(second, tenantId, () => now, undefined, 230),
      ]);
      expect([a, b]).toEqual([today, today]);
    } finally {
      await second.destroy();
    }
    const numbers = await t.app.db.selectFrom('insights_session_numbers').select(['session_id', 'number']).execute();
    expect(new Set(numbers.map((row) => row.number)).size).toBe(numbers.length);
    const actual = await buildReport(t.app.db, { tenantId, from: days[0] ?? '', to: today }, now, 0);
    expect(without(actual)).toEqual(expectedReport(log, days));
  });
});

describe.each(testDatabaseKinds())('the server rolls up in the background (%s)', (kind) => {
  let t: TestApp;
  afterAll(async () => {
    await t.close();
  });

  it('catches up every tenant when it starts, so the first report has nothing left to prepare', async () => {
    t = await buildTestApp(kind, { insightsRollups: true });
    const tenantId = await seedTenant(t.app.db, { schema_name: 'northfield' });
    const recent = daysFrom(new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10), 35);
    const log = [...logEvents({ days: recent, sessions: 300, seed: 13 })];
    await insertLog(t.app.db, tenantId, log);
    await t.app.ready();
    await expect
      .poll(async () => (await readState(t.app.db, tenantId))?.rolledUntil, { timeout: 20_000 })
      .toBe(settledUntil(new Date()));
    const actual = await buildReport(
      t.app.db,
      { tenantId, from: recent[0] ?? '', to: recent.at(-1) ?? '' },
      new Date(),
      0,
    );
    expect(without(actual)).toEqual(expectedReport(log, recent));
  });
});
