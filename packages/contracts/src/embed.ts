// Embedding (issue 14): the banner card's payload, the banner path rule, the iframe snippet and the
// oEmbed answer. Shared by the server (banner and oEmbed endpoints) and the web app (banner entry,
// share menu). Written with zod/mini so the banner's own small entry pays only for what it parses.
import * as z from 'zod/mini';

export { bannerCardRequestPath, bannerTarget, RESERVED_SEGMENTS, type BannerTarget } from './paths.ts';

/** What an embedding frame must allow: fullscreen panoramas and device motion (gyroscope). */
export const EMBED_ALLOW = 'fullscreen; gyroscope; accelerometer';

export const bannerBadge = z.enum(['tour', 'audio', 'self-guided', '360-scene', 'gallery-scene', 'matterport']);
export type BannerBadge = z.infer<typeof bannerBadge>;

/** GET /api/v2/banner/?path=… — everything the banner card shows, in one answer. */
export const bannerCard = z.object({
  /** tour: a tour-level card; scene: scene-level (in a tour or standalone); site: no tour named. */
  kind: z.enum(['tour', 'scene', 'site']),
  /** True for `/{site}/scene/{slug}`: the standalone scene (avatar width rule). */
  standalone_scene: z.boolean(),
  title: z.string(),
  description: z.string(),
  thumbnail: z.nullable(
    z.object({
      url: z.string(),
      background_position: z.string(),
      width: z.optional(z.int()),
      height: z.optional(z.int()),
    }),
  ),
  badges: z.array(bannerBadge),
  guide: z.nullable(z.object({ name: z.string(), image: z.object({ url: z.string(), alt: z.string() }) })),
  brand: z.object({ name: z.string(), primary_color: z.nullable(z.string()) }),
  /** The language the texts are in, and whether it is written right to left. */
  language: z.string(),
  bidi: z.boolean(),
});
export type BannerCard = z.infer<typeof bannerCard>;

/** The oEmbed 1.0 answer (https://oembed.com, section 2.3.4) for a rich (iframe) embed. */
export const oembedResponse = z.object({
  version: z.literal('1.0'),
  type: z.literal('rich'),
  title: z.string(),
  provider_name: z.string(),
  provider_url: z.string(),
  html: z.string(),
  width: z.number(),
  height: z.number(),
  cache_age: z.number(),
  thumbnail_url: z.optional(z.string()),
  thumbnail_width: z.optional(z.number()),
  thumbnail_height: z.optional(z.number()),
});
export type OembedResponse = z.infer<typeof oembedResponse>;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The iframe a site pastes to embed a tour or its banner card. */
export function embedSnippet(options: {
  src: string;
  width: number | string;
  height: number | string;
  title: string;
}): string {
  const attributes = [
    ['src', options.src],
    ['width', String(options.width)],
    ['height', String(options.height)],
    ['title', options.title],
    ['allow', EMBED_ALLOW],
    ['loading', 'lazy'],
    ['style', 'border:0'],
  ]
    .map(([name = '', value = '']) => `${name}="${escapeAttribute(value)}"`)
    .join(' ');
  return `<iframe ${attributes} allowfullscreen></iframe>`;
}
