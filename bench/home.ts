// `npm run bench:home`: Lighthouse 12 (mobile preset: simulated slow 4G and a mid-range phone) on
// the homepage of both demo tenants, three runs each, median of each figure, against issue 13's
// targets: performance ≥ 90, LCP ≤ 2.5 s, CLS < 0.05, accessibility 100.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { measureBlockingTime, type BlockingTime } from './support/blocking-time.ts';
import { freePort, startMeridian } from './support/meridian-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  /** What the performance score is made of besides LCP and CLS (Lighthouse 12 weights: TBT 30 %). */
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
}

interface LighthouseResult {
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

function lighthouse(url: string): Promise<Figures> {
  const cli = path.join(root, 'node_modules/lighthouse/cli/index.js');
  const args = [
    cli,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility',
    '--chrome-flags=--headless=new --no-sandbox --disable-background-networking --disable-component-update --no-first-run',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${String(code)} on ${url}`));
      const result = JSON.parse(output) as LighthouseResult;
      // BENCH_LIGHTHOUSE_DIR keeps each run's whole report (its long tasks, its network), to see why.
      const keep = process.env.BENCH_LIGHTHOUSE_DIR;
      if (keep) {
        fs.mkdirSync(keep, { recursive: true });
        fs.writeFileSync(path.join(keep, `${new URL(url).pathname.slice(1)}-${String(Date.now())}.json`), output);
      }
      resolve({
        performance: Math.round((result.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((result.categories.accessibility.score ?? 0) * 100),
        lcpMs: result.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        cls: result.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        tbtMs: result.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        fcpMs: result.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        speedIndexMs: result.audits['speed-index']?.numericValue ?? Number.NaN,
      });
    });
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const port = await freePort();
const stop = await startMeridian(port);
const pages = [
  { name: '/northfield', url: `http://localhost:${port}/northfield` },
  { name: '/harbour', url: `http://harbour.localhost:${port}/harbour` },
];
let allMet = true;
try {
  for (const page of pages) {
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouse(page.url));
    const figures: Figures = {
      performance: median(runs.map((run) => run.performance)),
      accessibility: median(runs.map((run) => run.accessibility)),
      lcpMs: median(runs.map((run) => run.lcpMs)),
      cls: median(runs.map((run) => run.cls)),
      tbtMs: median(runs.map((run) => run.tbtMs)),
      fcpMs: median(runs.map((run) => run.fcpMs)),
      speedIndexMs: median(runs.map((run) => run.speedIndexMs)),
    };
    const met =
      figures.performance >= 90 && figures.lcpMs <= 2500 && figures.cls < 0.05 && figures.accessibility === 100;
    allMet &&= met;
    console.log(
      `home ${page.name} (median of ${RUNS}, Lighthouse mobile): performance ${figures.performance} (≥ 90), ` +
        `LCP ${(figures.lcpMs / 1000).toFixed(2)} s (≤ 2.5), CLS ${figures.cls.toFixed(3)} (< 0.05), ` +
        `accessibility ${figures.accessibility} (100) — ${met ? 'targets met' : 'TARGETS NOT MET'}; ` +
        `TBT ${Math.round(figures.tbtMs)} ms, FCP ${(figures.fcpMs / 1000).toFixed(2)} s, ` +
        `Speed Index ${(figures.speedIndexMs / 1000).toFixed(2)} s`,
    );
  }
  await printBlockingTimes(port);
} finally {
  stop();
}

/**
 * Blocking time in Chromium at 4× CPU (support/blocking-time.ts), medians of BENCH_BLOCKING_RUNS; with
 * BENCH_BASELINE_DIST (a copy of an earlier apps/web/dist) the same pages of that build are measured
 * in alternation, so that machine noise hits both alike.
 */
async function printBlockingTimes(meridianPort: number): Promise<void> {
  const runs = Number(process.env.BENCH_BLOCKING_RUNS ?? 7);
  const baselineDist = process.env.BENCH_BASELINE_DIST;
  const baselinePort = baselineDist ? await freePort() : null;
  const stopBaseline =
    baselineDist && baselinePort ? await startMeridian(baselinePort, { webDist: baselineDist }) : null;
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-background-networking', '--no-first-run'],
  });
  try {
    for (const page of pages) {
      const builds = [{ label: 'this build', port: meridianPort }];
      if (baselinePort) builds.push({ label: 'baseline', port: baselinePort });
      const results = new Map<string, BlockingTime[]>(builds.map((build) => [build.label, []]));
      for (let run = 0; run < runs; run += 1) {
        for (const build of builds) {
          const url = page.url.replace(`:${String(meridianPort)}/`, `:${String(build.port)}/`);
          results.get(build.label)?.push(await measureBlockingTime(browser, url));
        }
      }
      const line = builds.map(({ label }) => {
        const figures = results.get(label) ?? [];
        const blocking = median(figures.map((figure) => figure.blockingMs));
        const longest = median(figures.map((figure) => figure.longestMs));
        return `${label} ${Math.round(blocking)} ms (longest task ${Math.round(longest)} ms)`;
      });
      console.log(`home ${page.name} blocking time at 4× CPU in Chromium (median of ${runs}): ${line.join('; ')}`);
    }
  } finally {
    await browser.close();
    stopBaseline?.();
  }
}

if (!allMet) process.exitCode = 1;
