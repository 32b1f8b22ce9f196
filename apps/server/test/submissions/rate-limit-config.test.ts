import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { seedTenant, writeDocument } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { csrfHeaders, makeForm, multipartBody, nextClientAddress, validEntries } from './form-fixtures.ts';

describe('rate limits from the environment', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-rate-config-'));
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('defaults to 10 submissions and 60 event batches per client per minute', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).rateLimits).toEqual({
      submissionsPerMinute: 10,
      eventBatchesPerMinute: 60,
    });
  });

  it('reads SUBMISSIONS_PER_MINUTE and EVENT_BATCHES_PER_MINUTE', () => {
    const config = loadConfig({ DATA_DIR: dataDir, SUBMISSIONS_PER_MINUTE: '3', EVENT_BATCHES_PER_MINUTE: '500' });
    expect(config.rateLimits).toEqual({ submissionsPerMinute: 3, eventBatchesPerMinute: 500 });
  });

  it('stops at start on a rate limit that is not a positive whole number, naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, SUBMISSIONS_PER_MINUTE: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, EVENT_BATCHES_PER_MINUTE: 'many' })).toThrow(
      /EVENT_BATCHES_PER_MINUTE/,
    );
  });
});

describe('configured submission rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp('sqlite', { rateLimits: { submissionsPerMinute: 2, eventBatchesPerMinute: 60 } });
    const tenant = await seedTenant(t.app.db, { schema_name: 'northfield' });
    await writeDocument(t.app.db, tenant, { kind: 'form', id: 7, body: makeForm(7) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 once a client has sent the configured number of submissions', async () => {
    const address = nextClientAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const body = await multipartBody(validEntries());
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v2/forms/7/submissions/',
        remoteAddress: address,
        headers: { 'content-type': body.contentType, ...csrfHeaders(t.config.secret) },
        payload: body.payload,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
