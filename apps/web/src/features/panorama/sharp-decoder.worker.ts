// The worker of worker-decoding.ts: downloads a rendition (an HTTP cache hit when the page warmed
// it) and decodes it, upside down as three.js wants an ImageBitmap (bitmap-decoding.ts), without
// any turn of the page's main thread. A cancelled request's download is aborted (the visitor moved
// on: the link is the next scene's).
type Request = { id: number; url: string } | { cancel: number };

interface WorkerScope {
  onmessage: ((event: MessageEvent<Request>) => void) | null;
  postMessage(message: unknown, transfer?: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;
const downloads = new Map<number, AbortController>();

function decode(id: number, url: string): void {
  const download = new AbortController();
  downloads.set(id, download);
  void fetch(url, { credentials: 'same-origin', signal: download.signal })
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
      return createImageBitmap(await response.blob(), { imageOrientation: 'flipY' });
    })
    .then(
      (bitmap) => scope.postMessage({ id, bitmap }, [bitmap]),
      // The engine's own loader requests it again and reports what went wrong.
      () => scope.postMessage({ id, bitmap: null }),
    )
    .finally(() => downloads.delete(id));
}

scope.onmessage = ({ data }) => {
  if ('cancel' in data) downloads.get(data.cancel)?.abort();
  else decode(data.id, data.url);
};
