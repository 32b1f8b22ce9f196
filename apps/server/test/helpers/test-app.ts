import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { AppConfig } from '../../src/config.ts';
import { freshTestDatabase } from '../../src/db/test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close: () => Promise<void>;
}

/**
 * The real app over a fresh database (SQLite or PostgreSQL) with its own
 * temporary data and web directories. Nothing is mocked.
 */
export async function buildTestApp(kind: 'sqlite' | 'postgres', overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = freshTestDatabase(kind);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-app-'));
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    database: database.target,
    secret: 'test-secret-that-is-long-enough-for-hmac-0123456789',
    appHost: 'localhost',
    defaultTenant: 'northfield',
    logLevel: 'silent',
    webDistDir: path.join(dataDir, 'web'),
    mediaDir: path.join(dataDir, 'media'),
    insightsRollups: false,
    ...overrides,
  };
  const app = await buildApp(config);
  return {
    app,
    config,
    close: async () => {
      await database.cleanup(app.db);
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
