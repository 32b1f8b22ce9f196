import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@meridian/server/src/config.ts';
import { createDatabase } from '@meridian/server/src/db/connection.ts';
import { listTenants } from '@meridian/server/src/tenancy/tenants.repository.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultMediaStore } from '../src/media-store.ts';

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const cli = path.resolve(import.meta.dirname, '../src/cli.ts');
const dataDirs: string[] = [];

/** Runs the demo step of `npm start` against a fresh SQLite DATA_DIR; resolves with its exit code and output. */
function prepare(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [tsxCli, cli], {
    // The media an earlier run generated come from the machine's store (media-store.ts).
    env: {
      ...process.env,
      DATABASE_URL: '',
      MERIDIAN_DEMO_PANORAMA_WIDTH: '128',
      MERIDIAN_DEMO_MEDIA_STORE: defaultMediaStore(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

function freshDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-demo-cli-'));
  dataDirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("npm start's demo content step", () => {
  // Two processes, one of them generating every demo media item: a generous ceiling for a busy machine.
  it(
    'imports both demo tenants into a fresh DATA_DIR, and finds them unchanged on the next start',
    { timeout: 600_000 },
    async () => {
      const dataDir = freshDataDir();
      const first = await prepare({ DATA_DIR: dataDir });
      expect(first.output).toContain('demo content: northfield imported');
      expect(first.output).toContain('demo content: harbour imported');
      expect(first.code).toBe(0);

      const db = createDatabase(loadConfig({ DATA_DIR: dataDir }).database);
      try {
        expect((await listTenants(db)).map((tenant) => tenant.schema_name)).toEqual(['harbour', 'northfield']);
      } finally {
        await db.destroy();
      }

      const second = await prepare({ DATA_DIR: dataDir });
      expect(second.output).toContain('demo content: northfield unchanged');
      expect(second.code).toBe(0);
    },
  );

  it('prepares nothing with DEMO_CONTENT=false', async () => {
    const dataDir = freshDataDir();
    const run = await prepare({ DATA_DIR: dataDir, DEMO_CONTENT: 'false' });
    expect(run.code).toBe(0);
    // Loading the configuration keeps its generated secret in DATA_DIR; nothing else may appear there.
    expect(fs.readdirSync(dataDir).filter((name) => name !== 'secret')).toEqual([]);
  });

  it('refuses a bad configuration, naming the value, with exit code 2', async () => {
    const run = await prepare({ DATA_DIR: freshDataDir(), DEMO_CONTENT: 'maybe' });
    expect(run.output).toContain('DEMO_CONTENT must be true or false');
    expect(run.code).toBe(2);
  });
});
