import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

describe('scale-out settings from the environment', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-scale-config-'));
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs alone by default: no Redis, no trusted proxy, no metrics', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.redis).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.metricsPort).toBeUndefined();
  });

  it('reads REDIS_URL with its key prefix, TRUST_PROXY in each form, and METRICS_PORT', () => {
    const config = loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'redis://cache:6379', METRICS_PORT: '9464' });
    expect(config.redis).toEqual({ url: 'redis://cache:6379', keyPrefix: 'meridian:' });
    expect(config.metricsPort).toBe(9464);
    expect(loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'rediss://c', REDIS_KEY_PREFIX: 'x:' }).redis?.keyPrefix).toBe(
      'x:',
    );
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
    ]);
  });

  it('stops at start on a REDIS_URL or METRICS_PORT that cannot work, naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL must be a redis:/);
    expect(() => loadConfig({ DATA_DIR: dataDir, METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT must be a number/);
  });
});
