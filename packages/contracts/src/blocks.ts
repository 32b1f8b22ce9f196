import { z } from 'zod';

/**
 * StreamField-style content blocks (CTA notices, brand introduction).
 * Unknown block types are allowed through: the web app renders nothing for them.
 */
export const paragraphBlock = z.object({ id: z.string(), type: z.literal('paragraph'), value: z.string() });
export const imageBlock = z.object({
  id: z.string(),
  type: z.literal('image'),
  value: z.object({ title: z.string().optional(), medium: z.object({ src: z.string(), alt: z.string() }) }).nullable(),
});
export const videoBlock = z.object({
  id: z.string(),
  type: z.literal('video'),
  value: z
    .object({ url: z.string(), title: z.string(), thumbnail: z.string().nullable(), code: z.string() })
    .nullable(),
});
export const linkValue = z.object({ text: z.string(), url: z.string() });
export type LinkValue = z.infer<typeof linkValue>;
export const buttonBlock = z.object({ id: z.string(), type: z.literal('button'), value: linkValue.nullable() });
export const externalLinkBlock = z.object({
  id: z.string(),
  type: z.literal('external_link'),
  value: linkValue.nullable(),
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
