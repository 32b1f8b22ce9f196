// `npm run bench:scene-trace`: where the scene page's first view spends its time, beside Photo Sphere
// Viewer alone. Loads each page once (after a warm-up) with a Chrome performance trace, and prints a
// timeline from navigation start: the requests (Resource Timing: start, end), the main thread's
// tasks over 8 ms (what ran in them: script evaluation, a function's file, image decoding, WebGL),
// the frames the compositor drew, and the page's panorama marks. The raw traces are written to
// `BENCH_TRACE_DIR` (default /tmp) for chrome://tracing or the DevTools performance panel.
import { chromium, type Browser } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { startAnchorServer } from './support/anchor-pages.ts';
import { freePort, startMeridian } from './support/meridian-server.ts';
import { newPage, panoramaSettled, VIEWPORT } from './support/page-timing.ts';
import { summariseTrace, type TraceEvent } from './support/trace-summary.ts';

const root = path.resolve(import.meta.dirname, '..');
const SCENE = process.env.BENCH_SCENE ?? 'main-quad';
const SLOW = process.env.BENCH_SLOW === '1';
const OUT = process.env.BENCH_TRACE_DIR ?? '/tmp';
const PAGES = (process.env.BENCH_TRACE_PAGES ?? 'meridian,psv-high,psv-low').split(',');

const meridianPort = await freePort();
const anchorPort = await freePort();
console.log('starting Meridian with 4096 px demo panoramas…');
const stopMeridian = await startMeridian(meridianPort, { panoramaWidth: 4096 });
console.log('started');
const scene = (await (
  await fetch(`http://127.0.0.1:${String(meridianPort)}/api/v2/scene/${SCENE}/`, {
    headers: { host: `localhost:${String(meridianPort)}` },
  })
).json()) as {
  panorama: Record<'webp' | 'jpeg', Record<'low' | 'high', { url: string }>>;
  initial_rotation: { yaw: number; pitch: number };
};
const anchors = await startAnchorServer(root, anchorPort, meridianPort, {
  lowWebp: scene.panorama.webp.low.url,
  highWebp: scene.panorama.webp.high.url,
  highJpeg: scene.panorama.jpeg.high.url,
  yaw: scene.initial_rotation.yaw,
  pitch: scene.initial_rotation.pitch,
});
const urls: Record<string, string> = {
  meridian: `http://localhost:${String(meridianPort)}/northfield/scene/${SCENE}`,
  'psv-low': `http://127.0.0.1:${String(anchorPort)}/psv-low`,
  'psv-high': `http://127.0.0.1:${String(anchorPort)}/psv-high`,
};
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--enable-unsafe-swiftshader', '--disable-background-networking', '--no-first-run'],
});

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'loading',
  'v8.execute',
  'gpu',
  'cc',
  'toplevel',
  'viz',
].join(',');

async function traceOnce(browser: Browser, id: string, url: string): Promise<void> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const { page } = await newPage(context, SLOW);
    await browser.startTracing(page, { categories: CATEGORIES.split(',') });
    await page.goto(url);
    await panoramaSettled(page);
    // A little more so what follows the sharp frame (the app's boot) shows too.
    await page.waitForLoadState('networkidle');
    const resources = await page.evaluate(() => [
      ...performance.getEntriesByType('resource').map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return { name: timing.name, start: timing.startTime, end: timing.responseEnd, initiator: timing.initiatorType };
      }),
      ...['panorama-first-pixels', 'panorama-sharp'].flatMap((name) =>
        performance
          .getEntriesByName(name)
          .map((mark) => ({ name, start: mark.startTime, end: mark.startTime, initiator: 'mark' })),
      ),
    ]);
    const buffer = await browser.stopTracing();
    const file = path.join(OUT, `scene-trace-${id}.json`);
    fs.writeFileSync(file, buffer);
    const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
    console.log(`\n=== ${id} (${url}) trace: ${file}`);
    for (const line of summariseTrace(traceEvents, resources)) console.log(line);
  } finally {
    await context.close();
  }
}

try {
  for (const id of PAGES) {
    const url = urls[id];
    if (!url) continue;
    await traceOnce(browser, `${id}-warmup`, url).catch(() => undefined);
    await traceOnce(browser, id, url);
  }
} finally {
  await browser.close();
  anchors.stop();
  stopMeridian();
}
