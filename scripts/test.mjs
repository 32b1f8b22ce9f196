// `npm test`: lint, type-check, unit and integration tests, the two-instance cluster test (when PostgreSQL and
// Redis answer), then end-to-end tests in headless Chromium.
// Prints one closing line `N passed, N failed` that counts every test that ran.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { heading, run } from './run-step.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-test-report-'));
let passed = 0;
let failed = 0;

async function step(name, command, args, env = {}) {
  heading(name);
  const code = await run(command, args, { env: { ...process.env, ...env } });
  if (code !== 0) {
    console.error(`\n${name} failed (exit ${code}).`);
    summary(1);
  }
}

function summary(exitCode) {
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
  process.exit(exitCode);
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const stats = JSON.parse(fs.readFileSync(file, 'utf8')).stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
}

await step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
await step('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
for (const project of ['tsconfig.json', 'packages/contracts', 'apps/server', 'apps/web', 'tools/demo-content']) {
  await step(`type-check ${project}`, 'npx', ['tsc', '-p', project]);
}

/** One vitest run (extra arguments pick its config), counted from its JSON report; a failure ends the run. */
async function vitestStep(name, reportName, args = []) {
  const report = path.join(reports, reportName);
  heading(name);
  const code = await run('npx', [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  countVitest(report);
  if (code !== 0) {
    failed = Math.max(failed, 1);
    summary(1);
  }
}

await vitestStep('unit and integration tests', 'vitest.json');

/** True when something accepts TCP connections at the URL's host and port. */
function answers(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || defaultPort), hostname);
    socket.setTimeout(2000, () => socket.destroy());
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('close', () => resolve(false));
  });
}

const postgres = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redis = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
if ((await answers(postgres, 5432)) && (await answers(redis, 6379))) {
  await vitestStep('cluster test (two instances, PostgreSQL, Redis)', 'cluster.json', [
    '--config',
    'vitest.cluster.config.ts',
  ]);
} else {
  heading('cluster test skipped: PostgreSQL or Redis does not answer');
}

const e2eReport = path.join(reports, 'playwright.json');
heading('end-to-end tests');
const e2eCode = await run('node', ['scripts/e2e.mjs'], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
});
countPlaywright(e2eReport);
if (e2eCode !== 0) failed = Math.max(failed, 1);
summary(e2eCode === 0 ? 0 : 1);
