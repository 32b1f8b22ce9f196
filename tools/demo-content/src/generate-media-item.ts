import sharp from 'sharp';
import { synthesiseGuideClip } from './audio/synth-wav.ts';
import { artworkSvg } from './images/artwork-svg.ts';
import { avatarSvg, logoSvg } from './images/identity-svg.ts';
import type { MediaItem } from './media-spec.ts';
import type { PanoramaRenderer } from './panorama/panorama-renderer.ts';
import { panVideo, panVideoPoster, type PanVideoOptions } from './video/pan-video.ts';

export interface GenerateOptions {
  renderer: PanoramaRenderer;
  /** Width of panoramas (height is half); 4096 for the demo, small in tests. */
  panoramaWidth: number;
}

/** Other images scale with the panorama width, so tests stay fast, but never below a usable size. */
function scaled(size: number, panoramaWidth: number): number {
  return Math.max(64, Math.round((size * Math.min(1, panoramaWidth / 4096)) / 2) * 2);
}

/** The bytes of one generated media file. Deterministic: the same item gives the same bytes. */
export async function generateMediaItem(item: MediaItem, options: GenerateOptions): Promise<Buffer> {
  switch (item.kind) {
    case 'outdoor':
    case 'interior': {
      const width = options.panoramaWidth * (item.kind === 'outdoor' ? (item.scale ?? 1) : 1);
      const pixels = await options.renderer.render(
        item.kind === 'outdoor'
          ? {
              kind: 'outdoor',
              seed: item.seed,
              style: item.style,
              time: item.time,
              exits: item.exits,
              paths: item.paths,
            }
          : { kind: 'interior', seed: item.seed, style: item.style, time: 'noon', exits: item.exits, paths: [] },
        width,
      );
      return sharp(pixels, { raw: { width, height: width / 2, channels: 3 } })
        .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
        .toBuffer();
    }
    case 'gallery':
    case 'place': {
      const width = scaled(item.kind === 'gallery' ? 1600 : 1280, options.panoramaWidth);
      const ratio = item.kind === 'gallery' ? 2 / 3 : 9 / 16;
      const height = Math.round((width * ratio) / 2) * 2;
      const svg = artworkSvg(item.kind === 'gallery' ? item.style : 'building', item.seed, width, height);
      return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
    }
    case 'logo':
      return sharp(Buffer.from(logoSvg(item.seed, item.color, item.mark, scaled(512, options.panoramaWidth))))
        .png()
        .toBuffer();
    case 'avatar':
      return sharp(Buffer.from(avatarSvg(item.seed, scaled(512, options.panoramaWidth))))
        .png()
        .toBuffer();
    case 'video':
    case 'video-poster': {
      const width = item.width ?? 640;
      const video: PanVideoOptions = {
        scene: item.scene,
        width,
        height: Math.round((width * 9) / 16 / 2) * 2,
        seconds: item.seconds,
        framesPerSecond: 12,
        sweep: item.sweep,
        // Enough detail for a 640-pixel view at a 75° field of view, at a quarter of a full panorama's
        // cost; a wider poster gets a panorama as detailed as its width asks (within the demo's width).
        panoramaWidth: Math.min(Math.max(2048, width * 3), options.panoramaWidth),
      };
      return item.kind === 'video' ? panVideo(options.renderer, video) : panVideoPoster(options.renderer, video);
    }
    default:
      return synthesiseGuideClip(item.seed, item.seconds);
  }
}
