// Starts the real server on a free port with a fresh temporary DATA_DIR, waits until it serves,
// and tells the tests where it is (E2E_PORT). Which tenants it has is known before it starts
// (demo-tenants.ts, read from content/demo); the run stops here if the server imported others.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { demoTenants } from './demo-tenants.ts';

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function waitForTenants(child: ChildProcess, output: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output.join('')}`)), 240_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      const match = /E2E_TENANTS (\[.*\])/.exec(output.join(''));
      if (match?.[1] && /Meridian is (serving|listening)/.test(output.join(''))) {
        clearTimeout(timer);
        resolve(JSON.parse(match[1]) as string[]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code ?? 'a signal'}:\n${output.join('')}`));
    });
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-e2e-data-'));
  // The generated demo media outlive the run in the machine's media store (serve.ts), not here: a
  // fresh worktree then gets them too, and without them every run ray-traces the panoramas again.
  const port = await freePort();
  const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
  const child = spawn(process.execPath, [tsxCli, path.join(root, 'e2e/support/serve.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_HOST: 'localhost',
      LOG_LEVEL: 'warn',
      // Every test is a visitor from 127.0.0.1: at the defaults (10 form submissions and 60 event
      // batches a minute per address) tests running side by side were refused each other's quota
      // ("Something went wrong" on a form; events lost from an insights count). The limits
      // themselves are tested in apps/server/test.
      SUBMISSIONS_PER_MINUTE: '10000',
      EVENT_BATCHES_PER_MINUTE: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  // The server's warnings and errors (LOG_LEVEL warn) outlive the run: a test that fails on an answer
  // it did not expect (a form's "Something went wrong") can be read against the server's side of it.
  const serverLog = path.join(os.tmpdir(), `meridian-e2e-server-${String(port)}.log`);
  const logFile = fs.createWriteStream(serverLog);
  child.stdout.pipe(logFile);
  child.stderr.pipe(logFile);
  const imported = await waitForTenants(child, output);
  const expected = demoTenants();
  if (JSON.stringify([...imported].sort()) !== JSON.stringify(expected)) {
    child.kill('SIGTERM');
    throw new Error(`the server imported ${JSON.stringify(imported)}, content/demo has ${JSON.stringify(expected)}`);
  }
  process.env.E2E_PORT = String(port);
  // The server's SQLite file is DATA_DIR/meridian.sqlite: tests read stored form submissions from it.
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    fs.rmSync(dataDir, { recursive: true, force: true });
    console.log(`The e2e server's log (its warnings and errors): ${serverLog}`);
  };
}
