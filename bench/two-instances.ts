// The two-instance part of `npm run bench:api`: the compiled server as one instance and as two instances
// (two ports) on one PostgreSQL database and one Redis, the scale-out setup of docs/deploy.md, loaded with
// the same total connections. Printed with the machine's core count: the load generator and both instances
// share those cores, so on two cores the second instance cannot add much throughput.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuMs } from './process-cpu.ts';
import { CAMPUS_PACK, writeFixtureMedia } from '../apps/server/test/fixtures/packs/fixture-media.ts';
import { createDatabase, dropDatabase, Instance, request, runToEnd, serverCli } from '../e2e/cluster/cluster-kit.ts';

const HOST = 'tours.testcampus.example';
const adminUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Figures {
  requestsPerSecond: number;
  p99: number;
  /** CPU time of all instances per request: unlike requests/s, hardly moved by other load on the machine. */
  cpuMicrosPerRequest: number;
  failures: number;
}

/** Loads every port at once with its share of the connections; sums requests/s, keeps the worst p99. */
async function load(instances: Instance[], url: string, connections: number, seconds: number): Promise<Figures> {
  const cpu = () => instances.reduce((sum, instance) => sum + cpuMs(instance.pid), 0);
  const cpuBefore = cpu();
  const results = await Promise.all(
    instances.map(({ port }) =>
      autocannon({
        url: `http://127.0.0.1:${port}${url}`,
        connections: Math.max(1, Math.round(connections / instances.length)),
        duration: seconds,
        headers: { host: HOST },
      }),
    ),
  );
  const total = results.reduce((sum, result) => sum + result.requests.total, 0);
  return {
    requestsPerSecond: results.reduce((sum, result) => sum + result.requests.average, 0),
    cpuMicrosPerRequest: ((cpu() - cpuBefore) * 1000) / Math.max(1, total),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    failures: results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0),
  };
}

export async function benchTwoInstances(seconds: number, connections: number): Promise<boolean> {
  const run = crypto.randomBytes(5).toString('hex');
  const databaseName = `meridian_bench_${run}`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-two-'));
  let databaseUrl: string;
  try {
    databaseUrl = await createDatabase(adminUrl, databaseName);
  } catch (error) {
    console.log(`\nTwo instances: skipped, PostgreSQL at ${adminUrl} does not answer (${String(error)}).`);
    fs.rmSync(work, { recursive: true, force: true });
    return true;
  }
  const env = {
    ...process.env,
    DATA_DIR: path.join(work, 'data'),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `meridian-bench-${run}:`,
    SECRET: `bench-secret-${run}-0123456789abcdef0123`,
    HOST: '127.0.0.1',
    DEMO_CONTENT: 'false',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  };
  const instances = [new Instance('instance A', env), new Instance('instance B', env)];
  try {
    const mediaRoot = await writeFixtureMedia(path.join(work, 'media-inputs'));
    const imported = await runToEnd([serverCli, 'import', CAMPUS_PACK, '--media-root', mediaRoot], env);
    if (imported.code !== 0) throw new Error(`import failed:\n${imported.output}`);
    await Promise.all(instances.map((instance) => instance.start()));
    const switchboard = await request(instances[0]?.port ?? 0, { path: `/api/switchboard/${HOST}/` });
    const { version_hash: v } = JSON.parse(switchboard.body) as { version_hash: string };
    const url = `/api/v2/scenes/?v=${v}&format=json&limit=1000`;
    // Warm both (JIT, response cache) before measuring.
    await load(instances, url, connections, 2);

    const one = await load(instances.slice(0, 1), url, connections, seconds);
    const two = await load(instances, url, connections, seconds);
    const row = (name: string, figures: Figures) =>
      `${name.padEnd(28)} ${Math.round(figures.requestsPerSecond).toString().padStart(7)} req/s  p99 ${figures.p99
        .toString()
        .padStart(4)} ms  | CPU ${Math.round(figures.cpuMicrosPerRequest)
        .toString()
        .padStart(4)} µs/req  | failures ${figures.failures}`;
    console.log(
      `\nScale-out on PostgreSQL + Redis, scenes with v, ${connections} connections in all, ${seconds} s ` +
        `(${os.availableParallelism()} cores shared by the load generator and the instances; load ${
          os.loadavg()[0]?.toFixed(1) ?? '?'
        }):`,
    );
    console.log(row('one instance', one));
    console.log(row('two instances (two ports)', two));
    return one.failures === 0 && two.failures === 0;
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await dropDatabase(adminUrl, databaseName);
    fs.rmSync(work, { recursive: true, force: true });
  }
}
