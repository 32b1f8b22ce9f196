// Lighthouse 12 (mobile preset: simulated slow 4G and a mid-range phone) on one URL, as figures.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export interface Figures {
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

export function lighthouse(url: string): Promise<Figures> {
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
