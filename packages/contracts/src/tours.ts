import * as z from 'zod/mini';
import { audio, boundingBox, imageRef, imageSource, listResponse, lngLat, pageMeta, video } from './common.ts';

/** Fractions 0..1 as stored; the web app converts to degrees and percents. */
export const splashColor = z.object({ hue: z.number(), saturation: z.number(), lightness: z.number() });

/** A cover crop: its size is known for renditions made by the importer (oEmbed and og:image name it). */
const positionedImage = z.nullable(
  z.object({
    url: z.string(),
    background_position: z.string(),
    width: z.optional(z.int()),
    height: z.optional(z.int()),
    /** The same crop at every width the importer made, narrowest first. */
    srcset: z.optional(z.array(imageSource)),
  }),
);

export const tour = z.object({
  id: z.int(),
  title: z.string(),
  slug: z.string(),
  meta: z.extend(pageMeta, { type: z.literal('tour.TourPage') }),
  description: z.string(),
  scenes: z.array(z.object({ id: z.string(), scene: z.object({ id: z.int(), slug: z.string() }) })),
  sceneIds: z.array(z.int()),
  is_hidden_from_universal_menu: z.boolean(),
  splash_color: z.nullable(splashColor),
  thumbnail_portrait: positionedImage,
  thumbnail_landscape: positionedImage,
  thumbnail_square: positionedImage,
  hero_image: positionedImage,
  /** Scene id the tour starts at (defaults to the first scene). */
  starting_point: z.nullable(z.int()),
  bounding_box: z.nullable(boundingBox),
  /** Map positions of the tour's scenes, in tour order. */
  scenes_points: z.array(z.object({ scene: z.int(), coordinates: lngLat })),
  guide_audio: z.nullable(audio),
  guide_audio_enabled: z.boolean(),
  self_guided_enabled: z.boolean(),
  tour_guide: z.nullable(imageRef),
  tour_guide_name: z.string(),
  stops: z.array(z.int()),
  video: z.nullable(video),
});
export type Tour = z.infer<typeof tour>;
export const tourListResponse = listResponse(tour);

export const tourStop = z.object({
  id: z.int(),
  title: z.string(),
  tour: z.int(),
  scene: z.int(),
  position: z.int(),
  description: z.string(),
  coordinates: z.nullable(lngLat),
});
export type TourStop = z.infer<typeof tourStop>;
export const tourStopListResponse = listResponse(tourStop);

export const tourGroupPage = z.object({
  id: z.int(),
  title: z.string(),
  slug: z.string(),
  meta: z.extend(pageMeta, { type: z.literal('tour.TourGroupPage') }),
  search_description: z.string(),
  /** 1 for a top-level group, 2 and 3 for nested levels. */
  depth: z.int().check(z.gte(1)),
  parent: z.nullable(z.int()),
  /** Ids of the child groups, in order. */
  children: z.array(z.int()),
  /** e.g. `/northfield/home/science/labs` */
  frontend_path: z.string(),
  tour_count_descendants: z.int().check(z.nonnegative()),
  /** Tour ids shown at this level. */
  tours: z.array(z.int()),
  image: positionedImage,
  bounding_box: z.nullable(boundingBox),
  background_video: z.nullable(video),
  videos_text: z.string(),
  videos: z.array(video),
  video_auto: z.boolean(),
});
export type TourGroupPage = z.infer<typeof tourGroupPage>;
export const tourGroupListResponse = listResponse(tourGroupPage);
