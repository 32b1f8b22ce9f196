// Downloads a scene's renditions into the HTTP cache ahead of the engine: the first (low) one as soon
// as the scene's data is known, while the engine code is still loading; the first view then warms
// the sharp one right after the low one has arrived (not in parallel: on a slow link they would share
// it, and the first pixels would wait). The engine's own request is then answered from the HTTP cache
// (media URLs are content-addressed and served immutable; Chromium makes a second request for a URL
// still downloading wait for the first). Same request shape as the engine's loader (fetch, same-origin
// credentials).
import type { PanoramaImages } from '@meridian/contracts';
import { preferredFormat, renditionOf, sharpQualityFor } from './renditions.ts';
import type { PanoramaQuality } from './panorama-engine.ts';

const warmed = new Map<string, Promise<boolean>>();
/** Downloads of a rendition on their way, by URL: a second caller joins the first one's body. */
const inFlight = new Map<string, Promise<Blob | null>>();

/** One request for `url`'s body; null when it failed. */
async function fetchBody(url: string, fetchImpl: typeof fetch): Promise<Blob | null> {
  const response = await fetchImpl(url, { credentials: 'same-origin' });
  return response.ok ? response.blob() : null;
}

/**
 * The body of `url`, or null when it failed. A body lost on its way is asked for once more: the
 * first fetch of a URL the HTML preloads takes the preload's answer, and in Chromium on an emulated
 * slow link that body mostly failed ("Failed to fetch") just as it completed: the first frame
 * painter lost its image, and the engine drew the first frame a second later (issue 39). The second
 * request is answered from the HTTP cache. While a download is on its way, callers share it.
 */
export function downloadRendition(url: string, fetchImpl: typeof fetch): Promise<Blob | null> {
  let download = inFlight.get(url);
  if (!download) {
    download = fetchBody(url, fetchImpl)
      .catch(() => fetchBody(url, fetchImpl))
      .catch(() => null)
      .finally(() => inFlight.delete(url));
    inFlight.set(url, download);
  }
  return download;
}

/** Downloads `url` once (later calls share the download); true once the whole body has arrived. */
export function warmRendition(url: string, fetchImpl: typeof fetch): Promise<boolean> {
  let download = warmed.get(url);
  if (!download) {
    // Failures are not reported here: the engine requests the image again and reports that one.
    download = downloadRendition(url, fetchImpl).then((blob) => {
      if (blob !== null && blob.size > 0) return true;
      warmed.delete(url);
      return false;
    });
    warmed.set(url, download);
  }
  return download;
}

export function renditionUrl(images: PanoramaImages, quality: PanoramaQuality): string {
  return renditionOf(images, quality, preferredFormat()).url;
}

/**
 * From the page's entry script, with the renditions the server named in the HTML (low, medium, high):
 * the low one (already preloaded by the HTML), then at once the sharp one for this viewport. Done there
 * because the entry script runs before the engine's code, which holds the main thread for a while.
 */
export function warmNamedRenditions(urls: readonly string[], fetchImpl: typeof fetch): void {
  const [low, medium, high] = urls;
  if (low === undefined || medium === undefined || high === undefined) return;
  const sharp = sharpQualityFor(window.innerWidth || undefined) === 'high' ? high : medium;
  void warmRendition(low, fetchImpl).then(() => warmRendition(sharp, fetchImpl));
}

/**
 * The sharp rendition the first view warms after the low one, or null for a tiled scene (issue 35):
 * its sharp view is the tiles in view, which the engine asks for itself.
 */
export function sharpWarmUrl(images: PanoramaImages, quality: PanoramaQuality): string | null {
  return images.tiles ? null : renditionUrl(images, quality);
}

export function warmFirstRendition(images: PanoramaImages, fetchImpl: typeof fetch): string {
  const url = renditionUrl(images, 'low');
  void warmRendition(url, fetchImpl);
  return url;
}

/** For tests: forget what was warmed. */
export function resetWarmedRenditions(): void {
  warmed.clear();
  inFlight.clear();
}
