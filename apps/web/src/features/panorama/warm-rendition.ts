// Downloads a scene's first (low) rendition as soon as the scene's data is known, while the engine
// code is still loading: the engine's own request for it is then answered from the HTTP cache
// (media URLs are content-addressed and served immutable), so the image no longer waits for the
// viewer to exist. Same request shape as the engine's loader (fetch, same-origin credentials).
import type { PanoramaImages } from '@meridian/contracts';
import { preferredFormat, renditionOf } from './renditions.ts';

const warmed = new Set<string>();

export function warmFirstRendition(images: PanoramaImages, fetchImpl: typeof fetch): string {
  const url = renditionOf(images, 'low', preferredFormat()).url;
  if (!warmed.has(url)) {
    warmed.add(url);
    // Failures are not reported here: the engine requests the image again and reports that one.
    void Promise.resolve()
      .then(() => fetchImpl(url, { credentials: 'same-origin' }))
      .then((response) => (response.ok ? response.blob() : null))
      .catch(() => {
        warmed.delete(url);
      });
  }
  return url;
}

/** For tests: forget what was warmed. */
export function resetWarmedRenditions(): void {
  warmed.clear();
}
