import * as z from 'zod/mini';

/**
 * StreamField-style content blocks (CTA notices, brand introduction).
 * Unknown block types are allowed through: the web app renders nothing for them.
 */
export const paragraphBlock = z.object({ id: z.string(), type: z.literal('paragraph'), value: z.string() });
export const imageBlock = z.object({
  id: z.string(),
  type: z.literal('image'),
  value: z.nullable(
    z.object({ title: z.optional(z.string()), medium: z.object({ src: z.string(), alt: z.string() }) }),
  ),
});
export const videoBlock = z.object({
  id: z.string(),
  type: z.literal('video'),
  value: z.nullable(
    z.object({ url: z.string(), title: z.string(), thumbnail: z.nullable(z.string()), code: z.string() }),
  ),
});
export const linkValue = z.object({ text: z.string(), url: z.string() });
export type LinkValue = z.infer<typeof linkValue>;
export const buttonBlock = z.object({ id: z.string(), type: z.literal('button'), value: z.nullable(linkValue) });
export const externalLinkBlock = z.object({
  id: z.string(),
  type: z.literal('external_link'),
  value: z.nullable(linkValue),
});
export const unknownBlock = z.object({ id: z.string(), type: z.string(), value: z.unknown() });

export const contentBlock = z.union([
  paragraphBlock,
  imageBlock,
  videoBlock,
  buttonBlock,
  externalLinkBlock,
  unknownBlock,
]);
export type ContentBlock = z.infer<typeof contentBlock>;
