import { insightsReport } from '@meridian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { createInsightsToken } from '../../src/tenancy/preview-token.ts';
import { seedTenant } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { expectedReport, generateLog, insertLog } from './event-log.ts';

const period = 'from=2026-03-01&to=2026-03-10';

describe.each(testDatabaseKinds())('insights report over a generated event log (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  const log = generateLog(150);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const northfield = await seedTenant(t.app.db, { schema_name: 'northfield' });
    const harbour = await seedTenant(t.app.db, { schema_name: 'harbour' });
    await insertLog(t.app.db, northfield, log);
    // Another tenant's events in the same days: never in northfield's report.
    await insertLog(t.app.db, harbour, generateLog(40, 99));
    const submission = (formId: number, day: string, data: object) => ({
      tenant_id: northfield,
      form_id: formId,
      form_reference: `form-${formId}`,
      language: 'en',
      data: JSON.stringify(data),
      created_at: `${day}T10:00:00.000Z`,
    });
    await t.app.db
      .insertInto('form_submissions')
      .values([
        submission(21, '2026-03-02', { name: 'Ada' }),
        submission(21, '2026-03-09', { name: 'Grace' }),
        submission(21, '2026-03-11', { name: 'Late' }),
        submission(35, '2026-03-04', { email: 'a@example.org' }),
        { ...submission(21, '2026-03-03', { name: 'Other tenant' }), tenant_id: harbour },
      ])
      .execute();
    token = createInsightsToken(t.config.secret, 'northfield', new Date(Date.now() + 3_600_000));
  });
  afterAll(async () => {
    await t.close();
  });

  const report = async () => {
    const response = await t.app.inject({
      url: `/api/v2/insights/?token=${token}&${period}`,
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(200);
    return insightsReport.parse(response.json());
  };

  it('counts page views and visits per day exactly as the events say, zero-filled, without other periods or tenants', async () => {
    const expected = expectedReport(log);
    const actual = await report();
    expect(actual.traffic).toEqual(expected.traffic);
    expect(actual.totals).toEqual(expected.totals);
    expect(actual.traffic).toHaveLength(10);
  });

  it('ranks tours, scenes, groups, searches without result, directions, languages, devices and embeds as the events say', async () => {
    const expected = expectedReport(log);
    const actual = await report();
    for (const key of [
      'top_tours',
      'top_scenes',
      'top_groups',
      'searches_without_result',
      'directions',
      'languages',
      'devices',
      'embeds',
    ] as const) {
      expect(actual[key], key).toEqual(expected[key]);
    }
    expect(actual.top_groups.map((row) => row.key)).toEqual(expect.arrayContaining(['science', 'arts/history']));
  });

  it("gives each tour's funnel (visits started, at each stop, completed) and each stop's exact median time", async () => {
    const actual = await report();
    expect(actual.tours).toEqual(expectedReport(log).tours);
    const campus = actual.tours.find((tour) => tour.tour === 'campus');
    expect(campus?.stops.map((stop) => stop.stop)).toEqual([1, 2, 3]);
    expect(campus?.stops[0]?.reached).toBe(campus?.started);
  });

  it("gives each CTA's funnel: shown, submitted, succeeded, dismissed (close button or skip) and closed", async () => {
    const actual = await report();
    expect(actual.ctas).toEqual(expectedReport(log).ctas);
  });

  it('counts stored submissions per form in the period', async () => {
    const actual = await report();
    expect(actual.forms).toEqual([
      { form_id: 21, reference: 'form-21', count: 2 },
      { form_id: 35, reference: 'form-35', count: 1 },
    ]);
  });

  it("exports one form's submissions of the period as CSV that reads back to the same values", async () => {
    const response = await t.app.inject({
      url: `/api/v2/insights/forms/21.csv?token=${token}&${period}`,
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.body).toBe(
      'received_at,language,name\r\n2026-03-02T10:00:00.000Z,en,Ada\r\n2026-03-09T10:00:00.000Z,en,Grace\r\n',
    );
  });
});
