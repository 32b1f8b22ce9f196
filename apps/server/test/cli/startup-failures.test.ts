import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/connection.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { runCli } from '../helpers/run-cli.ts';

// Issue 10, defect 6: start-up failures ended in stack traces. Each gets one clear line (what,
// which path, what to do) and exit code 1.
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function temporaryDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-startup-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Read-only for this process: permissions for a normal user, the immutable flag for root (who ignores them). */
function makeReadOnly(file: string): void {
  if (process.getuid?.() === 0) {
    execFileSync('chattr', ['+i', file]);
    cleanups.unshift(() => execFileSync('chattr', ['-i', file]));
  } else {
    fs.chmodSync(file, 0o444);
    fs.chmodSync(path.dirname(file), 0o555);
    cleanups.unshift(() => fs.chmodSync(path.dirname(file), 0o755));
  }
}

async function serve(dataDir: string) {
  const run = runCli(['serve'], { DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', DEMO_CONTENT: 'false', SECRET: '' });
  const code = await run.exited;
  const output = run.output().trim();
  return { code, output };
}

function expectOneClearLine(output: string, ...mentions: string[]) {
  expect(output.split('\n'), output).toHaveLength(1);
  expect(output).toMatch(/^meridian: cannot start: /);
  expect(output).not.toMatch(/\bat .+:\d+:\d+/);
  for (const mention of mentions) expect(output).toContain(mention);
}

// Each test starts the CLI in a process of its own, which compiles the server's TypeScript (tsx) before
// it reaches the failure: a minute on a busy machine, so these wait for the exit longer than the default.
describe(
  'meridian serve refuses to start on broken storage with one line and exit code 1',
  { timeout: 240_000 },
  () => {
    it('names a database file that is not a database', async () => {
      const dataDir = temporaryDir();
      fs.writeFileSync(
        path.join(dataDir, 'meridian.sqlite'),
        'These are my holiday notes, not a database.\n'.repeat(200),
      );
      fs.writeFileSync(path.join(dataDir, 'secret'), 'a'.repeat(64));
      const { code, output } = await serve(dataDir);
      expect(code).toBe(1);
      expectOneClearLine(output, path.join(dataDir, 'meridian.sqlite'), 'is not a Meridian database', 'move it away');
    });

    it('names a DATA_DIR that lies below a regular file', async () => {
      const file = path.join(temporaryDir(), 'notes.txt');
      fs.writeFileSync(file, 'notes');
      const dataDir = path.join(file, 'data');
      const { code, output } = await serve(dataDir);
      expect(code).toBe(1);
      expectOneClearLine(output, dataDir, 'set DATA_DIR to a folder');
    });

    it('names a database that cannot be written', async () => {
      const dataDir = temporaryDir();
      // A real, migrated database first.
      const database = path.join(dataDir, 'meridian.sqlite');
      const db = createDatabase({ kind: 'sqlite', file: database });
      await migrateToLatest(db);
      await db.destroy();
      fs.writeFileSync(path.join(dataDir, 'secret'), 'a'.repeat(64));
      makeReadOnly(database);
      const { code, output } = await serve(dataDir);
      expect(code).toBe(1);
      expectOneClearLine(output, database, 'cannot be written', 'write access');
    });
  },
);
