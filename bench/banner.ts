// `npm run bench:banner`: the embed banner card (issue 14) — the JavaScript (gzip) its page loads
// before any interaction, the engines and WebGL contexts it creates (none expected), and the time to
// the first frame showing the card, unthrottled and on the slow 4G profile, at 1200×400 and 300×150.
import { chromium, type Browser } from '@playwright/test';
import { enginesIn, scriptBytes } from '../e2e/support/script-bytes.ts';
import { trackContexts, webGLContexts } from '../e2e/support/webgl-contexts.ts';
import { freePort, startMeridian } from './support/meridian-server.ts';
import { median, newPage } from './support/page-timing.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SLOW_RUNS = Number(process.env.BENCH_SLOW_RUNS ?? 5);
const PAINTED = 'banner-card-painted';
const BUDGET_KB = 80;
const PAINT_AIM_MS = 1000;
const SIZES = [
  { width: 1200, height: 400 },
  { width: 300, height: 150 },
];

async function paintTime(browser: Browser, url: string, size: { width: number; height: number }, slow: boolean) {
  const context = await browser.newContext({ viewport: size });
  try {
    const { page } = await newPage(context, slow);
    await page.goto(url);
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, PAINTED, { timeout: 60_000 });
    return await page.evaluate((mark) => performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN, PAINTED);
  } finally {
    await context.close();
  }
}

const port = await freePort();
console.log('starting Meridian with the demo tenants…');
const stopMeridian = await startMeridian(port, { panoramaWidth: 1024 });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--no-first-run'],
});
const url = `http://localhost:${String(port)}/northfield/campus-highlights?banner=true&lng=en`;

try {
  const context = await browser.newContext({ viewport: SIZES[0] });
  const page = await context.newPage();
  await page.addInitScript(trackContexts);
  await page.goto(url);
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, PAINTED);
  await page.waitForLoadState('networkidle');
  const bytes = await scriptBytes(page);
  const [webgl] = await page.evaluate(webGLContexts);
  await context.close();

  for (const size of SIZES) await paintTime(browser, url, size, false); // warm-up
  console.log(
    `\nbanner /northfield/campus-highlights?banner=true, Chromium; medians of ${String(RUNS)} / ${String(SLOW_RUNS)} (slow 4G: 1.6 Mbps, 150 ms)`,
  );
  console.log(
    `JavaScript before any interaction: ${(bytes.total / 1024).toFixed(1)} KB gzip in ${String(bytes.bodies.length)} file(s) (aim ≤ ${String(BUDGET_KB)} KB) ${bytes.total / 1024 <= BUDGET_KB ? 'met' : 'MISSED'}`,
  );
  console.log(
    `engines loaded: ${enginesIn(bytes.bodies).join(', ') || 'none'}; WebGL contexts created: ${String(webgl)}`,
  );
  console.log(`${'size'.padEnd(10)} card painted   on slow 4G (aim < ${String(PAINT_AIM_MS)} ms)`);
  for (const size of SIZES) {
    const fast: number[] = [];
    const slow: number[] = [];
    for (let run = 0; run < RUNS; run += 1) fast.push(await paintTime(browser, url, size, false));
    for (let run = 0; run < SLOW_RUNS; run += 1) slow.push(await paintTime(browser, url, size, true));
    const slowMedian = median(slow);
    console.log(
      `${`${String(size.width)}×${String(size.height)}`.padEnd(10)} ${`${median(fast).toFixed(0)} ms`.padStart(12)}   ${`${slowMedian.toFixed(0)} ms`.padStart(10)} ${slowMedian < PAINT_AIM_MS ? 'met' : 'MISSED'}`,
    );
  }
} finally {
  await browser.close();
  stopMeridian();
}
