// Spec section 3, tour thumbnails: a tour has portrait, landscape and square thumbnails and a hero
// image, each with the content system's focal point (background_position).
import type { ImageSource, Tour } from '@meridian/contracts';
import { srcsetOf } from '@meridian/contracts/home-path';

export type ThumbnailLayout = 'portrait' | 'landscape' | 'square';

export interface Thumbnail {
  url: string;
  /** CSS object-position / background-position, e.g. "50% 30%". */
  position: string;
  /** The image's widths as an `srcset` attribute, when the importer made narrower copies. */
  srcset?: string | undefined;
}

const DEFAULT_POSITION = '50% 50%';

type TourImages = Pick<Tour, 'thumbnail_portrait' | 'thumbnail_landscape' | 'thumbnail_square' | 'hero_image'>;

/** The layout's own thumbnail first; then the closest in shape, so a card is never empty if any image exists. */
const preference: Record<ThumbnailLayout, (keyof TourImages)[]> = {
  portrait: ['thumbnail_portrait', 'thumbnail_square', 'thumbnail_landscape', 'hero_image'],
  landscape: ['thumbnail_landscape', 'hero_image', 'thumbnail_square', 'thumbnail_portrait'],
  square: ['thumbnail_square', 'thumbnail_portrait', 'thumbnail_landscape', 'hero_image'],
};

export function tourThumbnail(tour: TourImages, layout: ThumbnailLayout): Thumbnail | null {
  for (const key of preference[layout]) {
    const image = tour[key];
    if (image?.url) {
      return {
        url: image.url,
        position: image.background_position || DEFAULT_POSITION,
        srcset: srcsetOf(image.srcset),
      };
    }
  }
  return null;
}

/** A positioned image (group image, brand image) as a thumbnail. */
export function positionedImage(
  image:
    { url: string; background_position?: string | undefined; srcset?: ImageSource[] | undefined } | null | undefined,
): Thumbnail | null {
  return image?.url
    ? { url: image.url, position: image.background_position || DEFAULT_POSITION, srcset: srcsetOf(image.srcset) }
    : null;
}
