// A modal whose images arrive after it opened grows and pushes its own text down: on a phone the
// entry notice moved by most of the screen (Lighthouse CLS 0.44 on /northfield). The CTA images have
// no size in the content, so the modal waits until they are decoded (or failed) before it shows.
import { useEffect, useState } from 'react';

/** A safety net only: a hanging image request does not keep the CTA away longer than this. */
const IMAGE_WAIT_CAP_MS = 3000;

/**
 * True once every URL is decoded or has failed. Where the browser cannot decode ahead (no
 * HTMLImageElement.decode, as in jsdom), at once: the content shows as it did before.
 */
export function useImagesReady(urls: readonly string[]): boolean {
  const key = urls.join('\n');
  const canWait = urls.length > 0 && typeof HTMLImageElement.prototype.decode === 'function';
  const [readyKey, setReadyKey] = useState<string | null>(null);

  useEffect(() => {
    if (!canWait) return;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      setReadyKey(key);
    };
    const decodes = key.split('\n').map((url) => {
      const image = new Image();
      image.src = url;
      return image.decode().catch(() => undefined);
    });
    void Promise.all(decodes).then(finish);
    const cap = setTimeout(finish, IMAGE_WAIT_CAP_MS);
    return () => {
      done = true;
      clearTimeout(cap);
    };
  }, [key, canWait]);

  return !canWait || readyKey === key;
}
