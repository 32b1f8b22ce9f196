import type { Sharp } from 'sharp';

/**
 * Quality 80 with mozjpeg's tables and progressive scans, but without trellis
 * quantisation, and WebP at effort 2: measured on a detailed 4096×2048
 * panorama, 7× and 2× faster than the defaults for files about 20% larger
 * (JPEG) and no larger (WebP). A first start renders dozens of panoramas.
 */
export function encodeRendition(image: Sharp, format: 'jpeg' | 'webp' | 'png'): Sharp {
  if (format === 'png') return image.png({ compressionLevel: 9, palette: false });
  if (format === 'webp') return image.webp({ quality: 80, effort: 2 });
  // JPEG has no alpha: transparent parts of a PNG source become white, not black.
  return image.flatten({ background: '#ffffff' }).jpeg({
    quality: 80,
    mozjpeg: true,
    trellisQuantisation: false,
    overshootDeringing: false,
    optimiseScans: false,
  });
}
