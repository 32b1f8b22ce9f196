import type { Tour, TourGroupPage, TourStop } from '@meridian/contracts';
import type { PackGroupNode, PackImage, PackTour } from '../pack-schema.ts';
import { audioOf, boundsOf, fittedImage, videoOf, type BuildContext, type DocumentDraft } from './build-context.ts';

type Shape = 'portrait' | 'landscape' | 'square';

function positioned(ctx: BuildContext, image: PackImage | null | undefined, shape: Shape) {
  if (!image) return null;
  const { url, width, height, srcset } = ctx.media.coverResponsive(image.image, shape, image.background_position);
  // The size travels with the URL: oEmbed's thumbnail and og:image name it.
  return { url, width, height, srcset, background_position: image.background_position };
}

/** A hero-sized image (a tour's hero, a group's image) with its narrower copies. */
function heroSized(ctx: BuildContext, image: PackImage | null | undefined) {
  if (!image) return null;
  const { url, width, height, srcset } = ctx.media.fitResponsive(image.image, 'hero');
  return { url, width, height, srcset, background_position: image.background_position };
}

function sceneLocations(ctx: BuildContext): Map<string, [number, number]> {
  const map = new Map<string, [number, number]>();
  for (const scene of ctx.pack.scenes) if (scene.location) map.set(scene.key, scene.location);
  return map;
}

function buildTour(
  ctx: BuildContext,
  tour: PackTour,
  position: number,
  locations: Map<string, [number, number]>,
): DocumentDraft {
  const id = ctx.id('tour', tour.key);
  const slug = tour.slug ?? tour.key;
  const sceneSlug = new Map(ctx.pack.scenes.map((s) => [s.key, s.slug ?? s.key]));
  const points = tour.scenes.flatMap((key) => {
    const coordinates = locations.get(key);
    return coordinates ? [{ scene: ctx.id('scene', key), coordinates }] : [];
  });
  const brand = ctx.pack.brand;
  const guide = tour.tour_guide ?? brand.tour_guide;
  const hero = tour.hero_image ?? tour.thumbnail;
  const body: Tour = {
    id,
    title: ctx.t(tour.title),
    slug,
    meta: { type: 'tour.TourPage', slug, live: tour.live, search_description: ctx.t(tour.search_description) },
    description: ctx.t(tour.description),
    scenes: tour.scenes.map((key, index) => ({
      id: `${id}-${index + 1}`,
      scene: { id: ctx.id('scene', key), slug: sceneSlug.get(key) ?? key },
    })),
    sceneIds: tour.scenes.map((key) => ctx.id('scene', key)),
    is_hidden_from_universal_menu: tour.hide_from_universal_menu,
    splash_color: tour.splash_color,
    thumbnail_portrait: positioned(ctx, tour.thumbnail_portrait ?? tour.thumbnail, 'portrait'),
    thumbnail_landscape: positioned(ctx, tour.thumbnail_landscape ?? tour.thumbnail, 'landscape'),
    thumbnail_square: positioned(ctx, tour.thumbnail_square ?? tour.thumbnail, 'square'),
    hero_image: heroSized(ctx, hero),
    starting_point: ctx.id('scene', tour.starting_point ?? tour.scenes[0] ?? ''),
    bounding_box: tour.bounding_box ?? boundsOf(points.map((p) => p.coordinates)),
    scenes_points: points,
    guide_audio: audioOf(ctx, tour.guide_audio),
    guide_audio_enabled: tour.guide_audio_enabled,
    self_guided_enabled: tour.self_guided_enabled,
    tour_guide: fittedImage(ctx, guide, 'logo'),
    tour_guide_name: ctx.t(tour.tour_guide_name ?? brand.tour_guide_name),
    stops: tour.stops.map((stop) => ctx.id('tour_stop', stop.key)),
    video: videoOf(ctx, tour.video),
  };
  return { kind: 'tour', id, slug, parent_id: null, position, live: tour.live, body };
}

export function buildTours(ctx: BuildContext): DocumentDraft[] {
  const locations = sceneLocations(ctx);
  return ctx.pack.tours.flatMap((tour, position) => {
    const draft = buildTour(ctx, tour, position, locations);
    const stops = tour.stops.map((stop, index): DocumentDraft => {
      const id = ctx.id('tour_stop', stop.key);
      const body: TourStop = {
        id,
        title: ctx.t(stop.title),
        tour: draft.id,
        scene: ctx.id('scene', stop.scene),
        position: index,
        description: ctx.t(stop.description),
        coordinates: stop.coordinates ?? locations.get(stop.scene) ?? null,
      };
      return { kind: 'tour_stop', id, slug: stop.key, parent_id: draft.id, position: index, live: tour.live, body };
    });
    return [draft, ...stops];
  });
}

/** Tour groups, depth first; each carries its parent, children, path and the distinct tours below it. */
export function buildGroups(ctx: BuildContext): DocumentDraft[] {
  const drafts: DocumentDraft[] = [];
  const schema = ctx.pack.tenant.schema_name;
  const visit = (group: PackGroupNode, depth: number, parent: number | null, parentPath: string): Set<string> => {
    const id = ctx.id('tour_group', group.key);
    const slug = group.slug ?? group.key;
    const frontendPath = `${parentPath}/${slug}`;
    const draft: DocumentDraft = {
      kind: 'tour_group',
      id,
      slug,
      parent_id: parent,
      position: drafts.length,
      live: group.live,
      body: null,
    };
    drafts.push(draft);
    const tours = new Set(group.tours);
    for (const child of group.groups ?? []) for (const key of visit(child, depth + 1, id, frontendPath)) tours.add(key);
    const image = group.image;
    const body: TourGroupPage = {
      id,
      title: ctx.t(group.title),
      slug,
      meta: { type: 'tour.TourGroupPage', slug, live: group.live, search_description: ctx.t(group.search_description) },
      search_description: ctx.t(group.search_description),
      depth,
      parent,
      children: (group.groups ?? []).map((child) => ctx.id('tour_group', child.key)),
      frontend_path: frontendPath,
      tour_count_descendants: tours.size,
      tours: group.tours.map((key) => ctx.id('tour', key)),
      image: heroSized(ctx, image),
      bounding_box: group.bounding_box,
      background_video: videoOf(ctx, group.background_video),
      videos_text: ctx.t(group.videos_text),
      videos: group.videos.flatMap((v) => videoOf(ctx, v) ?? []),
      video_auto: group.video_auto,
    };
    draft.body = body;
    return tours;
  };
  for (const group of ctx.pack.groups) visit(group, 1, null, `/${schema}/home`);
  return drafts;
}
