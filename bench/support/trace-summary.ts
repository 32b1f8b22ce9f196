// Turns a Chrome trace of one page load into a timeline a person can read (bench/scene-trace.ts):
// times in ms from the page's navigation start; the page's requests and marks; the renderer's main
// thread tasks over 8 ms with what ran inside them; image decoding on worker threads; the GPU
// process's long tasks (software WebGL: texture uploads are CPU work there).

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; frame?: string };
}

export interface PageEntry {
  name: string;
  start: number;
  end: number;
  initiator: string;
}

const LONG_TASK_MS = 8;
/** Events inside a task worth naming, with what identifies them. */
const DETAIL: Record<string, (event: TraceEvent) => string> = {
  EvaluateScript: (event) => `evaluate ${shortUrl(field(event, 'url'))}`,
  'v8.compileModule': (event) => `compile module ${shortUrl(field(event, 'url'))}`,
  'v8.evaluateModule': () => 'evaluate module',
  FunctionCall: (event) => `call ${field(event, 'functionName') || '(anonymous)'} ${shortUrl(field(event, 'url'))}`,
  FireAnimationFrame: () => 'requestAnimationFrame callbacks',
  TimerFire: () => 'timer',
  EventDispatch: (event) => `event ${field(event, 'type')}`,
  'Decode Image': () => 'decode image',
  ImageDecodeTask: () => 'decode image',
  ParseHTML: () => 'parse HTML',
  Layout: () => 'layout',
  UpdateLayoutTree: () => 'style',
  Paint: () => 'paint',
  MajorGC: () => 'major GC',
  MinorGC: () => 'minor GC',
  'V8.GC_MC_BACKGROUND_MARKING': () => 'GC',
  ResourceReceivedData: () => 'network data',
};

/** A field of the event's data as text ('' when it is not a string or number). */
function field(event: TraceEvent, key: string): string {
  const value = event.args?.data?.[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function shortUrl(url: string): string {
  const file = url.split('/').pop() ?? url;
  return file.split('?')[0]?.slice(0, 48) ?? file;
}

const ms = (value: number) => value.toFixed(0).padStart(6);

function threadNames(events: TraceEvent[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name')
      names.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
  }
  return names;
}

/**
 * The renderer main thread that navigated (the busiest one with a main-frame navigation: the URL is
 * not always named at navigationStart), and the navigation's start (µs).
 */
function navigation(events: TraceEvent[]): { pid: number; tid: number; start: number } | null {
  const counts = new Map<string, number>();
  for (const event of events)
    counts.set(`${event.pid}:${event.tid}`, (counts.get(`${event.pid}:${event.tid}`) ?? 0) + 1);
  const starts = events
    .filter((event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame === true)
    .sort((a, b) => (counts.get(`${b.pid}:${b.tid}`) ?? 0) - (counts.get(`${a.pid}:${a.tid}`) ?? 0) || b.ts - a.ts);
  const chosen = starts[0];
  return chosen ? { pid: chosen.pid, tid: chosen.tid, start: chosen.ts } : null;
}

/** Named events inside [from, to] on one thread, heaviest first, merged by label. */
function inside(events: TraceEvent[], from: number, to: number): string {
  const totals = new Map<string, number>();
  for (const event of events) {
    const describe = DETAIL[event.name];
    if (!describe || event.ts < from || event.ts > to || (event.dur ?? 0) < 1000) continue;
    const label = describe(event);
    totals.set(label, (totals.get(label) ?? 0) + (event.dur ?? 0));
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([label, dur]) => `${label} ${(dur / 1000).toFixed(0)}`)
    .join('; ');
}

export function summariseTrace(events: TraceEvent[], entries: PageEntry[]): string[] {
  const nav = navigation(events);
  if (!nav) return ['(no navigation in the trace)'];
  const at = (ts: number) => (ts - nav.start) / 1000;
  const names = threadNames(events);
  const rows: [number, string][] = [];
  for (const entry of entries) {
    rows.push([
      entry.start,
      entry.initiator === 'mark'
        ? `MARK ${entry.name}`
        : `request ${shortUrl(entry.name)} (${entry.initiator}) → ${entry.end.toFixed(0)} ms`,
    ]);
  }
  // Marks and requests from the trace itself too, so a saved trace reads the same.
  for (const event of events) {
    if (event.ts < nav.start) continue;
    if (event.cat.includes('blink.user_timing') && event.name.startsWith('panorama-') && entries.length === 0) {
      rows.push([at(event.ts), `MARK ${event.name}`]);
    } else if (event.name === 'ResourceSendRequest' && entries.length === 0) {
      rows.push([at(event.ts), `request ${shortUrl(field(event, 'url'))} (${field(event, 'priority')})`]);
    } else if (event.name === 'ResourceFinish' && entries.length === 0) {
      rows.push([at(event.ts), `  finished ${field(event, 'requestId')} ${field(event, 'encodedDataLength')} B`]);
    }
  }
  const mainThread = events.filter((event) => event.pid === nav.pid && event.tid === nav.tid);
  for (const task of mainThread) {
    if (task.name !== 'RunTask' || task.ph !== 'X' || (task.dur ?? 0) < LONG_TASK_MS * 1000 || task.ts < nav.start)
      continue;
    const end = task.ts + (task.dur ?? 0);
    rows.push([
      at(task.ts),
      `main ${((task.dur ?? 0) / 1000).toFixed(0)} ms task: ${inside(mainThread, task.ts, end)}`,
    ]);
  }
  // Image decoding and the GPU process's long tasks (all processes: the GPU is its own).
  for (const event of events) {
    if (event.ph !== 'X' || event.ts < nav.start || (event.dur ?? 0) < 4000) continue;
    const thread = names.get(`${event.pid}:${event.tid}`) ?? '';
    if (event.name === 'ImageDecodeTask' || event.name === 'Decode Image' || event.name === 'Decode LazyPixelRef') {
      if (event.pid === nav.pid && event.tid === nav.tid) continue;
      rows.push([at(event.ts), `${thread}: ${event.name} ${((event.dur ?? 0) / 1000).toFixed(0)} ms`]);
    } else if (thread === 'CrGpuMain' && (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask')) {
      if ((event.dur ?? 0) >= LONG_TASK_MS * 1000) {
        rows.push([at(event.ts), `GPU process ${((event.dur ?? 0) / 1000).toFixed(0)} ms task`]);
      }
    }
  }
  return rows.sort((a, b) => a[0] - b[0]).map(([time, text]) => `${ms(time)}  ${text}`);
}
