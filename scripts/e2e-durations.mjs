// Where the end-to-end step's time goes: sums the tests' durations from Playwright's JSON report by
// spec file and by describe (or top-level test), largest first, with their number of tests.
//   node scripts/e2e-durations.mjs [report.json] [--by=file|describe|test] [--top=N]
// Without a report, the newest $TMPDIR/meridian-test-report-*/playwright.json (written by `npm test`).
// A second report (`… before.json after.json`) prints both sums side by side per spec file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const by = option('by', 'file');
const top = Number(option('top', '40'));
const files = args.filter((arg) => !arg.startsWith('--'));

function newestReport() {
  const dirs = fs
    .readdirSync(os.tmpdir())
    .filter((name) => name.startsWith('meridian-test-report-'))
    .map((name) => path.join(os.tmpdir(), name, 'playwright.json'))
    .filter((file) => fs.existsSync(file))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  if (!dirs[0]) throw new Error('no playwright.json under $TMPDIR/meridian-test-report-*');
  return dirs[0];
}

/** Every test of the report: its file, describe titles, title, duration (s, all its results) and status. */
function tests(file) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const rows = [];
  const walk = (suite, trail) => {
    const here = suite.file && trail.length === 0 ? [] : [...trail, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const seconds = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0) / 1000;
        const status = test.results?.at(-1)?.status ?? 'not run';
        rows.push({ file: spec.file ?? suite.file, describe: here.join(' › '), title: spec.title, seconds, status });
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ? here : trail);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return { rows, stats: report.stats ?? {} };
}

const key = (row) =>
  by === 'test'
    ? `${row.file} › ${row.describe ? `${row.describe} › ` : ''}${row.title}`
    : by === 'describe'
      ? `${row.file} › ${row.describe || row.title}`
      : row.file;

function sums(rows) {
  const map = new Map();
  for (const row of rows) {
    const entry = map.get(key(row)) ?? { seconds: 0, count: 0, skipped: 0 };
    entry.seconds += row.seconds;
    entry.count += 1;
    if (row.status === 'skipped') entry.skipped += 1;
    map.set(key(row), entry);
  }
  return map;
}

const [first = newestReport(), second] = files;
const before = tests(first);
const total = (rows) => rows.reduce((sum, row) => sum + row.seconds, 0);
console.log(`${first}: ${before.rows.length} tests, durations summed ${total(before.rows).toFixed(0)} s`);
console.log(
  `wall time ${((before.stats.duration ?? 0) / 1000).toFixed(0)} s, started ${before.stats.startTime ?? '?'}`,
);
if (!second) {
  const sorted = [...sums(before.rows)].sort((a, b) => b[1].seconds - a[1].seconds).slice(0, top);
  for (const [name, entry] of sorted) {
    const skipped = entry.skipped ? ` (${String(entry.skipped)} skipped)` : '';
    console.log(
      `${entry.seconds.toFixed(1).padStart(8)} s ${String(entry.count).padStart(3)} tests${skipped.padEnd(14)} ${(entry.seconds / entry.count).toFixed(1).padStart(6)} s each  ${name}`,
    );
  }
} else {
  const after = tests(second);
  console.log(`${second}: ${after.rows.length} tests, durations summed ${total(after.rows).toFixed(0)} s`);
  const [a, b] = [sums(before.rows), sums(after.rows)];
  const names = [...new Set([...a.keys(), ...b.keys()])].sort(
    (x, y) => (a.get(y)?.seconds ?? 0) - (a.get(x)?.seconds ?? 0),
  );
  for (const name of names.slice(0, top)) {
    const [x, y] = [a.get(name), b.get(name)];
    console.log(
      `${(x?.seconds ?? 0).toFixed(1).padStart(8)} s (${String(x?.count ?? 0).padStart(3)}) → ${(y?.seconds ?? 0).toFixed(1).padStart(7)} s (${String(y?.count ?? 0).padStart(3)})  ${name}`,
    );
  }
}
