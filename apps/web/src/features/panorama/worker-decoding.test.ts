// @vitest-environment node
// The page's side of the decoding worker, with the Worker replaced by a stand-in that answers by hand.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface Posted {
  id?: number;
  url?: string;
  cancel?: number;
}

class StandInWorker {
  static latest: StandInWorker | null = null;
  posted: Posted[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    StandInWorker.latest = this;
  }
  postMessage(message: Posted) {
    this.posted.push(message);
  }
  answer(id: number, bitmap: unknown) {
    this.onmessage?.({ data: { id, bitmap } } as MessageEvent);
  }
}

async function freshModule() {
  vi.resetModules();
  return import('./worker-decoding.ts');
}

describe('decoding a sharper rendition in a worker', () => {
  beforeEach(() => {
    StandInWorker.latest = null;
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('not on the page')));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives each caller the bitmap decoded for its own request', async () => {
    vi.stubGlobal('Worker', StandInWorker);
    const { decodeInWorker } = await freshModule();
    const quad = decodeInWorker('/media/quad-high.webp', new AbortController().signal);
    const lawn = decodeInWorker('/media/lawn-high.webp', new AbortController().signal);
    const standIn = StandInWorker.latest;
    expect(standIn?.posted.map((message) => message.url)).toEqual(['/media/quad-high.webp', '/media/lawn-high.webp']);
    const [first, second] = standIn?.posted ?? [];
    standIn?.answer(second?.id ?? 0, { name: 'lawn bitmap' });
    standIn?.answer(first?.id ?? 0, { name: 'quad bitmap' });
    await expect(quad).resolves.toEqual({ name: 'quad bitmap' });
    await expect(lawn).resolves.toEqual({ name: 'lawn bitmap' });
  });

  it('answers null when the worker failed or could not start, so the engine loads the image its own way', async () => {
    vi.stubGlobal('Worker', StandInWorker);
    const { decodeInWorker } = await freshModule();
    const failed = decodeInWorker('/media/missing.webp', new AbortController().signal);
    StandInWorker.latest?.answer(StandInWorker.latest.posted[0]?.id ?? 0, null);
    await expect(failed).resolves.toBeNull();
    const stranded = decodeInWorker('/media/quad-high.webp', new AbortController().signal);
    StandInWorker.latest?.onerror?.();
    await expect(stranded).resolves.toBeNull();
    // A worker that could not start is not asked again (nothing would ever answer).
    await expect(decodeInWorker('/media/lawn-high.webp', new AbortController().signal)).resolves.toBeNull();
  });

  it('answers null at once where there are no workers', async () => {
    vi.stubGlobal('Worker', undefined);
    const { decodeInWorker } = await freshModule();
    await expect(decodeInWorker('/media/quad-high.webp', new AbortController().signal)).resolves.toBeNull();
  });

  it('cancels the worker download when the visitor moves on, and frees an answer that comes anyway', async () => {
    vi.stubGlobal('Worker', StandInWorker);
    const { decodeInWorker } = await freshModule();
    const moveOn = new AbortController();
    const sharp = decodeInWorker('/media/quad-high.webp', moveOn.signal);
    moveOn.abort();
    await expect(sharp).resolves.toBeNull();
    const standIn = StandInWorker.latest;
    const id = standIn?.posted[0]?.id;
    expect(standIn?.posted[1]).toEqual({ cancel: id });
    const late = { close: vi.fn() };
    standIn?.answer(id ?? 0, late);
    expect(late.close).toHaveBeenCalled();
  });
});
