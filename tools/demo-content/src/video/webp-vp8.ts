import sharp from 'sharp';

/**
 * Encodes one RGB frame as a lossy VP8 keyframe. libwebp (through sharp) is the only VP8
 * encoder available without native tools; a lossy WebP without alpha is a RIFF file holding
 * exactly one `VP8 ` chunk, whose payload is a VP8 keyframe as WebM expects it.
 */
export async function encodeVp8Keyframe(
  rgb: Uint8Array,
  width: number,
  height: number,
  quality: number,
): Promise<Buffer> {
  const webp = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .webp({ quality, effort: 2 })
    .toBuffer();
  return vp8Payload(webp);
}

/** The `VP8 ` chunk of a simple lossy WebP; anything else (VP8L, VP8X) is an error. */
export function vp8Payload(webp: Buffer): Buffer {
  if (webp.toString('ascii', 0, 4) !== 'RIFF' || webp.toString('ascii', 8, 12) !== 'WEBP') {
    throw new Error('not a WebP file');
  }
  const chunk = webp.toString('ascii', 12, 16);
  if (chunk !== 'VP8 ') throw new Error(`expected a lossy "VP8 " WebP chunk, got "${chunk}"`);
  const size = webp.readUInt32LE(16);
  return webp.subarray(20, 20 + size);
}
