// `npm run bench:insights`: the insights report over 1,000,000 events of one tenant spread over 13
// months (plus another tenant's 100,000), on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
// Prints the report's time for the last 30 days, 90 days and the whole 13 months (median of 3).
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createDatabase } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { freshTestDatabase, testDatabaseKinds } from '../apps/server/src/db/test-database.ts';
import { buildReport } from '../apps/server/src/modules/insights/insights.service.ts';
import { DAY_MS, DAYS, end, fill, tenant } from './insights-log.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

for (const kind of testDatabaseKinds()) {
  const target = freshTestDatabase(kind);
  const db = createDatabase(target.target);
  try {
    await migrateToLatest(db);
    const [site, other] = [await tenant(db, 'site'), await tenant(db, 'other')];
    const started = performance.now();
    await fill(db, site, EVENTS, 1);
    await fill(db, other, EVENTS / 10, 2);
    if (kind === 'postgres') await sql`analyze analytics_events`.execute(db);
    console.log(
      `${kind}: ${EVENTS.toLocaleString('en')} events written in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    for (const days of [30, 90, DAYS]) {
      const times: number[] = [];
      for (let run = 0; run < 3; run++) {
        const t0 = performance.now();
        await buildReport(db, { tenantId: site, from: day(end - days * DAY_MS), to: day(end - DAY_MS) });
        times.push(performance.now() - t0);
      }
      const median = times.sort((a, b) => a - b)[1] ?? 0;
      console.log(
        `${kind}: report over ${days} days: ${median.toFixed(0)} ms (median of 3)${median < 1000 ? '' : '  ← over 1 s'}`,
      );
    }
  } finally {
    await target.cleanup(db);
    await db.destroy();
  }
}
