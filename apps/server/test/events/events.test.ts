import { analyticsBatchAccepted, type AnalyticsBatch } from '@meridian/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { seedTenant } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { nextClientAddress } from '../submissions/form-fixtures.ts';

const batch: AnalyticsBatch = {
  client_id: 'client-1',
  session_id: 'session-1',
  events: [
    {
      category: 'cta-open',
      action: 'CTA_4',
      label: 'Plan your visit',
      path: '/northfield/highlights',
      ts: 1_790_000_000_000,
    },
    { category: 'cta', action: 'close', label: '', path: '/northfield/highlights' },
  ],
};

describe.each(testDatabaseKinds())('analytics events (%s)', (kind) => {
  let t: TestApp;
  let northfield: number;
  let harbour: number;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    northfield = await seedTenant(t.app.db, { schema_name: 'northfield' });
    harbour = await seedTenant(t.app.db, { schema_name: 'harbour' });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.app.db.deleteFrom('analytics_events').execute();
  });

  function send(
    body: string,
    options: { host?: string; contentType?: string; headers?: Record<string, string>; address?: string } = {},
  ) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v2/events/',
      remoteAddress: options.address ?? nextClientAddress(),
      headers: {
        host: options.host ?? 'localhost:3000',
        'content-type': options.contentType ?? 'application/json',
        ...options.headers,
      },
      payload: body,
    });
  }

  const storedEvents = () => t.app.db.selectFrom('analytics_events').selectAll().orderBy('id').execute();

  it('stores every event of a batch for the tenant of the host and answers 202 with the count', async () => {
    const response = await send(JSON.stringify(batch), { headers: { origin: 'http://localhost:3000' } });
    expect(response.statusCode).toBe(202);
    expect(analyticsBatchAccepted.parse(response.json())).toEqual({ accepted: 2 });
    const rows = await storedEvents();
    expect(rows.map((row) => [row.tenant_id, row.category, row.action, row.label, row.path])).toEqual([
      [northfield, 'cta-open', 'CTA_4', 'Plan your visit', '/northfield/highlights'],
      [northfield, 'cta', 'close', '', '/northfield/highlights'],
    ]);
    expect(rows[0]).toMatchObject({ client_id: 'client-1', session_id: 'session-1' });
    expect(Number(rows[0]?.client_ts)).toBe(1_790_000_000_000);
  });

  it('accepts a sendBeacon batch sent as text/plain', async () => {
    const response = await send(JSON.stringify(batch), {
      host: 'harbour.localhost:3000',
      contentType: 'text/plain;charset=UTF-8',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(202);
    const rows = await storedEvents();
    expect(rows.every((row) => row.tenant_id === harbour)).toBe(true);
    expect(rows).toHaveLength(2);
  });

  it('rejects a batch that is not JSON, or breaks the contract, with 400 and stores nothing', async () => {
    const invalid = [
      '{"events": [',
      JSON.stringify({ events: [] }),
      JSON.stringify({ events: [{ category: '', action: 'x', path: '/' }] }),
      JSON.stringify({ events: Array.from({ length: 101 }, () => batch.events[0]) }),
      JSON.stringify({ events: [{ ...batch.events[0], ts: -5 }] }),
    ];
    for (const body of invalid) {
      const response = await send(body, { contentType: 'text/plain' });
      expect(response.statusCode, body.slice(0, 40)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/event batch/i);
    }
    expect(await storedEvents()).toHaveLength(0);
  });

  it('says in English what is wrong with a rejected batch (zod/mini contracts, English messages loaded)', async () => {
    const answers = await Promise.all(
      [
        { events: [] },
        { events: [{ category: '', action: 'x', path: '/' }] },
        { events: [{ category: 'cta', action: 'x', path: '/', ts: -5 }] },
      ].map((body) => send(JSON.stringify(body))),
    );
    expect(answers.map((answer) => answer.json<{ message: string }>().message)).toEqual([
      'Invalid event batch: events: Too small: expected array to have >=1 items',
      'Invalid event batch: events.0.category: Too small: expected string to have >=1 characters',
      'Invalid event batch: events.0.ts: Too small: expected number to be >=0',
    ]);
  });

  it('refuses events posted from another origin or site with 403', async () => {
    const fromElsewhere = await send(JSON.stringify(batch), { headers: { origin: 'https://evil.example' } });
    expect(fromElsewhere.statusCode).toBe(403);
    const otherTenant = await send(JSON.stringify(batch), { headers: { origin: 'http://harbour.localhost:3000' } });
    expect(otherTenant.statusCode).toBe(403);
    const crossSite = await send(JSON.stringify(batch), { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await send(JSON.stringify(batch), { headers: { 'sec-fetch-site': 'same-site' } });
    expect(sameSite.statusCode).toBe(403);
    expect(await storedEvents()).toHaveLength(0);
  });

  it('answers 400 and stores nothing for a host that serves no tenant', async () => {
    const response = await send(JSON.stringify(batch), { host: 'nowhere.example' });
    expect(response.statusCode).toBe(400);
    expect(await storedEvents()).toHaveLength(0);
  });

  it('answers an oversized batch with 413', async () => {
    const response = await send(JSON.stringify({ ...batch, padding: 'x'.repeat(70 * 1024) }));
    expect(response.statusCode).toBe(413);
  });

  it('limits each client to 60 batches a minute with 429 and Retry-After', async () => {
    const address = nextClientAddress();
    const one = JSON.stringify({ events: [batch.events[1]] });
    for (let attempt = 0; attempt < 60; attempt++) expect((await send(one, { address })).statusCode).toBe(202);
    const limited = await send(one, { address });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedEvents()).toHaveLength(60);
  });
});
