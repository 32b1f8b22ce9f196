// The real Meridian server for benchmarks: a free port, a fresh DATA_DIR with the demo tenants.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startMeridian(port: number, options: { panoramaWidth?: number; webDist?: string } = {}) {
  // BENCH_DATA_DIR keeps the generated demo media between runs (4096 px panoramas take minutes).
  // A second server (another web build) keeps its own directory beside it.
  const kept = process.env.BENCH_DATA_DIR && `${process.env.BENCH_DATA_DIR}${options.webDist ? '-baseline' : ''}`;
  if (kept) fs.mkdirSync(kept, { recursive: true });
  const dataDir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-'));
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
      ...(options.webDist ? { WEB_DIST_DIR: options.webDist } : {}),
      // bench:scene wants full-size demo panoramas (low 1024, medium 2048, high 4096 px).
      ...(options.panoramaWidth ? { MERIDIAN_DEMO_PANORAMA_WIDTH: String(options.panoramaWidth) } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/Meridian is (serving|listening)/.test(output)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${String(code)}`)));
  });
  return () => {
    child.kill('SIGTERM');
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
