import type { MediaItem } from '../media-spec.ts';
import { buildCampus, type CampusSpec } from './campus-map.ts';
import { linksFromTours, placeExits, type SceneSpec, type Tr } from './scene-builder.ts';

/** Everything a demo tenant is made of; `buildPack` derives the pack files from it. */
export interface TenantDefinition {
  schema: string;
  /** pack.yaml without the derived parts. */
  pack: Record<string, unknown>;
  scenes: SceneSpec[];
  /** Tours in pack shape; `thumbnail` and `hero_image` default to the first panorama of the tour. */
  tours: (Record<string, unknown> & { key: string; scenes: string[] })[];
  groups: Record<string, unknown>[];
  labels: Record<string, unknown>[];
  ctas: Record<string, unknown>[];
  forms: Record<string, unknown>[];
  categories: Record<string, unknown>[];
  campus: CampusSpec;
  /** Logos, avatars, audio, CTA images. */
  media: MediaItem[];
}

export interface PackFiles {
  files: Record<string, unknown>;
  media: MediaItem[];
}

function panoramaPath(schema: string, key: string): string {
  return `${schema}/panoramas/${key}.jpg`;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Fills the texts an author would otherwise leave empty, in every language: an image's alt and
 * title (from the nearest entity title), a missing search description (the title). The demo
 * promises no empty strings in any language.
 */
function completeTexts(value: unknown, inheritedTitle: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => completeTexts(item, inheritedTitle));
  if (!isObject(value)) return value;
  const title = value.title ?? value.name ?? inheritedTitle;
  const result: Json = {};
  for (const [key, inner] of Object.entries(value)) result[key] = completeTexts(inner, title);
  if (typeof value.image === 'string' && title !== undefined) {
    result.alt ??= title;
    result.title ??= result.alt;
  }
  return result;
}

function withSearchDescription<T extends Json>(entity: T): T {
  const children: unknown = entity.groups;
  const groups = Array.isArray(children)
    ? { groups: children.map((group: unknown) => (isObject(group) ? withSearchDescription(group) : group)) }
    : {};
  return { search_description: entity.title, ...entity, ...groups };
}

export function buildPack(definition: TenantDefinition): PackFiles {
  const { schema } = definition;
  const media: MediaItem[] = [...definition.media];
  const titles = new Map<string, Tr>(definition.scenes.map((scene) => [scene.key, scene.title]));
  const links = linksFromTours(definition.scenes, definition.tours);
  const campus = buildCampus(definition.campus);

  const scenes = definition.scenes.map((scene) => {
    const common = {
      key: scene.key,
      type: scene.type,
      title: scene.title,
      description: scene.description,
      location: scene.location,
    };
    if (scene.type === 'gallery') {
      scene.images.forEach((_, index) =>
        media.push({
          name: `gallery/${scene.key}-${index + 1}.jpg`,
          kind: 'gallery',
          seed: scene.seed * 10 + index,
          style: scene.style,
        }),
      );
      return {
        ...common,
        search_description: scene.description,
        alt_text: scene.title,
        gallery: scene.images.map((image, index) => ({
          key: `${scene.key}-${index + 1}`,
          image: `${schema}/gallery/${scene.key}-${index + 1}.jpg`,
          ...image,
        })),
      };
    }
    if (scene.type === 'embed')
      return {
        ...common,
        search_description: scene.description,
        alt_text: scene.title,
        thumbnail: `${schema}/places/${definition.campus.buildings[0]?.key ?? 'campus'}.jpg`,
        embed_url: scene.url,
      };
    const targets = links.get(scene.key) ?? [];
    const { params, exits } = placeExits(scene, targets);
    const name = `panoramas/${scene.key}.jpg`;
    media.push(
      params.kind === 'outdoor'
        ? {
            name,
            kind: 'outdoor',
            seed: params.seed,
            style: scene.style as never,
            time: params.time,
            exits: params.exits,
            paths: params.paths,
            description: scene.alt.en,
          }
        : {
            name,
            kind: 'interior',
            seed: params.seed,
            style: scene.style as never,
            exits: params.exits,
            description: scene.alt.en,
          },
    );
    return {
      ...common,
      search_description: scene.description,
      alt_text: scene.alt,
      panorama: panoramaPath(schema, scene.key),
      initial_rotation: { yaw: exits[0]?.yaw ?? 0, pitch: 0, zoom: 40 },
      north_offset: (scene.seed * 61) % 360,
      guide_audio: scene.guideAudio ?? null,
      hotspots: exits.map((exit) => ({
        key: `to-${exit.target}`,
        title: titles.get(exit.target) ?? exit.target,
        yaw: exit.yaw,
        pitch: exit.pitch,
        link: exit.target,
      })),
    };
  });

  const firstPanorama = (keys: readonly string[]): string => {
    const key = keys.find(
      (candidate) => definition.scenes.find((scene) => scene.key === candidate)?.type === 'panorama',
    );
    return panoramaPath(schema, key ?? definition.scenes[0]?.key ?? 'campus');
  };
  const tours = definition.tours.map((tour) => ({
    thumbnail: { image: firstPanorama(tour.scenes), background_position: '50% 50%' },
    hero_image: { image: firstPanorama(tour.scenes), background_position: '50% 45%' },
    ...tour,
  }));

  for (const image of campus.placeImages) media.push({ name: image.name, kind: 'place', seed: image.seed });

  const forms = definition.forms.map((form) => ({ paragraph: form.title, ...form }));
  const files: Record<string, unknown> = {
    'pack.yaml': definition.pack,
    'scenes.yaml': scenes,
    'tours.yaml': tours.map(withSearchDescription),
    'groups.yaml': definition.groups.map(withSearchDescription),
    'labels.yaml': definition.labels,
    'ctas.yaml': definition.ctas,
    'forms.yaml': forms,
    'categories.yaml': definition.categories,
    'places.yaml': campus.places.map(withSearchDescription),
    'map.yaml': campus.map,
  };
  for (const [name, content] of Object.entries(files)) files[name] = completeTexts(content, undefined);
  return { files, media };
}

/** Location of a building of the campus, for scenes standing at it. */
export function buildingLocation(campus: CampusSpec, key: string): [number, number] {
  const location = buildCampus(campus).buildingCentres.get(key);
  if (location === undefined) throw new Error(`unknown building ${key}`);
  return location;
}
