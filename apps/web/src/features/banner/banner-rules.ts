// The banner card's rules (spec sections 4 and 9, issue 14): how the card lays itself out for the
// size of the frame it is embedded in, the tilt and blur constants, and the guide avatar's width.
import type { BannerBadge } from '@meridian/contracts/embed';
import { keepPreviewParamsOnly } from '../../lib/query-params.ts';

/** Spec section 9, banner constants (the props of react-parallax-tilt and the blurred background). */
export const BANNER_TILT = {
  maxAngle: 15,
  transitionSpeedMs: 400,
  perspective: 2000,
  glareMaxOpacity: 0.2,
  hoverScale: 1.05,
} as const;

export const BANNER_BLUR = {
  dark: { radius: '1.2rem', opacity: 0.5 },
  light: { radius: '3rem', opacity: 0.7 },
} as const;

export interface BannerSize {
  width: number;
  height: number;
}

export interface BannerLayout {
  /** Under 160 px high: one compact row. */
  compact: boolean;
  /** 200 px high or less the card fills the banner: no blurred background around it, no tilt. */
  fillsBanner: boolean;
  /** Description and tour-guide avatar: only above 450 × 300. */
  showDetails: boolean;
  /** Badge text expands on hover only when the banner is wider than 360 px. */
  expandBadgeOnHover: boolean;
  /** 15° normally, 0 when the card fills the banner (spec section 9). */
  tiltMaxAngle: number;
}

export function bannerLayout({ width, height }: BannerSize): BannerLayout {
  const fillsBanner = height <= 200;
  return {
    compact: height < 160,
    fillsBanner,
    showDetails: width > 450 && height > 300,
    expandBadgeOnHover: width > 360,
    tiltMaxAngle: fillsBanner ? 0 : BANNER_TILT.maxAngle,
  };
}

/**
 * The guide avatar's share of the card's width: 50 %, narrowed to 45 % when both the audio guide and
 * self-guided badges share its row; the standalone scene always gives it 50 %.
 */
export function guideAvatarWidth(badges: readonly BannerBadge[], standaloneScene: boolean): '50%' | '45%' {
  if (standaloneScene) return '50%';
  return badges.includes('audio') && badges.includes('self-guided') ? '45%' : '50%';
}

/**
 * The "take a virtual tour" address: the page the banner is on, without the banner, keeping only
 * content_type and token (preview) of its query.
 */
export function virtualTourUrl(location: Pick<Location, 'origin' | 'pathname' | 'search'>): string {
  return `${location.origin}${location.pathname}${keepPreviewParamsOnly(location.search)}`;
}

/**
 * The description as plain text (the CMS stores HTML): parsed as an inert document, so no script,
 * handler or image in it runs or loads; the card shows two lines of its text.
 */
export function plainText(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent;
  return text.replace(/\s+/g, ' ').trim();
}
