// `npm run bench:api`: throughput, p99 and CPU per request of the content API against the real server (its own
// process on 127.0.0.1, fresh DATA_DIR with the fixture pack imported), each compared with a trivial Fastify route;
// then one instance against two on PostgreSQL and Redis (bench/two-instances.ts; BENCH_TWO_INSTANCES=false skips it).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { importPack } from '../apps/server/src/packs/import-pack.ts';
import { createDatabase } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { CAMPUS_PACK, writeFixtureMedia } from '../apps/server/test/fixtures/packs/fixture-media.ts';
import { describeDurableWrites, measureDurableWrites } from './durable-writes.ts';
import { cpuMs } from './process-cpu.ts';
import { benchTwoInstances } from './two-instances.ts';

const connections = 64;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const root = path.resolve(import.meta.dirname, '..');

/** Starts `node <args>` (one process, so its CPU time can be read) and resolves with its port. */
function startServer(args: string[], env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
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

/** A GET on another Host (fetch cannot set it): the body and the `name=value` of the cookie it sets. */
function getWithHost(url: string, host: string): Promise<{ body: string; cookie: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ body, cookie: (response.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '' }),
        );
      })
      .on('error', reject);
  });
}

interface Measure {
  name: string;
  requestsPerSecond: number;
  p99: number;
  /** Server CPU time per request: unlike requests/s, hardly moved by other load on the machine. */
  cpuMicrosPerRequest: number;
  /** Bytes on the wire per answer (headers and body), what the kernel copies for each request. */
  bytesPerResponse: number;
  failures: number;
}

async function measure(name: string, pid: number | undefined, url: string, headers: Record<string, string> = {}) {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections, duration: durationSeconds, headers });
  const cpu = cpuMs(pid) - cpuBefore;
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    cpuMicrosPerRequest: (cpu * 1000) / Math.max(1, result.requests.total),
    bytesPerResponse: result.throughput.total / Math.max(1, result.requests.total),
    failures: result.errors + result.timeouts + result.non2xx,
  } satisfies Measure;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-'));
const children: ChildProcess[] = [];
try {
  console.log(`Seeding ${dataDir} with the fixture pack…`);
  const site = await seed(dataDir);
  const trivial = await startServer(['--import', 'tsx', 'bench/trivial-server.ts'], process.env);
  children.push(trivial.child);
  // The compiled server, as `npm start` runs it (`npm run bench:api` compiles it first).
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const server = await startServer([...profile, 'apps/server/dist/cli.js', 'serve'], {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    // Request logs go to a pipe nobody reads here; production keeps `info`. See docs/architecture.md.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    DATABASE_URL: '',
    // The fixture pack above is the content measured; the demo tenants would only slow the start.
    DEMO_CONTENT: 'false',
  });
  children.push(server.child);

  const base = `http://127.0.0.1:${server.port}`;
  // What Chromium sends with the web app's calls: the encodings it accepts (the answers go compressed, as
  // they do to every visitor) and the csrftoken cookie the page it runs in came with.
  const siteHost = `${site}.localhost`;
  const first = await getWithHost(`${base}/api/switchboard/${siteHost}/`, siteHost);
  const host = { host: siteHost, 'accept-encoding': 'gzip, deflate, br, zstd', cookie: first.cookie };
  const switchboard = JSON.parse(first.body) as { version_hash: string };
  const v = switchboard.version_hash;
  const trivialUrl = `http://127.0.0.1:${trivial.port}/ping`;
  const endpoints: [string, string, Record<string, string>][] = [
    // The web app asks the switchboard on its own site's host.
    ['switchboard', `${base}/api/switchboard/${site}.localhost/`, host],
    ['brand', `${base}/api/v2/brand/?v=${v}&format=json`, host],
    ['tours', `${base}/api/v2/tours/?v=${v}&fields=*&type=tour.TourPage&limit=150`, host],
    ['scenes', `${base}/api/v2/scenes/?v=${v}&format=json&limit=1000`, host],
  ];

  // BENCH_ONLY=brand,tours measures only those (to profile one answer with BENCH_CPU_PROF).
  const only = process.env.BENCH_ONLY?.split(',');
  if (only) endpoints.splice(0, endpoints.length, ...endpoints.filter(([name]) => only.includes(name)));

  // Warm every route first: the first seconds of a fresh process (JIT, lazily loaded code) are not its steady state.
  for (const [, url, headers] of [['trivial', trivialUrl, {}], ...endpoints] as const) {
    await autocannon({ url, connections, duration: 2, headers });
  }

  console.log(`Measuring ${durationSeconds} s per endpoint at ${connections} connections…`);
  // The trivial route is measured before and after each endpoint and the endpoint is compared with the
  // mean of the two, so load from other processes on the machine affects both sides of each ratio alike.
  let before = await measure('trivial Fastify route', trivial.child.pid, trivialUrl);
  const baselines = [before];
  const results: { measure: Measure; ratio: number; cpuRatio: number }[] = [];
  for (const [name, url, headers] of endpoints) {
    const measured = await measure(name, server.child.pid, url, headers);
    const after = await measure('trivial Fastify route', trivial.child.pid, trivialUrl);
    baselines.push(after);
    const meanRps = (before.requestsPerSecond + after.requestsPerSecond) / 2;
    const meanCpu = (before.cpuMicrosPerRequest + after.cpuMicrosPerRequest) / 2;
    results.push({
      measure: measured,
      ratio: measured.requestsPerSecond / meanRps,
      cpuRatio: meanCpu / measured.cpuMicrosPerRequest,
    });
    before = after;
  }

  const row = (m: Measure, ratio: number, cpuRatio: number) =>
    `${m.name.padEnd(22)} ${Math.round(m.requestsPerSecond).toString().padStart(7)} req/s  p99 ${m.p99
      .toString()
      .padStart(4)} ms  ratio ${ratio.toFixed(2)}  | CPU ${Math.round(m.cpuMicrosPerRequest)
      .toString()
      .padStart(
        4,
      )} µs/req  CPU ratio ${cpuRatio.toFixed(2)}  | ${(m.bytesPerResponse / 1024).toFixed(1).padStart(5)} KB/answer  | failures ${m.failures}`;
  const mean = (pick: (m: Measure) => number) => baselines.reduce((sum, m) => sum + pick(m), 0) / baselines.length;
  const trivialRow: Measure = {
    name: 'trivial Fastify route',
    requestsPerSecond: mean((m) => m.requestsPerSecond),
    p99: Math.max(...baselines.map((m) => m.p99)),
    cpuMicrosPerRequest: mean((m) => m.cpuMicrosPerRequest),
    bytesPerResponse: mean((m) => m.bytesPerResponse),
    failures: 0,
  };
  console.log(`\n${row(trivialRow, 1, 1)}`);
  for (const { measure: m, ratio, cpuRatio } of results) console.log(row(m, ratio, cpuRatio));
  console.log(
    `\nratio: requests/s against the trivial route measured just before and after; CPU ratio: trivial route's\n` +
      `server CPU per request divided by the endpoint's (load on the machine: ${os.loadavg()[0]?.toFixed(1) ?? '?'}).`,
  );
  console.log(`\n${describeDurableWrites(await measureDurableWrites())}`);
  const failed = results.map((r) => r.measure).filter((m) => m.failures > 0);
  if (failed.length > 0) {
    console.error(`\nFailed requests on: ${failed.map((m) => m.name).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (process.env.BENCH_TWO_INSTANCES !== 'false' && !(await benchTwoInstances(durationSeconds, connections))) {
  console.error('\nFailed requests in the two-instance run');
  process.exitCode = 1;
}
