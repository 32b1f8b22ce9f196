// What a video slot does (spec sections 2 and 9): play or show its poster, autoplay muted on the
// homepage for YouTube and Vimeo, and its frame size.
import type { Video } from '@meridian/contracts';
import { DESKTOP_MIN_WIDTH } from '../../lib/breakpoints.ts';

/** Below this width the homepage's videos take the full width (spec section 9). */
export const FULL_WIDTH_BELOW = 800;
export const HOMEPAGE_VIDEO_WIDTH = '76%';
export const QQ_DESKTOP_SIZE = { width: 300, height: 180 } as const;

export interface VideoConditions {
  /** The video is shown on the homepage (YouTube and Vimeo autoplay muted there). */
  homepage: boolean;
  viewportWidth: number;
  /** prefers-reduced-motion: reduce. */
  reducedMotion: boolean;
  /** The Save-Data client hint (navigator.connection.saveData). */
  saveData: boolean;
}

export interface FrameSize {
  /** CSS width: a percentage or pixels. */
  width: string;
  /** Fixed pixel height, or null when the aspect ratio decides. */
  height: string | null;
  aspectRatio: '16 / 9' | null;
}

export interface VideoPlan {
  /** Poster only: nothing is loaded from the provider until the visitor asks to play. */
  posterOnly: boolean;
  autoplay: boolean;
  muted: boolean;
  loop: boolean;
  frame: FrameSize;
}

export function frameSize(provider: Video['provider'], viewportWidth: number): FrameSize {
  if (provider === 'qq') {
    return viewportWidth >= DESKTOP_MIN_WIDTH
      ? { width: `${QQ_DESKTOP_SIZE.width}px`, height: `${QQ_DESKTOP_SIZE.height}px`, aspectRatio: null }
      : { width: '100%', height: null, aspectRatio: '16 / 9' };
  }
  const width = viewportWidth < FULL_WIDTH_BELOW ? '100%' : HOMEPAGE_VIDEO_WIDTH;
  return { width, height: null, aspectRatio: '16 / 9' };
}

export function planVideo(video: Pick<Video, 'provider'>, conditions: VideoConditions): VideoPlan {
  const posterOnly = conditions.reducedMotion || conditions.saveData;
  const autoplaysMuted = conditions.homepage && (video.provider === 'youtube' || video.provider === 'vimeo');
  // Uploaded files on the homepage are ambient background loops: muted, looping, no sound to surprise anyone.
  const ambientFile = conditions.homepage && video.provider === 'file';
  return {
    posterOnly,
    autoplay: !posterOnly && (autoplaysMuted || ambientFile),
    muted: autoplaysMuted || ambientFile,
    loop: ambientFile,
    frame: frameSize(video.provider, conditions.viewportWidth),
  };
}
