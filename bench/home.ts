// `npm run bench:home` (issue 36): the server-rendered homepage of both demo tenants against the same
// page with every script removed (support/scriptless-copy.ts: the limit for this content), measured
// in alternation in one run, medians of BENCH_RUNS (5):
// - Lighthouse mobile: TBT ≤ 2×, LCP ≤ 1.15× and CLS ≤ 0.02 absolute of the copy's (the performance
//   score printed for information);
// - the homepage's JavaScript (gzip, everything loaded in its first 5 s) beside the aim of 120 KB;
// - the longest task after the first paint, unthrottled in Chromium (aim: none over 50 ms);
// - the HTML answer under autocannon against the app's shell for a page the server does not render
//   (the map's), mean latency ≤ 1.5×, asked for as a browser asks (compressed forms accepted), and
//   uncompressed for information.
import { chromium, type Browser } from '@playwright/test';
import autocannon from 'autocannon';
import { scriptBytes } from '../e2e/support/script-bytes.ts';
import { measureBlockingTime } from './support/blocking-time.ts';
import { lighthouse, type Figures } from './support/lighthouse.ts';
import { freePort, startMeridian } from './support/meridian-server.ts';
import { startScriptlessCopy } from './support/scriptless-copy.ts';

const RUNS = Math.max(5, Number(process.env.BENCH_RUNS ?? 5));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const JS_AIM_KB = 120;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const ms = (value: number) => `${String(Math.round(value))} ms`;
const ratio = (value: number, anchor: number) => (anchor > 0 ? value / anchor : value > 0 ? Infinity : 1);
const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');

const port = await freePort();
const copyPort = await freePort();
const stopMeridian = await startMeridian(port);
const sites = [
  { site: 'northfield', host: 'localhost' },
  { site: 'harbour', host: 'harbour.localhost' },
];
const stopCopy = await startScriptlessCopy(
  copyPort,
  port,
  sites.map(({ site }) => `/${site}`),
);
const urlOf = (host: string, onPort: number, path: string) => `http://${host}:${String(onPort)}${path}`;

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): a second try. */
async function lighthouseRun(url: string): Promise<Figures> {
  try {
    return await lighthouse(url);
  } catch (error) {
    console.log(`  (${error instanceof Error ? error.message : String(error)}: once more)`);
    return lighthouse(url);
  }
}

async function lighthouseSideBySide(host: string, site: string): Promise<void> {
  const rendered: Figures[] = [];
  const scriptless: Figures[] = [];
  // A first visit of each (the server's render cache, the page's files) is not what is measured.
  await lighthouseRun(urlOf(host, port, `/${site}`));
  await lighthouseRun(urlOf(host, copyPort, `/${site}`));
  for (let run = 0; run < RUNS; run += 1) {
    rendered.push(await lighthouseRun(urlOf(host, port, `/${site}`)));
    scriptless.push(await lighthouseRun(urlOf(host, copyPort, `/${site}`)));
  }
  const pick = (runs: Figures[], key: keyof Figures) => median(runs.map((figures) => figures[key]));
  const tbt = [pick(rendered, 'tbtMs'), pick(scriptless, 'tbtMs')] as const;
  const lcp = [pick(rendered, 'lcpMs'), pick(scriptless, 'lcpMs')] as const;
  const cls = pick(rendered, 'cls');
  console.log(`home /${site}, Lighthouse mobile, median of ${String(RUNS)} alternating (rendered | without scripts):`);
  console.log(
    `  TBT ${ms(tbt[0])} | ${ms(tbt[1])}: ${ratio(...tbt).toFixed(2)}× (aim ≤ 2×) ${verdict(ratio(...tbt) <= 2)}`,
  );
  console.log(
    `  LCP ${ms(lcp[0])} | ${ms(lcp[1])}: ${ratio(...lcp).toFixed(2)}× (aim ≤ 1.15×) ${verdict(ratio(...lcp) <= 1.15)}`,
  );
  console.log(
    `  CLS ${cls.toFixed(3)} | ${pick(scriptless, 'cls').toFixed(3)} (aim ≤ 0.02) ${verdict(cls <= 0.02)}; ` +
      `FCP ${ms(pick(rendered, 'fcpMs'))} | ${ms(pick(scriptless, 'fcpMs'))}; ` +
      `performance ${String(pick(rendered, 'performance'))} | ${String(pick(scriptless, 'performance'))}; ` +
      `accessibility ${String(pick(rendered, 'accessibility'))}`,
  );
}

/** Gzip KB of every script the page requested in its first 5 s (the entry CTA's among them). */
async function homepageScripts(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => performance.now() >= 5_000, undefined, { timeout: 30_000, polling: 250 });
    return (await scriptBytes(page)).total / 1024;
  } finally {
    await context.close();
  }
}

async function browserFigures(host: string, site: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const url = urlOf(host, port, `/${site}`);
    const kb = await homepageScripts(browser, url);
    console.log(
      `  JavaScript in the first 5 s: ${kb.toFixed(1)} KB gzip (aim ≤ ${String(JS_AIM_KB)}) ${verdict(kb <= JS_AIM_KB)}`,
    );
    const unthrottled = [];
    const phone = [];
    for (let run = 0; run < RUNS; run += 1) {
      unthrottled.push(await measureBlockingTime(browser, url, { cpuSlowdown: 1 }));
      phone.push(await measureBlockingTime(browser, url));
    }
    const longest = median(unthrottled.map((figures) => figures.longestAfterPaintMs));
    console.log(
      `  longest task after first paint, unthrottled: ${ms(longest)} (aim ≤ 50) ${verdict(longest <= 50)}; ` +
        `at 4× CPU: ${ms(median(phone.map((figures) => figures.longestAfterPaintMs)))}, ` +
        `blocking ${ms(median(phone.map((figures) => figures.blockingMs)))} (median of ${String(RUNS)})`,
    );
  } finally {
    await browser.close();
  }
}

/**
 * How a page's HTML is asked for: as every browser asks (compressed forms accepted), which is what the
 * aim is judged on, and uncompressed, printed beside it (the rendered page's body is ten times the
 * shell's, and sending it whole is most of the difference there).
 */
const ENCODINGS = [
  { name: 'as a browser asks (br, gzip)', acceptEncoding: 'br, gzip', judged: true },
  { name: 'uncompressed', acceptEncoding: 'identity', judged: false },
] as const;

/** Mean latency of GETs of one page's HTML, 2 s at 16 connections. */
async function htmlLatency(
  host: string,
  path: string,
  acceptEncoding: string,
): Promise<{ latencyMs: number; perSecond: number }> {
  const result = await autocannon({
    url: urlOf('127.0.0.1', port, path),
    connections: 16,
    duration: 2,
    headers: {
      host: `${host}:${String(port)}`,
      accept: 'text/html',
      'accept-language': 'en',
      'accept-encoding': acceptEncoding,
    },
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${String(result.non2xx)} failed answers`);
  return { latencyMs: result.latency.average, perSecond: result.requests.average };
}

async function htmlAnswers(host: string, site: string): Promise<void> {
  for (const encoding of ENCODINGS) {
    const rendered = [];
    const shell = [];
    await htmlLatency(host, `/${site}`, encoding.acceptEncoding);
    await htmlLatency(host, `/${site}/map`, encoding.acceptEncoding);
    for (let run = 0; run < RUNS; run += 1) {
      rendered.push(await htmlLatency(host, `/${site}`, encoding.acceptEncoding));
      shell.push(await htmlLatency(host, `/${site}/map`, encoding.acceptEncoding));
    }
    const latency = [median(rendered.map((r) => r.latencyMs)), median(shell.map((r) => r.latencyMs))] as const;
    const perSecond = (runs: { perSecond: number }[]) => String(Math.round(median(runs.map((r) => r.perSecond))));
    const judged = ratio(...latency) <= 1.5;
    console.log(
      `  HTML answer under autocannon, ${encoding.name}: ${latency[0].toFixed(2)} ms (${perSecond(rendered)}/s) ` +
        `vs the shell's ${latency[1].toFixed(2)} ms (${perSecond(shell)}/s): ${ratio(...latency).toFixed(2)}×` +
        (encoding.judged ? ` (aim ≤ 1.5×) ${verdict(judged)}` : ' (for information)'),
    );
  }
}

try {
  console.log(`Meridian on :${String(port)}, the pages without scripts on :${String(copyPort)}`);
  for (const { site, host } of sites) {
    await lighthouseSideBySide(host, site);
    await browserFigures(host, site);
    await htmlAnswers(host, site);
  }
} finally {
  stopCopy();
  stopMeridian();
}
