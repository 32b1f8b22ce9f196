import * as z from 'zod/mini';

/**
 * One offline 3D walkthrough room (a tenant's `walkthroughs.yaml`), as stored and as the walkthrough
 * page hands it to its script (apps/server/static/walkthrough/walkthrough.js, `data-room`).
 */
export const walkthroughRoom = z.object({
  id: z.int(),
  /** The room's key: its URL is `/walkthrough/<name>/`. */
  name: z.string(),
  title: z.string(),
  /** Width (x) and depth (z) in metres; the ceiling height. */
  size: z.tuple([z.number(), z.number(), z.number()]),
  wall: z.string(),
  floor: z.string(),
  accent: z.string(),
  /** Furniture: [x, z, width, depth, height, colour]. */
  furniture: z.array(z.tuple([z.number(), z.number(), z.number(), z.number(), z.number(), z.string()])),
  /** Where the visitor stands at first, [x, z], facing -z. */
  start: z.tuple([z.number(), z.number()]),
});
export type WalkthroughRoom = z.infer<typeof walkthroughRoom>;
