// `npm run test:cluster`: two instances of the compiled server on two ports, one PostgreSQL database and one
// Redis, checked the way a load balancer and visitors would meet them (issue 17).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brandListResponse } from '@meridian/contracts';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPUS_PACK, writeFixtureMedia } from '../../apps/server/test/fixtures/packs/fixture-media.ts';
import {
  createDatabase,
  CuttableProxy,
  dropDatabase,
  Instance,
  refusesConnections,
  request,
  requestInTwoParts,
  runToEnd,
  serverCli,
  waitFor,
} from './cluster-kit.ts';
import {
  acknowledged,
  discoverVisitForm,
  HOST,
  submissionRequest,
  submit,
  visitorAddress,
  type VisitForm,
} from './visitors.ts';

const adminUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const run = crypto.randomBytes(5).toString('hex');
const databaseName = `meridian_cluster_${run}`;
const keyPrefix = `meridian-cluster-${run}:`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-cluster-'));
const dataDir = path.join(work, 'data');
const mediaRoot = path.join(work, 'media-inputs');

let databaseUrl = '';
let postgresProxy: CuttableProxy;
let redisProxy: CuttableProxy;
let a: Instance;
let b: Instance;
let form: VisitForm;
let visitors = 0;

/** Environment shared by every instance and the import CLI: one database, one Redis, one media store, one secret. */
function clusterEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl.replace(/:\d+\//, `:${postgresProxy.port}/`),
    REDIS_URL: `redis://127.0.0.1:${redisProxy.port}`,
    REDIS_KEY_PREFIX: keyPrefix,
    SECRET: `cluster-test-secret-${run}-0123456789abcdef`,
    HOST: '127.0.0.1',
    TRUST_PROXY: '127.0.0.1',
    DEMO_CONTENT: 'false',
    LOG_LEVEL: 'warn',
  };
}

async function importPack(packDir: string): Promise<string> {
  const result = await runToEnd([serverCli, 'import', packDir, '--media-root', mediaRoot], {
    ...clusterEnv(),
    DATABASE_URL: databaseUrl,
  });
  const version = /version (\w+)/.exec(result.output)?.[1];
  if (result.code !== 0 || !version) throw new Error(`import failed:\n${result.output}`);
  return version;
}

async function brandTitle(port: number): Promise<string> {
  const answer = await request(port, { path: '/api/v2/brand/', headers: { host: HOST } });
  return brandListResponse.parse(JSON.parse(answer.body)).items[0]?.title ?? '';
}

async function storedEmails(): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ data: string }>(
      "select data from form_submissions where form_reference = 'visit'",
    );
    return rows.map((row) => String((JSON.parse(row.data) as { email?: unknown }).email));
  } finally {
    await client.end();
  }
}

function nextVisitor(): number {
  visitors += 1;
  return visitors;
}

beforeAll(async () => {
  const build = await runToEnd(['scripts/build-server.mjs'], process.env);
  if (build.code !== 0) throw new Error(`the server did not compile:\n${build.output}`);
  databaseUrl = await createDatabase(adminUrl, databaseName);
  postgresProxy = new CuttableProxy(Number(new URL(databaseUrl).port || 5432));
  redisProxy = new CuttableProxy(Number(new URL(redisUrl).port || 6379));
  await postgresProxy.open();
  await redisProxy.open();
  await writeFixtureMedia(mediaRoot);
  await importPack(CAMPUS_PACK);
  a = new Instance('instance A', clusterEnv());
  b = new Instance('instance B', clusterEnv());
  await Promise.all([a.start(), b.start()]);
  form = await discoverVisitForm(a.port);
});

afterAll(async () => {
  await Promise.all([a.stop(), b.stop()]);
  await postgresProxy.cut();
  await redisProxy.cut();
  await dropDatabase(adminUrl, databaseName);
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${keyPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('two instances on one PostgreSQL database and one Redis', () => {
  it('answer the same content, and an import shows on both within 2 s', async () => {
    const [fromA, fromB] = await Promise.all(
      [a, b].map((instance) => request(instance.port, { path: '/api/v2/scenes/?limit=1000', headers: { host: HOST } })),
    );
    expect(fromA?.status).toBe(200);
    expect(fromA?.body).toBe(fromB?.body);

    const changedPack = path.join(work, 'changed-pack');
    fs.cpSync(CAMPUS_PACK, changedPack, { recursive: true });
    const packFile = path.join(changedPack, 'pack.yaml');
    const newTitle = `Test Campus Open Day ${run}`;
    fs.writeFileSync(packFile, fs.readFileSync(packFile, 'utf8').replace('en: Test Campus Tours', `en: ${newTitle}`));
    await importPack(changedPack);
    const imported = Date.now();

    // Every answer to a request sent 2 s or more after the import finished must show it (the tenant
    // lookup cache lives 1 s); earlier answers may still show the old title.
    for (const instance of [a, b]) {
      const stale = await waitFor(`${instance.name} to show the import`, async () => {
        const sent = Date.now();
        const title = await brandTitle(instance.port);
        if (title !== newTitle) {
          expect(sent - imported, `${instance.name} still answered the old title`).toBeLessThan(2000);
          return undefined;
        }
        return title;
      });
      expect(stale).toBe(newTitle);
    }
  });

  it('share the submission rate limit: the 11th submission within a minute is refused on either instance', async () => {
    const address = visitorAddress(nextVisitor());
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const instance = attempt % 2 === 0 ? a : b;
      statuses.push((await submit(instance.port, form, address, `limited-${attempt}@example.org`)).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('store 200 concurrent submissions spread over both, each exactly once', async () => {
    const emails = Array.from({ length: 200 }, (_, index) => `burst-${run}-${index}@example.org`);
    const answers = await Promise.all(
      emails.map((email, index) => submit((index % 2 === 0 ? a : b).port, form, visitorAddress(nextVisitor()), email)),
    );
    expect(answers.filter((answer) => !acknowledged(answer)).map((answer) => answer.status)).toEqual([]);
    const stored = (await storedEmails()).filter((email) => email.startsWith(`burst-${run}-`));
    expect(stored.sort()).toEqual([...emails].sort());
  });

  it('finish a submission that is in flight when an instance receives SIGTERM, then exit cleanly', async () => {
    const email = `in-flight-${run}@example.org`;
    const inFlight = requestInTwoParts(a.port, await submissionRequest(form, visitorAddress(nextVisitor()), email));
    await inFlight.continued;
    const exited = a.kill('SIGTERM');
    await waitFor('instance A to stop accepting connections', async () =>
      (await refusesConnections(a.port)) ? true : undefined,
    );
    inFlight.finish();
    expect(acknowledged(await inFlight.answer)).toBe(true);
    expect(await exited).toBe(0);
    expect(await storedEmails()).toContain(email);
    await a.start();
  });

  it('keep serving on one instance when the other is killed mid-burst, lose no acknowledged submission, and let it rejoin', async () => {
    const total = 240;
    const acknowledgedEmails: string[] = [];
    const failedOnB: number[] = [];
    let failedOnA = 0;
    const kill: { exited: Promise<number | null> | null } = { exited: null };
    let next = 0;
    // 16 visitors at a time, alternating instances; A is killed once a quarter of the burst is acknowledged.
    const worker = async () => {
      while (next < total) {
        const index = next++;
        const instance = index % 2 === 0 ? a : b;
        const email = `kill-${run}-${index}@example.org`;
        const answer = await submit(instance.port, form, visitorAddress(nextVisitor()), email).catch(() => null);
        if (answer && acknowledged(answer)) acknowledgedEmails.push(email);
        else if (instance === b) failedOnB.push(answer?.status ?? 0);
        else failedOnA += 1;
        if (!kill.exited && acknowledgedEmails.length >= total / 4) kill.exited = a.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    expect(kill.exited).not.toBeNull();
    await kill.exited;
    // Killed mid-burst: some of A's share of the burst found it gone.
    expect(failedOnA).toBeGreaterThan(0);

    expect(failedOnB).toEqual([]);
    expect((await request(b.port, { path: '/api/v2/brand/', headers: { host: HOST } })).status).toBe(200);
    const stored = (await storedEmails()).filter((email) => email.startsWith(`kill-${run}-`));
    expect(stored.filter((email) => acknowledgedEmails.includes(email)).sort()).toEqual(acknowledgedEmails.sort());
    expect(new Set(stored).size).toBe(stored.length);

    await a.start();
    expect(await brandTitle(a.port)).toBe(await brandTitle(b.port));
    expect(acknowledged(await submit(a.port, form, visitorAddress(nextVisitor()), `rejoined-${run}@example.org`))).toBe(
      true,
    );
  });

  it('turn /readyz unready while PostgreSQL is unreachable and ready again when it returns; /healthz stays alive', async () => {
    await postgresProxy.cut();
    for (const instance of [a, b]) {
      const unready = await instance.waitUntilReady(503);
      const body = JSON.parse(unready.body) as { status: string; checks: Record<string, string> };
      expect(body.status).toBe('unready');
      expect(body.checks.database).not.toBe('ok');
      expect((await request(instance.port, { path: '/healthz' })).status).toBe(200);
    }
    await postgresProxy.restore();
    for (const instance of [a, b]) {
      const ready = await instance.waitUntilReady(200);
      expect(JSON.parse(ready.body)).toEqual({
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', redis: 'ok' },
      });
    }
  });

  it('keep accepting submissions while Redis is unreachable, saying so once in the log', async () => {
    // This outage's log only: a restarted instance's earlier output is in `a.output` too.
    const logBefore = a.output.length;
    const logSinceCut = () => a.output.slice(logBefore);
    await redisProxy.cut();
    await a.waitUntilReady(503);
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await submit(
        a.port,
        form,
        visitorAddress(nextVisitor()),
        `no-redis-${run}-${attempt}@example.org`,
      );
      expect(acknowledged(answer)).toBe(true);
    }
    expect(logSinceCut().match(/Redis is unreachable/g)).toHaveLength(1);
    await redisProxy.restore();
    await a.waitUntilReady(200);
    await waitFor('instance A to log that Redis is back', () =>
      Promise.resolve(/Redis is reachable again/.test(logSinceCut()) ? true : undefined),
    );
  });
});
