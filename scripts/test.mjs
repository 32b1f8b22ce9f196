// `npm test`: lint, type-check, unit and integration tests, the two-instance cluster test (when PostgreSQL and
// Redis answer), then end-to-end tests in headless Chromium. The web app is built while the static
// checks run (neither needs the other), so the end-to-end step starts with it ready.
// Prints one closing line `N passed, N failed` that counts every test that ran.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { heading, run, typeCheckArgs, typeCheckProjects } from './run-step.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-test-report-'));
let passed = 0;
let failed = 0;

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

/** Runs a command with its output held back, so that steps running side by side print whole. */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ code: 1, output: `Could not start ${command}: ${error.message}\n` }));
    child.on('exit', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output).toString() }),
    );
  });
}

/**
 * The static checks run in two lanes, one per core: typed lint (which type-checks the whole
 * repository itself) in one, formatting and the five type-checks in the other. Each step's output
 * is printed whole when it ends; the first failure ends the run once both lanes are done. Prettier
 * and tsc keep what they learnt in node_modules/.cache (tsc's build info is per project; a rerun
 * checks again only what changed), which changes nothing on a clean clone.
 */
async function staticChecks() {
  const lanes = [
    [['lint', 'npx', ['eslint', '.', '--max-warnings=0']]],
    [
      ['format', 'npx', ['prettier', '--check', '.', '--cache', '--log-level', 'warn']],
      ...typeCheckProjects.map((project) => [`type-check ${project}`, 'npx', typeCheckArgs(project)]),
    ],
  ];
  const failures = [];
  await Promise.all(
    lanes.map(async (lane) => {
      for (const [name, command, args] of lane) {
        const { code, output } = await runQuietly(command, args);
        heading(name);
        process.stdout.write(output);
        if (code !== 0) {
          failures.push(`${name} failed (exit ${String(code)}).`);
          return;
        }
      }
    }),
  );
  if (failures.length > 0) {
    console.error(`\n${failures.join('\n')}`);
    summary(1);
  }
}

// Started now, awaited before the end-to-end tests: its output is printed when it is needed.
const webBuild = runQuietly('npm', ['run', 'build', '-w', '@meridian/web']);
await staticChecks();

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

// Done before the unit and integration tests: the server-rendering tests render with the web build's
// server entry (apps/web/dist-ssr), and the cluster test's servers serve apps/web/dist.
const built = await webBuild;
heading('building the web app (started with the static checks)');
process.stdout.write(built.output);
if (built.code !== 0) {
  console.error('The web app did not build.');
  failed = Math.max(failed, 1);
  summary(1);
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
const e2eCode = await run('node', ['scripts/e2e.mjs', '--built'], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
});
countPlaywright(e2eReport);
if (e2eCode !== 0) failed = Math.max(failed, 1);
summary(e2eCode === 0 ? 0 : 1);
