import { z } from 'zod';

/**
 * The content-pack format (documented in docs/content-packs.md). A pack is a
 * directory: `pack.yaml` (tenant, languages, brand, maps settings) plus one
 * file (or a folder of files) per entity kind. Entities carry a stable `key`
 * that other entities reference and that keeps the entity's numeric id stable
 * across imports.
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

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c');
const lngLat = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
const boundingBox = z.tuple([z.number(), z.number(), z.number(), z.number()]);
const ring = z
  .array(lngLat)
  .min(4, 'a polygon ring needs at least 4 positions (first = last)')
  .refine((positions) => {
    const [first, last] = [positions[0], positions.at(-1)];
    return first !== undefined && last !== undefined && first[0] === last[0] && first[1] === last[1];
  }, 'a polygon ring must end where it starts');
const polygon = z.array(ring).min(1);

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

/** Every schema that contains translatable text, built for one tenant's languages. */
export function createPackSchemas(rules: TextRules) {
  const text = textFor(rules);
  const optionalText = text.default('');

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
      url: z.string().default(''),
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
  const link = z.strictObject({ text, url: text });

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

  const block = z.union([
    z.strictObject({ type: z.literal('paragraph'), value: text }),
    z.strictObject({ type: z.literal('image'), image: mediaPath, alt: optionalText, title: optionalText }),
    z.strictObject({ type: z.literal('video'), video }),
    z.strictObject({ type: z.literal('button'), text, url: text }),
    z.strictObject({ type: z.literal('external_link'), text, url: text }),
    // Any other block type is kept as written; the web app renders nothing for it.
    z.strictObject({
      type: z
        .string()
        .refine((t) => !['paragraph', 'image', 'video', 'button', 'external_link'].includes(t), 'invalid block'),
      value: z.unknown(),
    }),
  ]);

  const ctaBase = {
    key,
    live: z.boolean().default(true),
    name: text,
    title: optionalText,
    /** -1 on entry, 0 after the splash, n > 0 after n scenes, null a button CTA. */
    timing: z.number().int().min(-1).nullable(),
    end_of_tour: z.boolean().default(false),
    gate_entry: z.boolean().default(false),
    set_cookie_to_prevent_redisplay: z.boolean().default(false),
  };
  const cta = z.discriminatedUnion('action', [
    z.strictObject({
      ...ctaBase,
      action: z.literal('notice'),
      image: image.nullable().default(null),
      blocks: z.array(block).default([]),
      fixed_button: link.nullable().default(null),
    }),
    z.strictObject({ ...ctaBase, action: z.literal('form'), form: key }),
    z.strictObject({ ...ctaBase, action: z.literal('external_link'), text, url: text }),
  ]);

  const formField = z.strictObject({
    /** Becomes the field's clean_name (the submission key). */
    key: z.string().regex(/^[a-z][a-z0-9_]*$/, 'must be lower-case letters, digits and _ (a clean_name)'),
    label: text,
    type: z.enum([
      'singleline',
      'multiline',
      'email',
      'number',
      'checkboxes',
      'checkbox',
      'radio',
      'hidden',
      'date',
      'dropdown',
      'phone',
    ]),
    required: z.boolean().default(false),
    /** radio, dropdown, checkboxes: the choices (no commas inside a choice). */
    choices: z.array(text).default([]),
    /** checkboxes: a list of choices; checkbox: "on" or ""; others: a string. */
    default: z.union([text, z.array(text)]).default(''),
    help_text: optionalText,
  });
  const form = z.strictObject({
    key,
    name: text,
    title: text,
    paragraph: optionalText,
    image: image.nullable().default(null),
    /** true: shown in an iframe from `/hosted-forms/<form id>/`, which posts the message `success`. */
    hosted: z.boolean().default(false),
    submit_button_text: text.default('Submit'),
    success_message: text,
    error_message: text,
    post_redirect_page: z.string().nullable().default(null),
    fields: z.array(formField).min(1, 'a form needs at least one field'),
  });

  const category = z.strictObject({ key, slug: slug.optional(), name: text, icon: z.string().default('marker') });
  const place = z.strictObject({
    key,
    slug: slug.optional(),
    live: z.boolean().default(true),
    title: text,
    /** Category keys; the first is the place's main maps_feature_type. */
    categories: z.array(key).default([]),
    building: z.boolean().default(false),
    /** Building (map.yaml) the place is inside. */
    in_building: key.nullable().default(null),
    coordinates: lngLat.nullable().default(null),
    image: image.nullable().default(null),
    body: optionalText,
    address: optionalText,
    search_description: optionalText,
    show_in_menus: z.boolean().default(true),
    /** Parent place key (a room inside a building's page). */
    parent: key.nullable().default(null),
  });

  const campusOutline = z.strictObject({ key, name: text, polygon });
  const entrance = z.strictObject({ coordinates: lngLat, name: optionalText, accessible: z.boolean().default(true) });
  const building = z.strictObject({
    key,
    name: text,
    /** Place key of the building's place page. */
    place: key.nullable().default(null),
    levels: z.number().int().nonnegative().default(1),
    polygon,
    entrances: z.array(entrance).default([]),
  });
  const osmBuilding = z.strictObject({ key, name: text.nullable().default(null), polygon });
  const path = z.strictObject({
    key,
    name: optionalText,
    modes: z.array(z.enum(['walking', 'cycling', 'driving'])).min(1),
    coordinates: z.array(lngLat).min(2, 'a path needs at least 2 positions'),
  });
  const map = z.strictObject({
    campus_outlines: z.array(campusOutline).default([]),
    buildings: z.array(building).default([]),
    osm_buildings: z.array(osmBuilding).default([]),
    paths: z.array(path).default([]),
  });

  const brand = z.strictObject({
    name: text,
    title: text,
    home_url: z.string().nullable().default(null),
    primary_color: hexColor.nullable().default(null),
    logo: mediaPath.nullable().default(null),
    explore_tours: z.boolean().default(true),
    personalization: z.boolean().default(false),
    introduction: z.array(block).default([]),
    image: image.nullable().default(null),
    image_small: image.nullable().default(null),
    search_description: optionalText,
    tour_guide: image.nullable().default(null),
    tour_guide_name: optionalText,
    ga_cross_domains: z.array(z.string()).default([]),
    policy_links: z.array(link).default([]),
    cookies_notice: z
      .array(z.strictObject({ paragraph: text, dismiss_text: text, cookie_name: z.string() }))
      .default([]),
    panorama_tutorial: z.boolean().default(true),
    tour_menu_tutorial: z.boolean().default(true),
    mobile_guide_card_tutorial: z.boolean().default(true),
    finished_tour: z.boolean().default(true),
    maps: z.boolean().default(true),
    guide_audio: z.boolean().default(false),
    open_to_splash: z.boolean().default(true),
    unit_system: z.enum(['metric', 'imperial']).default('metric'),
    gallery_size: z.enum(['docked', 'full']).default('docked'),
    gallery_theme: z.enum(['light', 'dark']).default('light'),
    google_analytics: z.string().nullable().default(null),
    client_google_analytics: z.string().nullable().default(null),
    ga4_measurement_id: z.string().nullable().default(null),
    client_ga4_measurement_id: z.string().nullable().default(null),
    google_tag_manager: z.string().nullable().default(null),
  });

  return {
    text,
    scene,
    tour,
    group,
    groupLevel3,
    label,
    cta,
    form,
    category,
    place,
    map,
    brand,
    block,
    video,
    audio,
    image,
  };
}

/** pack.yaml: the tenant. Its `brand` is checked separately, once the languages are known. */
export const language = z.strictObject({
  language: z
    .string()
    .regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/, 'must be a lower-case language code like en, fr-ca, zh-hans'),
  name: z.string().min(1),
  name_local: z.string().min(1),
  bidi: z.boolean().default(false),
  default: z.boolean().default(false),
});

export const mapsSettings = z.strictObject({
  /** A MapLibre style URL, or null for Meridian's offline style. */
  style: z.string().nullable().default(null),
  center: lngLat.default([-79.3832, 43.6532]),
  zoom: z.number().min(0).max(22).default(16),
  campus_color: hexColor.default('#c8d7c0'),
  buildings_color: hexColor.default('#9aa5b1'),
  places: z.boolean().default(true),
  search_directory: z.boolean().default(true),
  outdoor_directions: z.boolean().default(true),
});

export const packFile = z.strictObject({
  schema_name: z
    .string()
    .regex(/^[a-z][a-z0-9_-]{1,40}$/, 'must be lower-case letters, digits, - or _ (the site name)'),
  name: z.string().min(1),
  /** Real host names serving this tenant, besides `<schema_name>.<APP_HOST>`. */
  hosts: z.array(z.string().regex(/^[a-z0-9.-]+$/, 'must be a lower-case host name without port')).default([]),
  languages: z
    .array(language)
    .min(1)
    .refine((list) => list.filter((l) => l.default).length === 1, 'exactly one language must have default: true'),
  brand: z.unknown(),
  maps_settings: mapsSettings.nullable().default(null),
});

type PackSchemas = ReturnType<typeof createPackSchemas>;
export type PackFile = Omit<z.output<typeof packFile>, 'brand'>;
export type PackLanguage = z.output<typeof language>;
export type PackMapsSettings = z.output<typeof mapsSettings>;
export type PackBrand = z.output<PackSchemas['brand']>;
export type PackScene = z.output<PackSchemas['scene']>;
export type PackTour = z.output<PackSchemas['tour']>;
export type PackGroup = z.output<PackSchemas['group']>;
/** A group at any level (levels 1 and 2 carry child `groups`). */
export type PackGroupNode = Omit<z.output<PackSchemas['groupLevel3']>, 'groups'> & { groups?: PackGroupNode[] };
export type PackLabel = z.output<PackSchemas['label']>;
export type PackCta = z.output<PackSchemas['cta']>;
export type PackForm = z.output<PackSchemas['form']>;
export type PackCategory = z.output<PackSchemas['category']>;
export type PackPlace = z.output<PackSchemas['place']>;
export type PackMap = z.output<PackSchemas['map']>;
export type PackBlock = z.output<PackSchemas['block']>;
export type PackVideo = z.output<PackSchemas['video']>;
export type PackAudio = z.output<PackSchemas['audio']>;
export type PackImage = z.output<PackSchemas['image']>;

/** Where an entity was written: for error messages after parsing. */
export interface Source {
  file: string;
  path: (string | number)[];
}

/** A validated pack: everything the importer needs. */
export interface ContentPack {
  dir: string;
  tenant: PackFile;
  defaultLanguage: string;
  brand: PackBrand;
  scenes: PackScene[];
  tours: PackTour[];
  groups: PackGroup[];
  labels: PackLabel[];
  ctas: PackCta[];
  forms: PackForm[];
  categories: PackCategory[];
  places: PackPlace[];
  map: PackMap;
  /** Absolute path of every media file the pack references, by the path written in the pack. */
  media: Map<string, string>;
}
