import sharp from 'sharp';
import type { PanoramaParams } from '../panorama/panorama-params.ts';
import type { PanoramaRenderer } from '../panorama/panorama-renderer.ts';
import { renderView, type Panorama } from './panorama-pan.ts';
import { encodeVp8Keyframe } from './webp-vp8.ts';
import { writeWebm } from './webm-writer.ts';

export interface PanVideoOptions {
  scene: PanoramaParams;
  width: number;
  height: number;
  seconds: number;
  framesPerSecond: number;
  /** Degrees the camera turns over the whole clip. */
  sweep: number;
  /** Width of the panorama the frames are sampled from (height is half). */
  panoramaWidth: number;
}

const FIELD_OF_VIEW = 75;
const QUALITY = 70;

async function renderPanorama(renderer: PanoramaRenderer, options: PanVideoOptions): Promise<Panorama> {
  const pixels = await renderer.render(options.scene, options.panoramaWidth);
  return { pixels, width: options.panoramaWidth, height: options.panoramaWidth / 2 };
}

/** Yaw of frame `index`: an ease in and out, so the loop starts and ends at rest. */
function yawAt(index: number, count: number, sweep: number): number {
  const t = count <= 1 ? 0 : index / (count - 1);
  return -sweep / 2 + sweep * (0.5 - Math.cos(Math.PI * t) / 2);
}

/** A WebM (VP8) clip of a slow pan across a generated panorama. Same options, same bytes. */
export async function panVideo(renderer: PanoramaRenderer, options: PanVideoOptions): Promise<Buffer> {
  const panorama = await renderPanorama(renderer, options);
  const count = Math.round(options.seconds * options.framesPerSecond);
  const view = { width: options.width, height: options.height, fov: FIELD_OF_VIEW };
  const frames: Buffer[] = [];
  for (let index = 0; index < count; index++) {
    const rgb = renderView(panorama, view, yawAt(index, count, options.sweep));
    frames.push(await encodeVp8Keyframe(rgb, options.width, options.height, QUALITY));
  }
  return writeWebm({ width: options.width, height: options.height, framesPerSecond: options.framesPerSecond, frames });
}

/** The clip's first frame as a JPEG: the poster shown before the video plays. */
export async function panVideoPoster(renderer: PanoramaRenderer, options: PanVideoOptions): Promise<Buffer> {
  const panorama = await renderPanorama(renderer, options);
  const count = Math.round(options.seconds * options.framesPerSecond);
  const rgb = renderView(
    panorama,
    { width: options.width, height: options.height, fov: FIELD_OF_VIEW },
    yawAt(0, count, options.sweep),
  );
  return sharp(rgb, { raw: { width: options.width, height: options.height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}
