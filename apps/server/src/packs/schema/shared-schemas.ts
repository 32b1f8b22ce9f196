import { z } from 'zod';

/**
 * Building blocks of the content-pack schema: keys, translatable text, media
 * paths, geometry, and the image/audio/video/link/block shapes every kind uses.
 *
 * Translatable text (`text`) is a plain string (the same in every language)
 * or a map from language code to string; the map must hold the tenant's
 * default language (checked with the tenant's languages, see `textFor`).
 */

export const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;
export const key = z.string().regex(KEY_PATTERN, 'must be lower-case letters, digits, - or _ (e.g. "main-quad")');
export const slug = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case letters, digits and - only');

/** A translatable text: one string for every language, or `{ en: ..., fr-ca: ... }`. */
export type Text = string | Record<string, string>;
export interface TextRules {
  languages: readonly string[];
  defaultLanguage: string;
}

/** Builds the text schema for a tenant's languages: unknown language codes and a missing default are errors. */
export function textFor(rules: TextRules): z.ZodType<Text> {
  // A number (`title: 2026`, `choices: [1, 2]`) is the text of its digits: YAML authors rarely quote them.
  const scalar = z.union([z.string(), z.number().transform(String)]);
  return z.union([scalar, z.record(z.string(), scalar)]).superRefine((value, ctx) => {
    if (typeof value === 'string') return;
    for (const language of Object.keys(value)) {
      if (!rules.languages.includes(language)) {
        ctx.addIssue({
          code: 'custom',
          path: [language],
          message: `"${language}" is not a language of this pack (${rules.languages.join(', ')})`,
        });
      }
    }
    if (value[rules.defaultLanguage] === undefined) {
      ctx.addIssue({ code: 'custom', message: `missing text in the default language "${rules.defaultLanguage}"` });
    }
  });
}

/**
 * A media file referenced by the pack: a relative path, looked up in the pack
 * directory first, then in each extra media root given to validate/import.
 */
export const mediaPath = z
  .string()
  .min(1)
  .refine((p) => !p.startsWith('/') && !p.split(/[\\/]/).includes('..') && !/^[a-z]+:/i.test(p), {
    message: 'must be a relative path inside the pack or a media root (no leading /, no .., no URL)',
  });

export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c');
export const lngLat = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
export const boundingBox = z.tuple([z.number(), z.number(), z.number(), z.number()]);
export const ring = z
  .array(lngLat)
  .min(4, 'a polygon ring needs at least 4 positions (first = last)')
  .refine((positions) => {
    const [first, last] = [positions[0], positions.at(-1)];
    return first !== undefined && last !== undefined && first[0] === last[0] && first[1] === last[1];
  }, 'a polygon ring must end where it starts');
export const polygon = z.array(ring).min(1);

/** Hosts whose 3D walkthroughs may be embedded; same-origin paths (`/walkthroughs/...`) are always allowed. */
export const EMBED_ALLOWED_HOSTS = ['my.matterport.com', 'matterport.com'];
export const embedUrl = z.string().refine(
  (value) => {
    if (value.startsWith('/') && !value.startsWith('//')) return true;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && EMBED_ALLOWED_HOSTS.includes(url.hostname);
    } catch {
      return false;
    }
  },
  { message: `must be a same-origin path (/...) or an https URL on ${EMBED_ALLOWED_HOSTS.join(', ')}` },
);

/** Schemes a link may use: web pages everywhere; mail and phone only where the link is a plain anchor. */
const WEB_SCHEMES = new Set(['https:', 'http:']);
const PLAIN_LINK_SCHEMES = new Set(['https:', 'http:', 'mailto:', 'tel:']);

/**
 * Why a link URL is refused, or null: `https:`/`http:` URLs and same-site paths (`/...`, not
 * `//host`), plus `mailto:`/`tel:` for plain links. Everything else (`javascript:`, `data:`,
 * `vbscript:`, relative or protocol-relative URLs) would run or load something from a click.
 */
export function linkUrlProblem(value: string, kind: 'plain' | 'navigation'): string | null {
  const allowed = kind === 'plain' ? PLAIN_LINK_SCHEMES : WEB_SCHEMES;
  const expected = `use an https: or http: URL, a path starting with /${kind === 'plain' ? ', mailto: or tel:' : ''}`;
  // Control characters and spaces are where browsers forgive what a parser does not (`java\tscript:`).
  const hidden = Array.from(value).some((char) => char <= ' ' || char === '\u007f' || char === '\\');
  if (hidden) return `"${value}" contains spaces, control characters or \\; ${expected}`;
  if (value.startsWith('/') && !value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `"${value}" is not a link; ${expected}`;
  }
  return allowed.has(url.protocol) ? null : `${url.protocol} links are not allowed; ${expected}`;
}

/** A link URL as a schema (see linkUrlProblem). */
export function linkUrl(kind: 'plain' | 'navigation') {
  return z.string().superRefine((value, ctx) => {
    const problem = linkUrlProblem(value, kind);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** Every schema that contains translatable text, built for one tenant's languages. */

/** Schemas every entity kind shares, built for one tenant's languages. */
export function sharedSchemas(rules: TextRules) {
  const text = textFor(rules);
  const optionalText = text.default('');
  /** A translatable plain link: every language's URL is checked. */
  const linkText = text.superRefine((value, ctx) => {
    const entries = typeof value === 'string' ? [['', value] as const] : Object.entries(value);
    for (const [language, url] of entries) {
      const problem = linkUrlProblem(url, 'plain');
      if (problem !== null) ctx.addIssue({ code: 'custom', path: language === '' ? [] : [language], message: problem });
    }
  });

  const image = z.strictObject({
    image: mediaPath,
    alt: optionalText,
    title: optionalText,
    background_position: z.string().default('50% 50%'),
  });
  const audio = z.strictObject({
    file: mediaPath,
    title: optionalText,
    duration: z.number().nonnegative().nullable().default(null),
  });
  const video = z
    .strictObject({
      provider: z.enum(['youtube', 'vimeo', 'qq', 'file']),
      /** Provider video id (youtube, vimeo, qq). */
      code: z.string().default(''),
      /** Page URL of the video (youtube, vimeo, qq). */
      url: linkUrl('navigation').or(z.literal('')).default(''),
      /** The video file (provider file). */
      file: mediaPath.optional(),
      title: optionalText,
      thumbnail: mediaPath.nullable().default(null),
    })
    .superRefine((v, ctx) => {
      if (v.provider === 'file' && v.file === undefined) {
        ctx.addIssue({ code: 'custom', path: ['file'], message: 'a video with provider "file" needs a file' });
      }
      if (v.provider !== 'file' && (v.code === '' || v.url === '')) {
        ctx.addIssue({ code: 'custom', message: `a ${v.provider} video needs both code and url` });
      }
    });
  const link = z.strictObject({ text, url: linkText });

  const block = z.union([
    z.strictObject({ type: z.literal('paragraph'), value: text }),
    z.strictObject({ type: z.literal('image'), image: mediaPath, alt: optionalText, title: optionalText }),
    z.strictObject({ type: z.literal('video'), video }),
    z.strictObject({ type: z.literal('button'), text, url: linkText }),
    z.strictObject({ type: z.literal('external_link'), text, url: linkText }),
    // Any other block type is kept as written; the web app renders nothing for it.
    z.strictObject({
      type: z
        .string()
        .refine((t) => !['paragraph', 'image', 'video', 'button', 'external_link'].includes(t), 'invalid block'),
      value: z.unknown(),
    }),
  ]);

  return { text, optionalText, linkText, image, audio, video, link, block };
}

export type SharedSchemas = ReturnType<typeof sharedSchemas>;
