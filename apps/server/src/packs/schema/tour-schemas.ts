import { z } from 'zod';
import { boundingBox, embedUrl, hexColor, key, lngLat, mediaPath, slug, type SharedSchemas } from './shared-schemas.ts';

/** Scenes (all three types), tours with their stops, nested tour groups and labels. */
export function tourSchemas({ text, optionalText, image, audio, video }: SharedSchemas) {
  const hotspot = z
    .strictObject({
      key,
      title: optionalText,
      description: optionalText,
      /** Direction in degrees: yaw clockwise from the panorama centre, pitch up. */
      yaw: z.number().min(-360).max(360).optional(),
      pitch: z.number().min(-90).max(90).optional(),
      /** Or a direction in three.js world space (y up, -z the panorama centre). */
      x: z.number().optional(),
      y: z.number().optional(),
      z: z.number().optional(),
      /** Scene key the hotspot leads to; omit for an information hotspot. */
      link: key.nullable().default(null),
    })
    .superRefine((h, ctx) => {
      const angles = h.yaw !== undefined || h.pitch !== undefined;
      const vector = h.x !== undefined || h.y !== undefined || h.z !== undefined;
      if (angles === vector) {
        ctx.addIssue({ code: 'custom', message: 'give either yaw and pitch, or x, y and z' });
      } else if (angles && (h.yaw === undefined || h.pitch === undefined)) {
        ctx.addIssue({ code: 'custom', message: 'yaw and pitch go together' });
      } else if (vector && (h.x === undefined || h.y === undefined || h.z === undefined)) {
        ctx.addIssue({ code: 'custom', message: 'x, y and z go together' });
      }
    });

  const galleryImage = z.strictObject({
    key: key.optional(),
    image: mediaPath,
    title: optionalText,
    alt: optionalText,
    caption: optionalText,
  });

  const sceneBase = {
    key,
    slug: slug.optional(),
    live: z.boolean().default(true),
    title: text,
    description: optionalText,
    search_description: optionalText,
    alt_text: optionalText,
    tags: z.array(text).default([]),
    /** Thumbnail source; defaults to the panorama (centre crop) or the first gallery image. */
    thumbnail: mediaPath.optional(),
    /** Scene keys grouped under this scene (a stack). */
    sub_scenes: z.array(key).default([]),
    /** [x, y, z] as the spec's scene coordinates. */
    coordinates: z.tuple([z.number(), z.number(), z.number()]).default([0, 0, 0]),
    /** Map position of the scene, used for tour scene points and bounding boxes. */
    location: lngLat.nullable().default(null),
    guide_audio: audio.nullable().default(null),
    audio: audio.nullable().default(null),
    video: video.nullable().default(null),
  };
  const panoramaScene = z.strictObject({
    ...sceneBase,
    type: z.literal('panorama'),
    /** Equirectangular 2:1 source image. */
    panorama: mediaPath,
    plate_type: z.enum(['panorama', 'static']).default('panorama'),
    initial_rotation: z
      .strictObject({ yaw: z.number(), pitch: z.number().min(-90).max(90), zoom: z.number().min(0).max(100) })
      .default({ yaw: 0, pitch: 0, zoom: 50 }),
    north_offset: z.number().min(0).max(360).default(0),
    hotspots: z.array(hotspot).default([]),
  });
  const galleryScene = z.strictObject({
    ...sceneBase,
    type: z.literal('gallery'),
    gallery: z.array(galleryImage).min(1, 'a gallery scene needs at least one image'),
  });
  const embedScene = z.strictObject({ ...sceneBase, type: z.literal('embed'), embed_url: embedUrl });
  const scene = z.discriminatedUnion('type', [panoramaScene, galleryScene, embedScene]);

  const tourStop = z.strictObject({
    key,
    title: text,
    scene: key,
    description: optionalText,
    coordinates: lngLat.nullable().default(null),
  });
  const tour = z.strictObject({
    key,
    slug: slug.optional(),
    live: z.boolean().default(true),
    title: text,
    description: optionalText,
    search_description: optionalText,
    scenes: z.array(key).min(1, 'a tour needs at least one scene'),
    /** Scene key the tour starts at; the first scene when omitted. */
    starting_point: key.nullable().default(null),
    hide_from_universal_menu: z.boolean().default(false),
    /** Fractions 0..1; omitted: the spec's default splash 196,100,12. */
    splash_color: z
      .strictObject({
        hue: z.number().min(0).max(1),
        saturation: z.number().min(0).max(1),
        lightness: z.number().min(0).max(1),
      })
      .nullable()
      .default(null),
    /** One image cropped to portrait, landscape and square thumbnails. */
    thumbnail: image.nullable().default(null),
    thumbnail_portrait: image.optional(),
    thumbnail_landscape: image.optional(),
    thumbnail_square: image.optional(),
    hero_image: image.nullable().default(null),
    /** Computed from the scenes' locations when omitted. */
    bounding_box: boundingBox.nullable().default(null),
    guide_audio: audio.nullable().default(null),
    guide_audio_enabled: z.boolean().default(false),
    self_guided_enabled: z.boolean().default(false),
    /** Defaults to the brand's tour guide. */
    tour_guide: image.nullable().default(null),
    tour_guide_name: text.optional(),
    stops: z.array(tourStop).default([]),
    video: video.nullable().default(null),
  });

  const groupFields = {
    key,
    slug: slug.optional(),
    live: z.boolean().default(true),
    title: text,
    search_description: optionalText,
    image: image.nullable().default(null),
    tours: z.array(key).default([]),
    bounding_box: boundingBox.nullable().default(null),
    background_video: video.nullable().default(null),
    videos_text: optionalText,
    videos: z.array(video).default([]),
    video_auto: z.boolean().default(false),
  };
  // Three levels at most (spec: groupOne/groupTwo/groupThree); the type nests the same fields.
  const groupLevel3 = z.strictObject({
    ...groupFields,
    groups: z.array(z.never()).max(0, 'tour groups nest at most 3 levels deep').optional(),
  });
  const groupLevel2 = z.strictObject({ ...groupFields, groups: z.array(groupLevel3).default([]) });
  const group = z.strictObject({ ...groupFields, groups: z.array(groupLevel2).default([]) });

  const labelChild = z.strictObject({ key, name: text, scenes: z.array(key).default([]) });
  const label = z.strictObject({ key, name: text, children: z.array(labelChild).default([]) });
  // An offline 3D room served at /walkthrough/<key>/ (an embed scene's embed_url names it).
  const metres = z.number().positive().max(100);
  const walkthrough = z.strictObject({
    key,
    title: text,
    size: z.tuple([metres, metres, metres]),
    wall: hexColor,
    floor: hexColor,
    accent: hexColor,
    furniture: z
      .array(z.tuple([z.number().min(-50).max(50), z.number().min(-50).max(50), metres, metres, metres, hexColor]))
      .default([]),
    // Where the visitor stands at first, [x, z], facing -z (by default 1 m from the back wall).
    start: z.tuple([z.number().min(-50).max(50), z.number().min(-50).max(50)]).optional(),
  });
  return { scene, tour, group, groupLevel3, label, walkthrough };
}
