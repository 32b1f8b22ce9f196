// `npm run bench:insights`: the insights report over 1,000,000 events of one tenant spread over 13
// months (plus another tenant's 100,000), on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
// First, as after an upgrade, nothing is rolled up: a report then rolls nothing up (it names the
// days still being prepared), and is timed. Then the background's catch-up is timed, with its
// longest batch (how long it holds the database, and on SQLite the event loop, at once). Then the
// report for the last 30 days, 90 days and the whole 13 months (median of 5, today counted live).
// The machine may be shared: beside the wall time, each report's CPU time is printed (this process,
// and on PostgreSQL its server processes of this bench's connections), which other load barely moves.
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { createDatabase } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { freshTestDatabase, testDatabaseKinds } from '../apps/server/src/db/test-database.ts';
import { rollUpBatch } from '../apps/server/src/modules/insights/insights-rollup.service.ts';
import { buildReport } from '../apps/server/src/modules/insights/insights.service.ts';
import { daysFrom, insertLog, logEvents } from '../apps/server/test/insights/event-log.ts';
import { seedTenant } from '../apps/server/test/helpers/seed.ts';
import type { Database } from '../apps/server/src/db/database.ts';
import { cpuMs } from './process-cpu.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const RUNS = 5;
const DAYS = 395;
const today = new Date().toISOString().slice(0, 10);
const days = daysFrom(new Date(Date.parse(today) - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10), DAYS);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const sorted = (times: number[]) => [...times].sort((a, b) => a - b);
const median = (times: number[]) => sorted(times)[Math.floor(times.length / 2)] ?? 0;
const list = (times: number[]) => times.map((t) => t.toFixed(0)).join(', ');

async function time(run: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await run();
  return performance.now() - t0;
}

const APPLICATION = 'meridian-insights-bench';

/** CPU ms of this process and (PostgreSQL) of the server processes of this bench's connections. */
async function cpuNow(db: Kysely<Database>, kind: string): Promise<number> {
  const own = process.cpuUsage();
  let server = 0;
  if (kind === 'postgres') {
    const backends = await sql<{ pid: number }>`
      select pid from pg_stat_activity where application_name = ${APPLICATION}`.execute(db);
    for (const { pid } of backends.rows) server += cpuMs(pid) || 0;
  }
  return (own.user + own.system) / 1000 + server;
}

/** Wall and CPU time of `run`. */
async function measure(db: Kysely<Database>, kind: string, run: () => Promise<unknown>) {
  const cpu0 = await cpuNow(db, kind);
  const wall = await time(run);
  return { wall, cpu: (await cpuNow(db, kind)) - cpu0 };
}

for (const kind of testDatabaseKinds()) {
  const target = freshTestDatabase(kind);
  if (target.target.kind === 'postgres') {
    const url = new URL(target.target.url);
    url.searchParams.set('application_name', APPLICATION);
    target.target.url = url.toString();
  }
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
    const before: number[] = [];
    const beforeCpu: number[] = [];
    let preparing = 0;
    for (let run = 0; run < RUNS; run++) {
      const { wall, cpu } = await measure(db, kind, async () => (preparing = (await report(30)).preparing?.days ?? 0));
      before.push(wall);
      beforeCpu.push(cpu);
    }
    console.log(
      `${kind}: report over 30 days before any rollup (nothing rolled up in it; ${preparing} days named as being prepared): ${median(before).toFixed(0)} ms (median of ${RUNS}; ${list(before)}); CPU ${median(beforeCpu).toFixed(0)} ms (${list(beforeCpu)})`,
    );
    const batches: number[] = [];
    const caughtUp = await time(async () => {
      for (let done = false; !done;) {
        const t0 = performance.now();
        done = (await rollUpBatch(db, site, new Date())).done;
        batches.push(performance.now() - t0);
      }
    });
    console.log(
      `${kind}: background catch-up of ${DAYS - 1} days: ${seconds(caughtUp)} in ${batches.length} batches (median ${median(batches).toFixed(0)} ms, longest ${Math.max(...batches).toFixed(0)} ms)`,
    );
    for (const length of [30, 90, DAYS]) {
      const walls: number[] = [];
      const cpus: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const { wall, cpu } = await measure(db, kind, () => report(length));
        walls.push(wall);
        cpus.push(cpu);
      }
      const m = median(walls);
      console.log(
        `${kind}: report over ${length} days: ${m.toFixed(0)} ms (median of ${RUNS}; ${list(walls)})${m < 1000 ? '' : '  ← over 1 s'}; CPU ${median(cpus).toFixed(0)} ms (${list(cpus)})`,
      );
    }
  } finally {
    await target.cleanup(db);
    await db.destroy();
  }
}
