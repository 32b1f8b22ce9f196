import { z } from 'zod';
import { audio, boundingBox, imageRef, listResponse, lngLat, pageMeta, video } from './common.ts';

/** Fractions 0..1 as stored; the web app converts to degrees and percents. */
export const splashColor = z.object({ hue: z.number(), saturation: z.number(), lightness: z.number() });

const positionedImage = z.object({ url: z.string(), background_position: z.string() }).nullable();

export const tour = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  meta: pageMeta.extend({ type: z.literal('tour.TourPage') }),
  description: z.string(),
  scenes: z.array(z.object({ id: z.string(), scene: z.object({ id: z.number().int(), slug: z.string() }) })),
  sceneIds: z.array(z.number().int()),
  is_hidden_from_universal_menu: z.boolean(),
  splash_color: splashColor.nullable(),
  thumbnail_portrait: positionedImage,
  thumbnail_landscape: positionedImage,
  thumbnail_square: positionedImage,
  hero_image: positionedImage,
  /** Scene id the tour starts at (defaults to the first scene). */
  starting_point: z.number().int().nullable(),
  bounding_box: boundingBox.nullable(),
  /** Map positions of the tour's scenes, in tour order. */
  scenes_points: z.array(z.object({ scene: z.number().int(), coordinates: lngLat })),
  guide_audio: audio.nullable(),
  guide_audio_enabled: z.boolean(),
  self_guided_enabled: z.boolean(),
  tour_guide: imageRef.nullable(),
  tour_guide_name: z.string(),
  stops: z.array(z.number().int()),
  video: video.nullable(),
});
export type Tour = z.infer<typeof tour>;
export const tourListResponse = listResponse(tour);

export const tourStop = z.object({
  id: z.number().int(),
  title: z.string(),
  tour: z.number().int(),
  scene: z.number().int(),
  position: z.number().int(),
  description: z.string(),
  coordinates: lngLat.nullable(),
});
export type TourStop = z.infer<typeof tourStop>;
export const tourStopListResponse = listResponse(tourStop);

export const tourGroupPage = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  meta: pageMeta.extend({ type: z.literal('tour.TourGroupPage') }),
  search_description: z.string(),
  /** 1 for a top-level group, 2 and 3 for nested levels. */
  depth: z.number().int().min(1),
  parent: z.number().int().nullable(),
  /** Ids of the child groups, in order. */
  children: z.array(z.number().int()),
  /** e.g. `/northfield/home/science/labs` */
  frontend_path: z.string(),
  tour_count_descendants: z.number().int().nonnegative(),
  /** Tour ids shown at this level. */
  tours: z.array(z.number().int()),
  image: positionedImage,
  bounding_box: boundingBox.nullable(),
  background_video: video.nullable(),
  videos_text: z.string(),
  videos: z.array(video),
  video_auto: z.boolean(),
});
export type TourGroupPage = z.infer<typeof tourGroupPage>;
export const tourGroupListResponse = listResponse(tourGroupPage);
