import {
  bannerTarget,
  brand as brandContract,
  scene as sceneContract,
  tour as tourContract,
  type BannerBadge,
  type BannerCard,
  type Brand,
  type ImageRef,
  type Scene,
  type SceneType,
  type Tour,
} from '@meridian/contracts';
import type { DocumentReader } from '../../documents/document-reader.ts';
import { notFound } from '../../http/http-error.ts';

const sceneBadge: Record<SceneType, BannerBadge> = {
  'place.LocationPage': '360-scene',
  'place.GalleryPage': 'gallery-scene',
  'place.MatterportEmbedPage': 'matterport',
};

function tourBadges(tour: Tour): BannerBadge[] {
  const badges: BannerBadge[] = ['tour'];
  if (tour.guide_audio_enabled && tour.guide_audio) badges.push('audio');
  if (tour.self_guided_enabled) badges.push('self-guided');
  return badges;
}

function thumbnailOf(image: ImageRef | null | undefined) {
  if (!image) return null;
  const { url, width, height } = image;
  return {
    url,
    background_position: image.background_position ?? '50% 50%',
    ...(width && height ? { width, height } : {}),
  };
}

function guideOf(image: ImageRef | null, name: string) {
  return image ? { name, image: { url: image.url, alt: image.alt ?? name } } : null;
}

interface CardContext {
  reader: DocumentReader;
  /** Whether the request's language is written right to left. */
  bidi: boolean;
}

/** What the banner card shows for a page path (spec section 2 path rule; docs/embedding.md). */
export async function bannerCardFor(pathname: string, { reader, bidi }: CardContext): Promise<BannerCard> {
  const target = bannerTarget(pathname);
  const [brand] = (await reader.list('brand', brandContract, { limit: 1 })).items;
  const base = {
    brand: { name: brand?.name ?? reader.tenant.name, primary_color: brand?.primary_color?.hex_value ?? null },
    language: reader.language,
    bidi,
  };
  const tourSlug = target.tourSlug;
  const tour = tourSlug === null ? undefined : await reader.bySlug('tour', tourContract, tourSlug);
  if (tourSlug !== null && !tour) throw notFound(`No tour ${tourSlug}`);

  if (target.level === 'scene') {
    const scene = await reader.bySlug('scene', sceneContract, target.sceneSlug);
    if (!scene || (tour && !tour.sceneIds.includes(scene.id))) throw notFound(`No scene ${target.sceneSlug}`);
    return { ...base, ...sceneCard(scene, tour ?? null, brand) };
  }
  if (tour) {
    return {
      ...base,
      kind: 'tour',
      standalone_scene: false,
      title: tour.title,
      description: tour.description || tour.meta.search_description,
      thumbnail: thumbnailOf(tour.thumbnail_landscape ?? tour.hero_image ?? tour.thumbnail_square),
      badges: tourBadges(tour),
      guide: guideOf(tour.tour_guide, tour.tour_guide_name),
    };
  }
  return {
    ...base,
    kind: 'site',
    standalone_scene: false,
    title: brand?.title || reader.tenant.name,
    description: brand?.search_description ?? '',
    thumbnail: thumbnailOf(brand?.image_small ?? brand?.image),
    badges: ['tour'],
    guide: brand ? guideOf(brand.tour_guide, brand.tour_guide_name) : null,
  };
}

/** A scene in a tour shows the tour's guide; a standalone scene the brand's. */
function sceneCard(scene: Scene, tour: Tour | null, brand: Brand | undefined) {
  const guide = tour
    ? guideOf(tour.tour_guide, tour.tour_guide_name)
    : brand
      ? guideOf(brand.tour_guide, brand.tour_guide_name)
      : null;
  return {
    kind: 'scene' as const,
    standalone_scene: tour === null,
    title: scene.title,
    description: scene.description || scene.meta.search_description,
    thumbnail: thumbnailOf(scene.get_thumbnail),
    badges: [sceneBadge[scene.meta.type]],
    guide,
  };
}
