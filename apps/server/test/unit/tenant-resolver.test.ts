import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TenantResolver } from '../../src/tenancy/tenant-resolver.ts';
import { seedTenant } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

describe('tenant lookups are reused for a short time only', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });
  // The clock is the test's: a busy machine must not expire a lookup between two assertions.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sees a tenant imported by another process once the lookup has expired', async () => {
    const resolver = new TenantResolver(t.app.db, { appHost: 'localhost', defaultTenant: 'northfield', ttlMs: 50 });
    expect(await resolver.resolve('fresh.localhost')).toBeNull();
    await seedTenant(t.app.db, { schema_name: 'fresh' });
    expect(await resolver.resolve('fresh.localhost')).toBeNull();
    vi.setSystemTime(Date.now() + 80);
    expect((await resolver.resolve('fresh.localhost'))?.schema_name).toBe('fresh');
  });

  it('sees a new version hash once the lookup has expired', async () => {
    const resolver = new TenantResolver(t.app.db, { appHost: 'localhost', defaultTenant: 'northfield', ttlMs: 50 });
    const id = await seedTenant(t.app.db, { schema_name: 'versioned', version_hash: 'one' });
    expect((await resolver.resolve('versioned.localhost'))?.version_hash).toBe('one');
    await t.app.db.updateTable('tenants').set({ version_hash: 'two' }).where('id', '=', id).execute();
    vi.setSystemTime(Date.now() + 80);
    expect((await resolver.resolve('versioned.localhost'))?.version_hash).toBe('two');
  });
});
