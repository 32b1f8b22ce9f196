import type { Audio, ContentBlock, ImageRef, Video } from '@meridian/contracts';
import type { DocumentKind } from '../../db/database.ts';
import type { MediaCatalog } from '../media-catalog.ts';
import type { ContentPack, PackAudio, PackBlock, PackImage, PackVideo, Text } from '../pack-schema.ts';

/** Numeric ids of pack keys (`content_ids`). Sub-entities use a namespaced key under their owner's kind. */
export type IdSource = (kind: DocumentKind, key: string) => number;

export interface BuildContext {
  pack: ContentPack;
  language: string;
  media: MediaCatalog;
  id: IdSource;
  /** The text in this language, falling back to the default language. */
  t: (text: Text) => string;
}

export function textResolver(language: string, defaultLanguage: string): (text: Text) => string {
  return (text) => (typeof text === 'string' ? text : (text[language] ?? text[defaultLanguage] ?? ''));
}

/** One document to write: the body in its contract shape plus the indexed columns. */
export interface DocumentDraft {
  kind: DocumentKind;
  id: number;
  slug: string | null;
  parent_id: number | null;
  position: number;
  live: boolean;
  body: unknown;
}

export function audioOf(ctx: BuildContext, audio: PackAudio | null): Audio | null {
  if (!audio) return null;
  return { url: ctx.media.file(audio.file), title: ctx.t(audio.title), duration: audio.duration };
}

export function videoOf(ctx: BuildContext, video: PackVideo | null): Video | null {
  if (!video) return null;
  return {
    provider: video.provider,
    code: video.code,
    title: ctx.t(video.title),
    // An outside provider's video is its poster wherever its player cannot load (offline, the
    // default install), in a slot up to about 1,100 px wide; a file's poster shows until it plays.
    thumbnail:
      video.thumbnail === null
        ? null
        : ctx.media.cover(video.thumbnail, video.provider === 'file' ? 'thumbnail' : 'landscape').url,
    url: video.provider === 'file' && video.file !== undefined ? ctx.media.file(video.file) : video.url,
  };
}

/** An image fitted inside a preset size, with its alt text, title and focal position. */
export function fittedImage(
  ctx: BuildContext,
  image: PackImage | null,
  preset: 'hero' | 'medium' | 'logo' | 'gallery',
): ImageRef | null {
  if (!image) return null;
  // A hero spans the page: narrower copies for phones (srcset); the other presets are shown smaller.
  const { url, width, height, srcset } =
    preset === 'hero'
      ? ctx.media.fitResponsive(image.image, preset)
      : { ...ctx.media.fit(image.image, preset), srcset: undefined };
  return {
    url,
    width,
    height,
    ...(srcset ? { srcset } : {}),
    alt: ctx.t(image.alt),
    title: ctx.t(image.title),
    background_position: image.background_position,
  };
}

export function blocksOf(ctx: BuildContext, blocks: readonly PackBlock[], ownerId: string): ContentBlock[] {
  return blocks.map((block, index): ContentBlock => {
    const id = `${ownerId}-${index + 1}`;
    switch (block.type) {
      case 'paragraph':
        return { id, type: 'paragraph', value: ctx.t(block.value as Text) };
      case 'image':
        if ('image' in block) {
          const src = ctx.media.fit(block.image, 'medium').url;
          return { id, type: 'image', value: { title: ctx.t(block.title), medium: { src, alt: ctx.t(block.alt) } } };
        }
        break;
      case 'video':
        if ('video' in block) {
          const video = videoOf(ctx, block.video);
          return {
            id,
            type: 'video',
            value: video && { url: video.url, title: video.title, thumbnail: video.thumbnail, code: video.code },
          };
        }
        break;
      case 'button':
      case 'external_link':
        if ('text' in block) return { id, type: block.type, value: { text: ctx.t(block.text), url: ctx.t(block.url) } };
        break;
    }
    // Any other type is kept as written; the web app renders nothing for it.
    return { id, type: block.type, value: 'value' in block ? block.value : null };
  });
}

/** [minLng, minLat, maxLng, maxLat] of some positions, or null when there are none. */
export function boundsOf(points: readonly (readonly [number, number])[]): [number, number, number, number] | null {
  if (points.length === 0) return null;
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}
