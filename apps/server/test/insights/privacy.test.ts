import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { retentionCutoff } from '../../src/modules/events/retention.plugin.ts';
import { seedTenant } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { nextClientAddress } from '../submissions/form-fixtures.ts';

const batch = {
  client_id: 'c-1',
  session_id: 's-1',
  device: 'phone',
  events: [{ category: 'scene-view', action: 'atrium', label: '', path: '/northfield/scene/atrium', value: 4200 }],
};

describe.each(testDatabaseKinds())('analytics privacy (%s)', (kind) => {
  let t: TestApp;
  let tenantId: number;

  beforeAll(async () => {
    t = await buildTestApp(kind, { analyticsRetentionMonths: 13 });
    tenantId = await seedTenant(t.app.db, { schema_name: 'northfield' });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.app.db.deleteFrom('analytics_events').execute();
  });

  const send = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/events/',
      remoteAddress: nextClientAddress(),
      headers: { host: 'localhost', 'content-type': 'application/json', 'user-agent': 'Agent/1.0', ...headers },
      payload: JSON.stringify(batch),
    });
  const stored = () => t.app.db.selectFrom('analytics_events').selectAll().execute();

  it('stores the dwell time and the device class, and no IP address or user agent', async () => {
    expect((await send()).statusCode).toBe(202);
    const [row] = await stored();
    expect(row).toMatchObject({ value: 4200, device: 'phone', session_id: 's-1' });
    expect(Object.values(row ?? {})).not.toContain('Agent/1.0');
    expect(JSON.stringify(row)).not.toMatch(/127\.0\.0\.1|\d+\.\d+\.\d+\.\d+/);
  });

  it('stores nothing when the browser sends Do-Not-Track or Global Privacy Control', async () => {
    for (const headers of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Record<string, string>[]) {
      const response = await send(headers);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ accepted: 0 });
    }
    expect(await stored()).toHaveLength(0);
  });

  it('deletes events older than the retention when the server starts, and keeps newer ones', async () => {
    const now = new Date();
    const row = (created_at: string) => ({
      tenant_id: tenantId,
      category: 'page_view',
      action: 'view',
      label: '',
      path: '/',
      created_at,
    });
    const cutoff = retentionCutoff(now, 13);
    await t.app.db
      .insertInto('analytics_events')
      .values([
        row(new Date(cutoff.getTime() - 60_000).toISOString()),
        row(new Date(cutoff.getTime() + 60_000).toISOString()),
        row(now.toISOString()),
      ])
      .execute();
    // A second app over the same database: its start runs the sweep.
    const { buildApp } = await import('../../src/app.ts');
    const other = await buildApp(t.config);
    await other.ready();
    await other.close();
    expect(await stored()).toHaveLength(2);
  });

  it('counts the retention in calendar months, keeping the whole UTC day the cutoff falls in', () => {
    expect(retentionCutoff(new Date('2026-11-26T10:00:00Z'), 13).toISOString()).toBe('2025-10-26T00:00:00.000Z');
  });
});
