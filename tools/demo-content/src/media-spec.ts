import { z } from 'zod';
import { interiorStyle, outdoorStyle, panoramaParams, timeOfDay } from './panorama/panorama-params.ts';

const seed = z.number().int().nonnegative();
const name = z
  .string()
  .regex(/^[a-z0-9][a-z0-9/_-]*\.(jpg|png|wav|webm)$/, 'a relative file name like panoramas/quad.jpg');
const description = z.string().optional();

/**
 * One generated file, declared in a demo pack's `media.yaml`. `name` is the path under the
 * tenant's folder of the generated media root; the pack references it as `<tenant>/<name>`.
 */
export const mediaItem = z.discriminatedUnion('kind', [
  z.strictObject({
    name,
    kind: z.literal('outdoor'),
    seed,
    style: outdoorStyle,
    time: timeOfDay.default('noon'),
    exits: z.array(z.number()).default([]),
    paths: z.array(z.number()).default([]),
    /**
     * Rendered at twice the demo's panorama width (8192×4096 beside 4096×2048): a source the importer
     * cuts into a tile pyramid of three levels (issue 35). Absent on every other item, so their hashes,
     * and so their generated files, do not change.
     */
    scale: z.literal(2).optional(),
    description,
  }),
  z.strictObject({
    name,
    kind: z.literal('interior'),
    seed,
    style: interiorStyle,
    exits: z.array(z.number()).default([]),
    description,
  }),
  z.strictObject({
    name,
    kind: z.literal('gallery'),
    seed,
    style: z.enum(['abstract', 'landscape', 'building', 'ship']),
    description,
  }),
  z.strictObject({ name, kind: z.literal('place'), seed, description }),
  z.strictObject({
    name,
    kind: z.literal('logo'),
    seed,
    color: z.string().regex(/^#[0-9a-f]{6}$/),
    mark: z.enum(['tower', 'anchor']),
  }),
  z.strictObject({ name, kind: z.literal('avatar'), seed, description }),
  z.strictObject({ name, kind: z.literal('audio'), seed, seconds: z.number().min(1).max(30), description }),
  /** A WebM clip panning across a generated panorama (`video`), and its first frame as a JPEG (`video-poster`). */
  z.strictObject({
    name,
    kind: z.enum(['video', 'video-poster']),
    scene: panoramaParams,
    seconds: z.number().min(1).max(20).default(6),
    sweep: z.number().min(0).max(360).default(60),
    /**
     * A poster's width (16:9), for a video shown as a poster only (an outside provider's, offline):
     * it fills a slot up to about 1,100 px wide. Absent on the clips and their first frames (640).
     */
    width: z.number().int().min(320).max(1920).optional(),
    description,
  }),
]);
export type MediaItem = z.infer<typeof mediaItem>;

export const mediaSpec = z.array(mediaItem);
