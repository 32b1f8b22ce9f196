import path from 'node:path';
import sharp from 'sharp';

/** A page's preview image as Open Graph describes it: where, how large, and what it shows. */
export interface PreviewImage {
  url: string;
  width: number | null;
  height: number | null;
  alt: string;
}

export interface SizedRef {
  url: string;
  width?: number | undefined;
  height?: number | undefined;
  alt?: string | undefined;
}

/** Bounded: one entry per media file a page has shown. */
const maxProbes = 2000;
const probed = new Map<string, { width: number; height: number } | null>();

/** The size of one of the tenant's own media files, read from its header (sharp reads no pixels). */
async function probe(mediaDir: string, url: string): Promise<{ width: number; height: number } | null> {
  const match = /^\/media\/([a-z0-9_-]+)\/([A-Za-z0-9._/-]+)$/.exec(url);
  if (!match?.[1] || !match[2] || match[2].includes('..')) return null;
  const file = path.join(mediaDir, match[1], match[2]);
  if (probed.has(file)) return probed.get(file) ?? null;
  let size: { width: number; height: number } | null = null;
  try {
    const metadata = await sharp(file).metadata();
    if (metadata.width && metadata.height) size = { width: metadata.width, height: metadata.height };
  } catch {
    size = null;
  }
  if (probed.size >= maxProbes) probed.delete(probed.keys().next().value ?? '');
  probed.set(file, size);
  return size;
}

/**
 * The preview image of a page from the image its head names: the size the content system stored
 * with it (any of the refs the page knows with that URL), else the size of the media file itself;
 * its alt text, else the page's title.
 */
export async function previewImage(
  url: string | null,
  refs: readonly (SizedRef | null | undefined)[],
  title: string,
  mediaDir: string,
): Promise<PreviewImage | null> {
  if (url === null) return null;
  const ref = refs.find((candidate) => candidate?.url === url && candidate.width && candidate.height);
  const alt = refs.find((candidate) => candidate?.url === url && candidate.alt)?.alt ?? title;
  if (ref?.width && ref.height) return { url, width: ref.width, height: ref.height, alt };
  const size = await probe(mediaDir, url);
  return { url, width: size?.width ?? null, height: size?.height ?? null, alt };
}
