import { z } from 'zod';

/** Wagtail-style list envelope used by every `/api/v2/...` list call. */
export const listMeta = z.object({ total_count: z.number().int().nonnegative() });

export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ meta: listMeta, items: z.array(item) });
}

/** The error body of every 4xx/5xx JSON answer (Fastify's shape). */
export const apiError = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiError>;

/** A rendition or uploaded image. `url` is absolute path on the tenant host or an absolute URL. */
export const imageRef = z.object({
  url: z.string(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  alt: z.string().optional(),
  title: z.string().optional(),
  background_position: z.string().optional(),
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
  html_url: z.string().nullable().optional(),
  first_published_at: z.string().nullable().optional(),
});
export type PageMeta = z.infer<typeof pageMeta>;

export const video = z.object({
  provider: z.enum(['youtube', 'vimeo', 'qq', 'file']),
  code: z.string(),
  title: z.string(),
  thumbnail: z.string().nullable(),
  url: z.string(),
});
export type Video = z.infer<typeof video>;

export const audio = z.object({
  url: z.string(),
  title: z.string(),
  duration: z.number().nonnegative().nullable(),
});
export type Audio = z.infer<typeof audio>;
