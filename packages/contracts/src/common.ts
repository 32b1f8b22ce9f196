// Written with zod/mini (functional, tree-shakable): the web app bundles only the checks these
// schemas use (docs/performance.md). The server loads zod's English messages (apps/server).
import * as z from 'zod/mini';

/** Wagtail-style list envelope used by every `/api/v2/...` list call. */
export const listMeta = z.object({ total_count: z.int().check(z.nonnegative()) });

export function listResponse<T extends z.ZodMiniType>(item: T) {
  return z.object({ meta: listMeta, items: z.array(item) });
}

/** The error body of every 4xx/5xx JSON answer (Fastify's shape). */
export const apiError = z.object({
  statusCode: z.int(),
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiError>;

/** One width of an image made for narrower screens: an `srcset` candidate. */
export const imageSource = z.object({ url: z.string(), width: z.int().check(z.positive()) });
export type ImageSource = z.infer<typeof imageSource>;

/** A rendition or uploaded image. `url` is absolute path on the tenant host or an absolute URL. */
export const imageRef = z.object({
  url: z.string(),
  /** The same image at every width the importer made, narrowest first (the `url` among them). */
  srcset: z.optional(z.array(imageSource)),
  width: z.optional(z.int().check(z.positive())),
  height: z.optional(z.int().check(z.positive())),
  alt: z.optional(z.string()),
  title: z.optional(z.string()),
  background_position: z.optional(z.string()),
});
export type ImageRef = z.infer<typeof imageRef>;

/** [minLng, minLat, maxLng, maxLat] */
export const boundingBox = z.tuple([z.number(), z.number(), z.number(), z.number()]);
/** [lng, lat] */
export const lngLat = z.tuple([z.number(), z.number()]);

export const pageMeta = z.object({
  type: z.string(),
  slug: z.string(),
  live: z.boolean(),
  search_description: z.string(),
  html_url: z.optional(z.nullable(z.string())),
  first_published_at: z.optional(z.nullable(z.string())),
});
export type PageMeta = z.infer<typeof pageMeta>;

export const video = z.object({
  provider: z.enum(['youtube', 'vimeo', 'qq', 'file']),
  code: z.string(),
  title: z.string(),
  thumbnail: z.nullable(z.string()),
  url: z.string(),
});
export type Video = z.infer<typeof video>;

export const audio = z.object({
  url: z.string(),
  title: z.string(),
  duration: z.nullable(z.number().check(z.nonnegative())),
});
export type Audio = z.infer<typeof audio>;
