// Dropped images become scenes: a 2:1 image is an equirectangular panorama, so each one is a
// panorama scene; the other images dropped together are photographs, and become one gallery scene
// (the pack's `type: gallery`, docs/content-packs.md) holding them in the order they were dropped.
import type { StudioUpload } from '@meridian/contracts/studio';
import { uniqueKey } from './pack-model.ts';

export interface Upload extends StudioUpload {
  /** The file's own name, as the author knows it. */
  name: string;
}

export interface NewScene {
  key: string;
  title: string;
  value: Record<string, unknown>;
}

/** Within 1% of 2:1: what panorama cameras and stitchers write. */
export const isPanorama = (upload: { width: number; height: number }) =>
  Math.abs(upload.width / upload.height - 2) <= 0.02;

/** `north-gate_2.jpg` → `North gate 2`. */
export function titleFromFileName(name: string, fallback: string): string {
  const words =
    name
      .replace(/\.[^.]+$/, '')
      .replace(/[-_]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || fallback;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The scenes the uploads make, keys unique among `taken`: panoramas first, then the gallery. */
export function newScenes(uploads: readonly Upload[], taken: readonly string[]): NewScene[] {
  const keys = [...taken];
  const scene = (title: string, type: string, media: Record<string, unknown>): NewScene => {
    const key = uniqueKey(title, keys, type);
    keys.push(key);
    return { key, title, value: { key, type, title, ...media } };
  };
  const made = uploads
    .filter(isPanorama)
    .map((upload) => scene(titleFromFileName(upload.name, 'Scene'), 'panorama', { panorama: upload.path }));
  const photos = uploads.filter((upload) => !isPanorama(upload));
  const [first] = photos;
  if (first) {
    made.push(
      scene(titleFromFileName(first.name, 'Gallery'), 'gallery', {
        gallery: photos.map((photo) => ({ image: photo.path })),
      }),
    );
  }
  return made;
}
