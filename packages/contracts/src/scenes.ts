import * as z from 'zod/mini';
import { audio, imageRef, listResponse, pageMeta, video } from './common.ts';

export const sceneType = z.enum(['place.LocationPage', 'place.GalleryPage', 'place.MatterportEmbedPage']);
export type SceneType = z.infer<typeof sceneType>;

export const rendition = z.object({ url: z.string(), width: z.int(), height: z.int() });
export type Rendition = z.infer<typeof rendition>;
export const renditionSet = z.object({ low: rendition, medium: rendition, high: rendition });
/** One level of a panorama's tile pyramid: the whole image `width` px wide, as cols × rows square tiles. */
export const tileLevel = z.object({ width: z.int(), cols: z.int(), rows: z.int() });
export type TileLevel = z.infer<typeof tileLevel>;
/**
 * The panorama cut into tiles (issue 35) for Photo Sphere Viewer's equirectangular tiles adapter; its
 * base image is the low rendition. `webp` and `jpeg` are URL templates holding `{level}` (the index in
 * `levels`, narrowest first), `{col}` and `{row}`. cols and rows are powers of two.
 */
export const panoramaTiles = z.object({ levels: z.array(tileLevel), webp: z.string(), jpeg: z.string() });
export type PanoramaTiles = z.infer<typeof panoramaTiles>;
/**
 * Equirectangular panorama renditions; null for scenes that are not 360 scenes. `tiles` is absent for
 * a source no wider than the low rendition (there is nothing sharper to tile).
 */
export const panoramaImages = z.object({ jpeg: renditionSet, webp: renditionSet, tiles: z.optional(panoramaTiles) });
export type PanoramaImages = z.infer<typeof panoramaImages>;

/**
 * A hotspot. x, y, z is a direction from the viewer in three.js world space
 * (y up, -z is the panorama's centre, +x to the right); 0,0,0 means unplaced.
 */
export const hotspot = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  x: z.number(),
  y: z.number(),
  z: z.number(),
  /** The scene that shows the hotspot. */
  parent: z.int(),
  /** The scene the hotspot leads to, or null for an information hotspot. */
  link_scene: z.nullable(z.int()),
});
export type Hotspot = z.infer<typeof hotspot>;

export const galleryImage = z.object({
  id: z.int(),
  url: z.string(),
  width: z.int(),
  height: z.int(),
  thumbnail: z.string(),
  title: z.string(),
  alt: z.string(),
  caption: z.string(),
});
export type GalleryImage = z.infer<typeof galleryImage>;

/** Initial view in degrees: yaw clockwise from the panorama centre, pitch up. */
export const initialRotation = z.object({
  yaw: z.number(),
  pitch: z.number(),
  zoom: z.number().check(z.gte(0), z.lte(100)),
});

export const sceneSummary = z.object({
  id: z.int(),
  title: z.string(),
  meta: z.extend(pageMeta, { type: sceneType }),
  get_thumbnail: z.nullable(imageRef),
  labels: z.array(z.int()),
  sub_scenes: z.array(z.int()),
});
export type SceneSummary = z.infer<typeof sceneSummary>;
export const sceneListResponse = listResponse(sceneSummary);

export const scene = z.extend(sceneSummary, {
  description: z.string(),
  tags: z.array(z.string()),
  alt_text: z.string(),
  plate_type: z.enum(['panorama', 'static']),
  panorama: z.nullable(panoramaImages),
  initial_rotation: initialRotation,
  /** [x, y, z]; 0,0,0 by default. */
  coordinates: z.tuple([z.number(), z.number(), z.number()]),
  /** Compass heading (degrees clockwise from north) of the panorama centre. */
  north_offset: z.number(),
  hotspots: z.array(hotspot),
  gallery: z.array(galleryImage),
  /** Embedded 3D walkthrough URL (MatterportEmbedPage). */
  embed_url: z.nullable(z.string()),
  guide_audio: z.nullable(audio),
  video: z.nullable(video),
  audio: z.nullable(audio),
});
export type Scene = z.infer<typeof scene>;
