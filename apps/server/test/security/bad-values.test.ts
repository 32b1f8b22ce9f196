import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { seedTenant, writeDocument } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { makeForm, nextClientAddress, submitForm, validEntries } from '../submissions/form-fixtures.ts';

// Issue 30, hole 3: on PostgreSQL a NUL in a path or an event string, and a form id ≥ 2^31 (beyond
// int4), were 500s. They are bad input: 400 on both databases (run with TEST_DATABASE_URL for PostgreSQL).
describe.each(testDatabaseKinds())('values a database cannot store are 400s, never 500s (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const northfield = await seedTenant(t.app.db, { schema_name: 'northfield' });
    await writeDocument(t.app.db, northfield, { kind: 'form', id: 7, body: makeForm(7) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a NUL in the path or query with 400', async () => {
    for (const url of [
      '/api/switchboard/%00/',
      '/api/switchboard/a%00b.localhost/',
      '/api/v2/scene/%00/',
      '/api/v2/scenes/?search=%00',
    ]) {
      const response = await t.app.inject({ url, headers: { host: 'localhost' } });
      expect(response.statusCode, url).toBe(400);
    }
  });

  it('answers NUL characters in event strings with a 4xx and stores nothing', async () => {
    const event = { category: 'cta\u0000open', action: 'CTA\u00004', label: '\u0000', path: '/northfield/\u0000' };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/events/',
      remoteAddress: nextClientAddress(),
      headers: { host: 'localhost', 'content-type': 'application/json', origin: 'http://localhost' },
      payload: JSON.stringify({ client_id: 'c\u0000', session_id: 's', events: [event] }),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await t.app.db.selectFrom('analytics_events').selectAll().execute()).toEqual([]);
  });

  it('answers form ids beyond a 32-bit integer with a 4xx, in submissions and hosted forms', async () => {
    for (const id of [2 ** 31, 2 ** 32, 2 ** 53]) {
      const submission = await submitForm(t.app, t.config.secret, id, [
        ['form_id', String(id)],
        ...validEntries().filter(([name]) => name !== 'form_id'),
      ]);
      expect(submission.statusCode, `submission ${id}`).toBeGreaterThanOrEqual(400);
      expect(submission.statusCode, `submission ${id}`).toBeLessThan(500);
      const hosted = await t.app.inject({ url: `/hosted-forms/${id}/`, headers: { host: 'localhost' } });
      expect(hosted.statusCode, `hosted form ${id}`).toBeGreaterThanOrEqual(400);
      expect(hosted.statusCode, `hosted form ${id}`).toBeLessThan(500);
    }
  });
});
