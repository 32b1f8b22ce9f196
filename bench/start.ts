// `npm run bench:start`: how long `meridian serve` takes from launch to listening, and its resident memory
// (all its processes) when it is ready and after 2 000 requests: the compiled server (apps/server/dist, what
// `npm start` runs now) against the same sources run through the tsx loader (what `npm start` ran before).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDatabase } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { importPack } from '../apps/server/src/packs/import-pack.ts';
import { CAMPUS_PACK, writeFixtureMedia } from '../apps/server/test/fixtures/packs/fixture-media.ts';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const modes: [string, string[]][] = [
  ['tsx loader (before)', [tsxCli, 'apps/server/src/cli.ts', 'serve']],
  ['compiled JS (now)', ['--enable-source-maps', 'apps/server/dist/cli.js', 'serve']],
];

/** Resident memory in MB of a process and its descendants (tsx's CLI runs the server in a child process). */
function treeRssMb(pid: number): number {
  let kb = 0;
  try {
    kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return kb / 1024 + children.reduce((sum, child) => sum + treeRssMb(Number(child)), 0);
  } catch {
    return kb / 1024;
  }
}

function launch(args: string[], env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/[^\s/]+:(\d+)\//.exec(output);
      if (match) resolve({ child, port: Number(match[1]), ms: performance.now() - started });
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${String(code)}:\n${output}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-start-'));
const mediaRoot = await writeFixtureMedia(fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-start-media-')));
try {
  const db = createDatabase({ kind: 'sqlite', file: path.join(dataDir, 'meridian.sqlite') });
  await migrateToLatest(db);
  const { schemaName } = await importPack(db, CAMPUS_PACK, {
    mediaDir: path.join(dataDir, 'media'),
    mediaRoots: [mediaRoot],
  });
  await db.destroy();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    DEMO_CONTENT: 'false',
  };

  console.log(
    `Start-up of meridian serve, median of ${runs} runs (${os.availableParallelism()} cores, load ${os.loadavg()[0]?.toFixed(1) ?? '?'}):`,
  );
  for (const [name, args] of modes) {
    const measured = { ms: [] as number[], readyMb: [] as number[], loadedMb: [] as number[] };
    for (let attempt = 0; attempt < runs; attempt++) {
      const { child, port, ms } = await launch(args, env);
      measured.ms.push(ms);
      measured.readyMb.push(treeRssMb(child.pid ?? 0));
      await autocannon({
        url: `http://127.0.0.1:${port}/api/v2/scenes/?format=json&limit=1000`,
        headers: { host: `${schemaName}.localhost` },
        connections: 8,
        amount: 2000,
      });
      measured.loadedMb.push(treeRssMb(child.pid ?? 0));
      await stop(child);
    }
    console.log(
      `${name.padEnd(20)} start ${Math.round(median(measured.ms)).toString().padStart(5)} ms   RSS ready ${Math.round(
        median(measured.readyMb),
      )} MB   after 2000 requests ${Math.round(median(measured.loadedMb))} MB`,
    );
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(mediaRoot, { recursive: true, force: true });
}
