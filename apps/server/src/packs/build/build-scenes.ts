import type { Hotspot, Label, Scene, SceneType } from '@meridian/contracts';
import { yawPitchToDirection } from '@meridian/contracts/direction';
import type { WalkthroughRoom } from '@meridian/contracts/walkthrough';
import type { PackScene } from '../pack-schema.ts';
import { audioOf, videoOf, type BuildContext, type DocumentDraft } from './build-context.ts';

const SCENE_TYPES: Record<PackScene['type'], SceneType> = {
  panorama: 'place.LocationPage',
  gallery: 'place.GalleryPage',
  embed: 'place.MatterportEmbedPage',
};

function hotspotsOf(ctx: BuildContext, scene: PackScene, sceneId: number): Hotspot[] {
  if (scene.type !== 'panorama') return [];
  return scene.hotspots
    .map((h): Hotspot => {
      const [x, y, z] =
        h.yaw !== undefined && h.pitch !== undefined
          ? yawPitchToDirection(h.yaw, h.pitch)
          : [h.x ?? 0, h.y ?? 0, h.z ?? 0];
      return {
        id: ctx.id('scene', `${scene.key}/hotspot/${h.key}`),
        title: ctx.t(h.title),
        description: ctx.t(h.description),
        x,
        y,
        z,
        parent: sceneId,
        link_scene: h.link === null ? null : ctx.id('scene', h.link),
      };
    })
    .filter((h) => h.x !== 0 || h.y !== 0 || h.z !== 0); // spec: hotspots at 0,0,0 are unplaced and dropped
}

function thumbnailOf(ctx: BuildContext, scene: PackScene) {
  if (scene.thumbnail !== undefined) return ctx.media.cover(scene.thumbnail, 'thumbnail');
  if (scene.type === 'panorama') return ctx.media.panoramaThumbnail(scene.panorama);
  if (scene.type === 'gallery' && scene.gallery[0]) return ctx.media.cover(scene.gallery[0].image, 'thumbnail');
  return null;
}

/** Child-label ids carrying each scene key. */
function labelsByScene(ctx: BuildContext): Map<string, number[]> {
  const map = new Map<string, number[]>();
  for (const label of ctx.pack.labels) {
    for (const child of label.children) {
      for (const sceneKey of child.scenes)
        map.set(sceneKey, [...(map.get(sceneKey) ?? []), ctx.id('label', child.key)]);
    }
  }
  return map;
}

export function buildScenes(ctx: BuildContext): DocumentDraft[] {
  const labels = labelsByScene(ctx);
  return ctx.pack.scenes.map((scene, position): DocumentDraft => {
    const id = ctx.id('scene', scene.key);
    const slug = scene.slug ?? scene.key;
    const thumbnail = thumbnailOf(ctx, scene);
    const body: Scene = {
      id,
      title: ctx.t(scene.title),
      meta: {
        type: SCENE_TYPES[scene.type],
        slug,
        live: scene.live,
        search_description: ctx.t(scene.search_description),
      },
      get_thumbnail: thumbnail && { ...thumbnail, alt: ctx.t(scene.alt_text) },
      labels: labels.get(scene.key) ?? [],
      sub_scenes: scene.sub_scenes.map((k) => ctx.id('scene', k)),
      description: ctx.t(scene.description),
      tags: scene.tags.map(ctx.t),
      alt_text: ctx.t(scene.alt_text),
      plate_type: scene.type === 'panorama' ? scene.plate_type : 'static',
      panorama: scene.type === 'panorama' ? ctx.media.panorama(scene.panorama) : null,
      initial_rotation: scene.type === 'panorama' ? scene.initial_rotation : { yaw: 0, pitch: 0, zoom: 50 },
      coordinates: scene.coordinates,
      north_offset: scene.type === 'panorama' ? scene.north_offset : 0,
      hotspots: hotspotsOf(ctx, scene, id),
      gallery:
        scene.type === 'gallery'
          ? scene.gallery.map((image, index) => ({
              id: ctx.id('scene', `${scene.key}/gallery/${image.key ?? String(index)}`),
              ...ctx.media.fit(image.image, 'gallery'),
              thumbnail: ctx.media.cover(image.image, 'thumbnail').url,
              title: ctx.t(image.title),
              alt: ctx.t(image.alt),
              caption: ctx.t(image.caption),
            }))
          : [],
      embed_url: scene.type === 'embed' ? scene.embed_url : null,
      guide_audio: audioOf(ctx, scene.guide_audio),
      video: videoOf(ctx, scene.video),
      audio: audioOf(ctx, scene.audio),
    };
    return { kind: 'scene', id, slug, parent_id: null, position, live: scene.live, body };
  });
}

export function buildLabels(ctx: BuildContext): DocumentDraft[] {
  const sceneIds = (keys: string[]) => keys.map((k) => ctx.id('scene', k));
  return ctx.pack.labels.map((label, position): DocumentDraft => {
    const id = ctx.id('label', label.key);
    const body: Label = {
      id,
      name: ctx.t(label.name),
      depth: 1,
      children: label.children.map((child) => ({
        id: ctx.id('label', child.key),
        name: ctx.t(child.name),
        locations: sceneIds(child.scenes),
      })),
    };
    return { kind: 'label', id, slug: label.key, parent_id: null, position, live: true, body };
  });
}

/** The tenant's offline 3D rooms, one document each, found by their key (`/walkthrough/<key>/`). */
export function buildWalkthroughs(ctx: BuildContext): DocumentDraft[] {
  return ctx.pack.walkthroughs.map((room, position): DocumentDraft => {
    const id = ctx.id('walkthrough', room.key);
    const body: WalkthroughRoom = {
      id,
      name: room.key,
      title: ctx.t(room.title),
      size: room.size,
      wall: room.wall,
      floor: room.floor,
      accent: room.accent,
      furniture: room.furniture,
      start: room.start ?? [0, room.size[1] / 2 - 1],
    };
    return { kind: 'walkthrough', id, slug: room.key, parent_id: null, position, live: true, body };
  });
}
