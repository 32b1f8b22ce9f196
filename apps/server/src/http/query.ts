import { z } from 'zod';
import { badRequest } from './http-error.ts';

/**
 * Query parameters shared by the read calls of spec section 7. Unknown
 * parameters are ignored (clients add cache busters); known ones are checked.
 */
export const commonQuery = {
  /** The tenant's version_hash (preview links add a timestamp, which simply makes it stale). */
  v: z.string().max(200).optional(),
  format: z.literal('json', { error: 'format must be json' }).optional(),
  /** Wagtail-style field selection; accepted, every contract field is always sent. */
  fields: z
    .string()
    .regex(/^[\w*,-]*$/, 'fields must be a comma-separated list of field names or *')
    .max(500)
    .optional(),
  token: z.string().max(200).optional(),
  content_type: z.string().max(100).optional(),
  tmstmp: z.string().max(50).optional(),
  language: z.string().max(35).optional(),
};

/** `limit` between 1 and the spec's maximum for the list (section 9), and `offset`. */
export function paging(maxLimit: number) {
  return {
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, `limit must be between 1 and ${maxLimit}`)
      .max(maxLimit, `limit must be between 1 and ${maxLimit}`)
      .default(maxLimit),
    offset: z.coerce
      .number({ error: 'offset must be a number' })
      .int('offset must be a whole number')
      .min(0, 'offset must be 0 or more')
      .max(1_000_000, 'offset is too large')
      .default(0),
  };
}

/** A Wagtail page type filter: only the type the list holds is accepted. */
export function pageType(expected: string) {
  return z.literal(expected, { error: `type must be ${expected}` }).optional();
}

/** Ids are positive 32-bit integers written in decimal. */
export const idParam = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'id must be a positive whole number')
  .transform(Number)
  .refine((value) => value <= 2_147_483_647, 'id is too large');

export const slugPattern = /^[a-z0-9][a-z0-9_-]{0,199}$/i;

/** `{slug or id}` path segment: digits are an id, anything else must look like a slug. */
export function parseSlugOrId(raw: string): { id: number } | { slug: string } {
  if (/^[0-9]+$/.test(raw)) {
    const id = idParam.safeParse(raw);
    if (id.success) return { id: id.data };
  } else if (slugPattern.test(raw)) {
    return { slug: raw };
  }
  throw badRequest(`"${raw.slice(0, 100)}" is neither an id nor a slug`);
}
