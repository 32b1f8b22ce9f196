// `npm run bench:maps` (browser half): for each demo tenant, the JavaScript (gzip) the map route
// loads, split at its first rendered campus frame; the time to that frame (median of fresh loads);
// and the WebGL contexts still alive after opening and closing the map 20 times (must be 0 or 1).
import { chromium, type Browser } from '@playwright/test';
import zlib from 'node:zlib';
import { trackContexts, webGLContexts } from '../e2e/support/webgl-contexts.ts';
import { freePort, startMeridian } from './support/meridian-server.ts';
import { median, VIEWPORT } from './support/page-timing.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const MARK = 'map-first-frame';
const TENANTS = ['northfield', 'harbour'];

const port = await freePort();
console.log('starting Meridian with the demo tenants…');
const stop = await startMeridian(port);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--enable-unsafe-swiftshader', '--disable-background-networking', '--no-first-run'],
});
const origin = (tenant: string) =>
  `http://${tenant === 'northfield' ? 'localhost' : `${tenant}.localhost`}:${String(port)}`;
const mapUrl = (tenant: string) => `${origin(tenant)}/${tenant}/map?ctasTimed&lng=en`;

async function firstFrame(browserInstance: Browser, url: string) {
  const context = await browserInstance.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    // Bodies as the browser received them (tenant hosts like harbour.localhost resolve in Chromium only).
    const bodies = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.set(
        response.url(),
        response.body().then((body) => zlib.gzipSync(body).length),
      );
    });
    await page.goto(url);
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, MARK, { timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    const { at, before } = await page.evaluate((mark) => {
      const cut = performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN;
      const early = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < cut)
        .map((entry) => entry.name);
      return { at: cut, before: early };
    }, MARK);
    let beforeFirst = 0;
    let total = 0;
    for (const [script, size] of bodies) {
      const gzip = await size;
      total += gzip;
      if (before.includes(script)) beforeFirst += gzip;
    }
    return { at, beforeFirst, total };
  } finally {
    await context.close();
  }
}

async function contextsAfterCycles(browserInstance: Browser, tenant: string, cycles: number) {
  const context = await browserInstance.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.addInitScript(trackContexts);
    await page.goto(`${origin(tenant)}/${tenant}?ctasTimed&lng=en`);
    for (let cycle = 0; cycle < cycles; cycle += 1) {
      await page.evaluate((path) => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/${tenant}/map?ctasTimed&lng=en`);
      await page.locator('.maplibregl-canvas').waitFor();
      await page.goBack();
      await page.locator('.maplibregl-map').waitFor({ state: 'detached' });
    }
    const [, alive] = await page.evaluate(webGLContexts);
    return alive;
  } finally {
    await context.close();
  }
}

try {
  for (const tenant of TENANTS) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await firstFrame(browser, mapUrl(tenant)));
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const last = runs[runs.length - 1];
    console.log(
      `map ${tenant}: first campus frame median ${median(runs.map((run) => run.at)).toFixed(0)} ms of ${RUNS} loads ` +
        `(software WebGL); JavaScript gzip ${kb(last?.beforeFirst ?? 0)} before it, ${kb(last?.total ?? 0)} in all`,
    );
    const live = await contextsAfterCycles(browser, tenant, 20);
    console.log(`map ${tenant}: WebGL contexts alive after 20 open/close cycles: ${live} (must be 0 or 1)`);
    if (live > 1) process.exitCode = 1;
  }
} finally {
  await browser.close();
  stop();
}
