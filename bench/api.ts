// `npm run bench:api`: throughput and p99 of the content API against the real server (its own process on
// 127.0.0.1, fresh DATA_DIR with the fixture pack imported), each as a ratio to a trivial Fastify route.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { importPack } from '../apps/server/src/content/import-pack.ts';
import { createDatabase } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { CAMPUS_PACK, writeFixtureMedia } from '../apps/server/test/fixtures/packs/fixture-media.ts';

const connections = 64;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const root = path.resolve(import.meta.dirname, '..');
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

/** Starts a process and resolves with the port it reports ("listening <port>", or the tenant URLs `serve` prints). */
function startServer(args: string[], env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsxCli, ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)|http:\/\/[^\s/]+:(\d+)\//.exec(output);
      if (match) resolve({ child, port: Number(match[1] ?? match[2]) });
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${String(code)}:\n${output}`)));
  });
}

async function seed(dataDir: string): Promise<string> {
  const mediaRoot = await writeFixtureMedia(fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-media-')));
  const db = createDatabase({ kind: 'sqlite', file: path.join(dataDir, 'meridian.sqlite') });
  try {
    await migrateToLatest(db);
    const result = await importPack(db, CAMPUS_PACK, {
      mediaDir: path.join(dataDir, 'media'),
      mediaRoots: [mediaRoot],
    });
    return result.schemaName;
  } finally {
    await db.destroy();
    fs.rmSync(mediaRoot, { recursive: true, force: true });
  }
}

interface Measure {
  name: string;
  requestsPerSecond: number;
  p99: number;
  failures: number;
}

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Measure> {
  // A short warm-up fills caches and JIT before the measured run.
  await autocannon({ url, connections, duration: 1, headers });
  const result = await autocannon({ url, connections, duration: durationSeconds, headers });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-'));
const children: ChildProcess[] = [];
try {
  console.log(`Seeding ${dataDir} with the fixture pack…`);
  const site = await seed(dataDir);
  const trivial = await startServer(['bench/trivial-server.ts'], process.env);
  children.push(trivial.child);
  const server = await startServer(['apps/server/src/cli.ts', 'serve'], {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    // Request logs go to a pipe nobody reads here; production keeps `info`. See docs/architecture.md.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    DATABASE_URL: '',
  });
  children.push(server.child);

  const base = `http://127.0.0.1:${server.port}`;
  const host = { host: `${site}.localhost` };
  const switchboard = (await (await fetch(`${base}/api/switchboard/${site}.localhost/`)).json()) as {
    version_hash: string;
  };
  const v = switchboard.version_hash;

  console.log(`Measuring ${durationSeconds} s per endpoint at ${connections} connections…`);
  // The trivial route is measured before and after each endpoint and the endpoint is compared with the
  // mean of the two, so load from other processes on the machine affects both sides of each ratio alike.
  const trivialUrl = `http://127.0.0.1:${trivial.port}/ping`;
  const endpoints: [string, string, Record<string, string>][] = [
    // The web app asks the switchboard on its own site's host.
    ['switchboard', `${base}/api/switchboard/${site}.localhost/`, host],
    ['brand', `${base}/api/v2/brand/?v=${v}&format=json`, host],
    ['tours', `${base}/api/v2/tours/?v=${v}&fields=*&type=tour.TourPage&limit=150`, host],
    ['scenes', `${base}/api/v2/scenes/?v=${v}&format=json&limit=1000`, host],
  ];
  // Warm every route first: the first seconds of a fresh process (JIT, lazily loaded code) are not its steady state.
  for (const [, url, headers] of [['trivial', trivialUrl, {}], ...endpoints] as const) {
    await autocannon({ url, connections, duration: 2, headers });
  }
  let before = await measure('trivial Fastify route', trivialUrl);
  const baselines = [before];
  const results: { measure: Measure; ratio: number }[] = [];
  for (const [name, url, headers] of endpoints) {
    const measured = await measure(name, url, headers);
    const after = await measure('trivial Fastify route', trivialUrl);
    baselines.push(after);
    results.push({
      measure: measured,
      ratio: measured.requestsPerSecond / ((before.requestsPerSecond + after.requestsPerSecond) / 2),
    });
    before = after;
  }

  const row = (m: Measure, ratio: string) =>
    `${m.name.padEnd(22)} ${Math.round(m.requestsPerSecond).toString().padStart(8)} req/s  p99 ${m.p99
      .toString()
      .padStart(4)} ms  ratio ${ratio.padStart(5)}  failures ${m.failures}`;
  const trivialMean = baselines.reduce((sum, m) => sum + m.requestsPerSecond, 0) / baselines.length;
  const trivialP99 = Math.max(...baselines.map((m) => m.p99));
  console.log(
    `\n${row({ name: 'trivial Fastify route', requestsPerSecond: trivialMean, p99: trivialP99, failures: 0 }, '1.00')}`,
  );
  for (const { measure: m, ratio } of results) console.log(row(m, ratio.toFixed(2)));
  const failed = results.map((r) => r.measure).filter((m) => m.failures > 0);
  if (failed.length > 0) {
    console.error(`\nFailed requests on: ${failed.map((r) => r.name).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
