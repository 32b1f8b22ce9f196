import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantUrls } from '../../src/cli/serve.ts';
import { seedCampus } from '../helpers/campus.ts';
import { runCli } from '../helpers/run-cli.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

// Two tests start the CLI in a process of its own (tsx compiles the server first): a minute on a
// busy machine, so they wait for it longer than the default.
describe('meridian serve', { timeout: 240_000 }, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    await seedCampus(t.app.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('prints the URL of each tenant: the default tenant on the app host, the others as subdomains', async () => {
    expect(await tenantUrls(t.app, 3000)).toEqual([
      'http://harbour.localhost:3000/ (Harbour Museum)',
      'http://localhost:3000/ (Northfield University)',
    ]);
  });

  it('listens, answers, and exits cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-serve-'));
    const run = runCli(['serve'], {
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      DEMO_CONTENT: 'false',
    });
    try {
      const port = await new Promise<number>((resolve, reject) => {
        const timer = setInterval(() => {
          const match = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(run.output());
          if (match?.[1]) {
            clearInterval(timer);
            resolve(Number(match[1]));
          }
        }, 100);
        void run.exited.then(() => {
          clearInterval(timer);
          reject(new Error(run.output()));
        });
      });
      const response = await fetch(`http://127.0.0.1:${port}/api/switchboard/localhost/`);
      expect(response.status).toBe(200);
      expect(await response.json()).toHaveProperty('error');
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      expect(run.output()).toContain('shutting down');
    } finally {
      run.child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start with bad configuration, naming each bad value, exit code 2', async () => {
    const run = runCli(['serve'], { PORT: 'many', LOG_LEVEL: 'chatty', DATA_DIR: os.tmpdir() });
    expect(await run.exited).toBe(2);
    expect(run.output()).toContain('PORT must be a number');
    expect(run.output()).toContain('LOG_LEVEL must be one of');
  });
});
