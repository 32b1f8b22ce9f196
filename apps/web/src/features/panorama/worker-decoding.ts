// Downloading and decoding a sharper rendition in a worker of our own (issue 16: "decode it off the
// main thread"). createImageBitmap on the page decodes on a browser thread too, but reading the
// downloaded Blob takes turns of the main thread, and the low rendition's first frame holds the main
// thread while the GPU process draws it (≈300 ms on this machine): the sharp image's decoding only
// started once that frame had ended (traced, docs/performance.md). Here the download (an HTTP cache
// hit when the page warmed it) and the decode run beside that frame.

interface DecodeAnswer {
  id: number;
  bitmap: ImageBitmap | null;
}

/** Started with the first sharp image, not with the engine: its start-up took from the first pixels. */
let worker: Worker | null = null;
/** The worker failed to start: from then on every image loads the page's way. */
let broken = false;
let lastId = 0;
const waiting = new Map<number, (bitmap: ImageBitmap | null) => void>();

function decoder(): Worker | null {
  if (broken) return null;
  if (worker) return worker;
  if (typeof Worker !== 'function' || typeof createImageBitmap !== 'function') return null;
  try {
    worker = new Worker(new URL('./sharp-decoder.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  worker.onmessage = ({ data }: MessageEvent<DecodeAnswer>) => {
    const resolve = waiting.get(data.id);
    waiting.delete(data.id);
    // Cancelled meanwhile: nobody wants it any more.
    if (resolve) resolve(data.bitmap);
    else data.bitmap?.close();
  };
  worker.onerror = () => {
    // The worker could not start (say, a policy forbids it): everyone waiting loads their own way.
    broken = true;
    for (const resolve of waiting.values()) resolve(null);
    waiting.clear();
  };
  return worker;
}

/**
 * `url` decoded upside down (as three.js wants an ImageBitmap: bitmap-decoding.ts), or null when
 * there is no worker here, the download or decode failed (the caller then loads it its own way,
 * which reports the failure), or `signal` aborted it. The caller owns the bitmap (closes it if unused).
 */
export function decodeInWorker(url: string, signal: AbortSignal): Promise<ImageBitmap | null> {
  const target = decoder();
  if (!target || signal.aborted) return Promise.resolve(null);
  const id = (lastId += 1);
  const answer = new Promise<ImageBitmap | null>((resolve) => {
    waiting.set(id, resolve);
    signal.addEventListener(
      'abort',
      () => {
        if (!waiting.delete(id)) return;
        target.postMessage({ cancel: id });
        resolve(null);
      },
      { once: true },
    );
  });
  target.postMessage({ id, url });
  return answer;
}
