// `npm test`: lint, type-check, unit and integration tests, then end-to-end tests in headless Chromium.
// Prints one closing line `N passed, N failed` that counts every test that ran.
import fs from 'node:fs';
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

const vitestReport = path.join(reports, 'vitest.json');
heading('unit and integration tests');
const unitCode = await run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
countVitest(vitestReport);
if (unitCode !== 0) {
  failed = Math.max(failed, 1);
  summary(1);
}

const e2eReport = path.join(reports, 'playwright.json');
heading('end-to-end tests');
const e2eCode = await run('node', ['scripts/e2e.mjs'], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
});
countPlaywright(e2eReport);
if (e2eCode !== 0) failed = Math.max(failed, 1);
summary(e2eCode === 0 ? 0 : 1);
