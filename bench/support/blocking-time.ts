// Blocking time measured in Chromium itself, a steadier signal than Lighthouse's on a busy machine:
// Lighthouse simulates a slow phone by scaling the CPU time it observes, so its total blocking time
// moves with whatever else the machine runs (the same build read 530–910 ms in one session). Here
// Chromium throttles its own CPU four times (Lighthouse's mobile factor) and the page's long-task
// observer reports every task over 50 ms; blocking time is the sum of what each runs over 50 ms.
import type { Browser, Page } from '@playwright/test';

export interface BlockingTime {
  /** Sum over long tasks of (duration − 50 ms), from navigation until the page has settled. */
  blockingMs: number;
  longestMs: number;
  /** The longest task that began after the first contentful paint (issue 36: hydration's tasks). */
  longestAfterPaintMs: number;
}

export interface Task {
  start: number;
  duration: number;
}

/** From the page's first script on, keeps every long task the browser reports (in the page's window). */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The long tasks recorded so far (start in ms from navigation, duration in ms). */
export function readLongTasks(page: Page): Promise<Task[]> {
  return page.evaluate(() => [...(window as unknown as { __longTasks: Task[] }).__longTasks]);
}

const CPU_SLOWDOWN = 4;
/** The page has settled once no long task has begun for this long after the network went idle. */
const QUIET_MS = 2_000;
const SETTLE_CAP_MS = 20_000;

/** `cpuSlowdown` 1 measures the machine as it is (issue 36's unthrottled aim); the default is a phone's. */
export async function measureBlockingTime(
  browser: Browser,
  url: string,
  { cpuSlowdown = CPU_SLOWDOWN }: { cpuSlowdown?: number } = {},
): Promise<BlockingTime> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    await recordLongTasks(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const readTasks = () => readLongTasks(page);
    const started = Date.now();
    let tasks = await readTasks();
    let quietSince = Date.now();
    while (Date.now() - quietSince < QUIET_MS && Date.now() - started < SETTLE_CAP_MS) {
      await page.waitForTimeout(250);
      const now = await readTasks();
      if (now.length !== tasks.length) quietSince = Date.now();
      tasks = now;
    }
    const firstPaint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    );
    return {
      blockingMs: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      longestMs: Math.max(0, ...tasks.map((task) => task.duration)),
      longestAfterPaintMs: Math.max(
        0,
        ...tasks.filter((task) => task.start >= firstPaint).map((task) => task.duration),
      ),
    };
  } finally {
    await context.close();
  }
}
