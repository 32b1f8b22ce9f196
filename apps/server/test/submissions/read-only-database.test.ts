import { apiError } from '@meridian/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTenant, writeDocument } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { makeForm, submitForm, validEntries } from './form-fixtures.ts';

// Issue 10, defect 6 (running half): a database that turns read-only while the server runs.
describe('a database that turns read-only while running', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    const tenant = await seedTenant(t.app.db, { schema_name: 'northfield' });
    await writeDocument(t.app.db, tenant, { kind: 'form', id: 7, body: makeForm(7) });
    // SQLite now refuses every write with SQLITE_READONLY, as with a file or disk gone read-only.
    await sql`PRAGMA query_only = ON`.execute(t.app.db);
  });
  afterAll(async () => {
    await sql`PRAGMA query_only = OFF`.execute(t.app.db);
    await t.close();
  });

  it('answers a submission 503 with a clear message, and reads go on', async () => {
    const response = await submitForm(t.app, t.config.secret, 7, validEntries('en'));
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    expect(apiError.parse(response.json()).message).toBe(
      'This site cannot save anything right now. Nothing was saved; please try again later.',
    );
    const read = await t.app.inject({ method: 'GET', url: '/hosted-forms/7/', headers: { host: 'localhost' } });
    expect(read.statusCode).toBe(200);
  });
});
