import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { seedCampus } from '../helpers/campus.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

interface Readiness {
  status: string;
  checks: Record<string, string>;
}

describe.each(testDatabaseKinds())('health probes for load balancers (%s)', (kind) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await buildTestApp(kind);
    await seedCampus(t.app.db);
  });
  afterEach(async () => {
    await t.close();
  });

  it('answers /healthz and /readyz on any host, never cached', async () => {
    for (const host of ['localhost', 'unknown.example', '10.0.0.7:3000']) {
      const alive = await t.app.inject({ url: '/healthz', headers: { host } });
      expect(alive.statusCode).toBe(200);
      expect(alive.json()).toEqual({ status: 'alive' });
      expect(alive.headers['cache-control']).toBe('no-store');
      const ready = await t.app.inject({ url: '/readyz', headers: { host } });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
      expect(ready.headers['cache-control']).toBe('no-store');
    }
  });

  it('is unready, naming the migration, when the database lacks a migration this code needs', async () => {
    await sql`delete from kysely_migration`.execute(t.app.db);
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    const body = ready.json<Readiness>();
    expect(body.status).toBe('unready');
    expect(body.checks.migrations).toBe('not applied: 2026-11-21-001-initial');
  });
});

// PostgreSQL going away is proven against a real outage by the cluster test (e2e/cluster); here the
// SQLite database is closed under the running app.
describe('health probes without a database', () => {
  it('stays alive but unready once the database cannot be reached', async () => {
    const t = await buildTestApp('sqlite');
    try {
      await t.app.db.destroy();
      const ready = await t.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      const body = ready.json<Readiness>();
      expect(body.status).toBe('unready');
      expect(body.checks.database).not.toBe('ok');
      expect(body.checks.migrations).toBe('unknown while the database is unreachable');
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
