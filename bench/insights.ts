// `npm run bench:insights`: the insights report over 1,000,000 events of one tenant spread over 13
// months (plus another tenant's 100,000), on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
// The first report rolls up every whole past day (timed once); then the report for the last 30
// days, 90 days and the whole 13 months is timed (median of 5), each with today counted live.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createDatabase } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { freshTestDatabase, testDatabaseKinds } from '../apps/server/src/db/test-database.ts';
import { buildReport } from '../apps/server/src/modules/insights/insights.service.ts';
import { daysFrom, insertLog, logEvents } from '../apps/server/test/insights/event-log.ts';
import { seedTenant } from '../apps/server/test/helpers/seed.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const RUNS = 5;
const DAYS = 395;
const today = new Date().toISOString().slice(0, 10);
const days = daysFrom(new Date(Date.parse(today) - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10), DAYS);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function time(run: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await run();
  return performance.now() - t0;
}

for (const kind of testDatabaseKinds()) {
  const target = freshTestDatabase(kind);
  const db = createDatabase(target.target);
  try {
    await migrateToLatest(db);
    const site = await seedTenant(db, { schema_name: 'site' });
    const other = await seedTenant(db, { schema_name: 'other' });
    const written = await time(async () => {
      await insertLog(db, site, logEvents({ days, events: EVENTS, seed: 1, variety: 'large' }));
      await insertLog(db, other, logEvents({ days, events: EVENTS / 10, seed: 2, variety: 'large' }));
      if (kind === 'postgres') await sql`analyze analytics_events`.execute(db);
    });
    console.log(`${kind}: ${EVENTS.toLocaleString('en')} events over ${DAYS} days written in ${seconds(written)}`);
    const report = (length: number) => buildReport(db, { tenantId: site, from: days.at(-length) ?? today, to: today });
    console.log(`${kind}: first report, rolling up ${DAYS - 1} past days: ${seconds(await time(() => report(30)))}`);
    for (const length of [30, 90, DAYS]) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) times.push(await time(() => report(length)));
      const median = times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? 0;
      console.log(
        `${kind}: report over ${length} days: ${median.toFixed(0)} ms (median of ${RUNS}; ${times.map((t) => t.toFixed(0)).join(', ')})${median < 1000 ? '' : '  ← over 1 s'}`,
      );
    }
  } finally {
    await target.cleanup(db);
    await db.destroy();
  }
}
