// `npm run bench:home-profile` (issue 36): where the homepage's main-thread time goes after the
// server's HTML arrives. Loads each tenant's homepage (after a warm-up) under V8's sampling profiler,
// and prints each long task the page reports over BENCH_PROFILE_MIN_MS (default 50) with the
// functions that spent the most time in it (BENCH_PROFILE_TOP, 8; BENCH_PROFILE_INCLUSIVE=1 counts
// what each called too). A trace of the load gives the navigation's start on the profiler's clock.
// BENCH_CPU_SLOWDOWN (default 1) throttles Chromium's CPU; BENCH_WEB_DIST serves another web build.
import { chromium } from '@playwright/test';
import { readLongTasks, recordLongTasks } from './support/blocking-time.ts';
import { freePort, startMeridian } from './support/meridian-server.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const MIN_MS = Number(process.env.BENCH_PROFILE_MIN_MS ?? 50);
const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { documentLoaderURL?: string } };
}

const shortUrl = (url: string) => url.replace(/^.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, '.js') || '(native)';

/** Navigation start of the page's document, on the trace's clock (the profiler's too), in µs. */
function navigationStart(events: TraceEvent[], url: string): number {
  const starts = events.filter((event) => event.name === 'navigationStart');
  const page = starts.find((event) => (event.args?.data?.documentLoaderURL ?? '').startsWith(url));
  return (page ?? starts.at(-1))?.ts ?? 0;
}

/**
 * Time per function of the profile's samples between two trace times (µs): its own (self), or with
 * BENCH_PROFILE_INCLUSIVE=1 everything under it (each function counted once per sample).
 */
function selfTimes(profile: Profile, from: number, to: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const inclusive = process.env.BENCH_PROFILE_INCLUSIVE === '1';
  const self = new Map<string, number>();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (time < from || time > to) return;
    const names = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = inclusive ? parents.get(node) : undefined) {
      const frame = byId.get(node)?.callFrame;
      names.add(
        frame ? `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${String(frame.lineNumber)}` : '?',
      );
    }
    for (const name of names) self.set(name, (self.get(name) ?? 0) + delta / 1000);
  });
  return self;
}

const port = await freePort();
// BENCH_WEB_DIST serves another web build (its dist-ssr beside it), e.g. one built with --minify false.
const stop = await startMeridian(port, process.env.BENCH_WEB_DIST ? { webDist: process.env.BENCH_WEB_DIST } : {});
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  for (const [site, host] of [
    ['northfield', 'localhost'],
    ['harbour', 'harbour.localhost'],
  ] as const) {
    const url = `http://${host}:${String(port)}/${site}`;
    for (const round of ['warm-up', 'profiled']) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      await browser.startTracing(page, { categories: ['blink.user_timing', 'loading'] });
      await recordLongTasks(page);
      await page.goto(url);
      await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
      await page.waitForLoadState('networkidle');
      const longTasks = await readLongTasks(page);
      const paint = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      );
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      await context.close();
      if (round === 'warm-up') continue;
      const origin = navigationStart(trace.traceEvents, url);
      console.log(`\n${url} (CPU ×${String(SLOWDOWN)}): long tasks (first paint at ${paint.toFixed(0)} ms)`);
      for (const task of longTasks) {
        if (task.duration < MIN_MS) continue;
        console.log(`  at ${task.start.toFixed(0).padStart(6)} ms: ${task.duration.toFixed(1)} ms`);
        const from = origin + task.start * 1000;
        const top = [...selfTimes(profile, from, from + task.duration * 1000)]
          .sort((a, b) => b[1] - a[1])
          .slice(0, Number(process.env.BENCH_PROFILE_TOP ?? 8));
        for (const [name, self] of top) console.log(`      ${self.toFixed(1).padStart(6)}  ${name}`);
      }
    }
  }
} finally {
  await browser.close();
  stop();
}
