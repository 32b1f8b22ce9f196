import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

describe('configuration from the environment', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('uses the documented defaults: port 3000 on 127.0.0.1, SQLite under DATA_DIR, app host localhost', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir,
      appHost: 'localhost',
      defaultTenant: 'northfield',
      logLevel: 'info',
      database: { kind: 'sqlite', file: path.join(dataDir, 'meridian.sqlite') },
      mediaDir: path.join(dataDir, 'media'),
    });
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://u@db:5432/meridian' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/meridian' });
  });

  it('generates a secret once, keeps it in DATA_DIR/secret readable only by its owner, and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).secret;
    const second = loadConfig({ DATA_DIR: dataDir }).secret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toBe(first);
    expect(fs.statSync(path.join(dataDir, 'secret')).mode & 0o777).toBe(0o600);
  });

  it('names every bad value in one error', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: tempDir(),
        PORT: 'eighty',
        DATABASE_URL: 'mysql://nope',
        SECRET: 'short',
        APP_HOST: 'not a host',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const variable of ['PORT', 'DATABASE_URL', 'SECRET', 'APP_HOST', 'LOG_LEVEL']) {
      expect(message).toContain(variable);
    }
    expect((error as ConfigError).problems).toHaveLength(5);
  });

  it('imports the demo tenants unless DEMO_CONTENT is false', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).demoContent).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), DEMO_CONTENT: 'false' }).demoContent).toBe(false);
    expect(() => loadConfig({ DATA_DIR: tempDir(), DEMO_CONTENT: 'maybe' })).toThrow(
      /DEMO_CONTENT must be true or false/,
    );
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), PORT: '70000' })).toThrow(/PORT must be between 0 and 65535/);
  });
});
