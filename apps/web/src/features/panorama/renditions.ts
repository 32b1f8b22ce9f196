// Which panorama image to load (spec section 9): the low rendition first, then medium at or
// below 1200 px (or when the width is unknown) and high above; WebP where the browser decodes it.
import type { PanoramaImages, Rendition } from '@meridian/contracts';
import { imageQualityForWidth } from '../../lib/breakpoints.ts';
import type { ImageFormat, PanoramaQuality } from './panorama-engine.ts';

export function renditionOf(images: PanoramaImages, quality: PanoramaQuality, format: ImageFormat): Rendition {
  return images[format][quality];
}

/** The sharp rendition for a viewport width (undefined when unknown). */
export function sharpQualityFor(width: number | undefined): PanoramaQuality {
  return imageQualityForWidth(width);
}

let webpSupport: boolean | null = null;

/** Whether the browser can decode WebP (a canvas that can encode it can decode it). */
export function supportsWebP(doc: Document = document): boolean {
  if (webpSupport !== null) return webpSupport;
  try {
    const canvas = doc.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const encoded: unknown = canvas.toDataURL('image/webp');
    webpSupport = typeof encoded === 'string' && encoded.startsWith('data:image/webp');
  } catch {
    webpSupport = false;
  }
  return webpSupport;
}

export function preferredFormat(doc: Document = document): ImageFormat {
  return supportsWebP(doc) ? 'webp' : 'jpeg';
}

/** For tests: forget the cached answer. */
export function resetFormatDetection(): void {
  webpSupport = null;
}
