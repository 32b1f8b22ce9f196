import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { parsePosition } from '@meridian/contracts/focal-point';
import sharp, { type Sharp } from 'sharp';
import { renderPanoramaPreview } from './panorama-preview.ts';
import { renderPanoramaTiles } from './panorama-tiles.ts';
import { encodeRendition } from './rendition-encoders.ts';

export interface RenditionJob {
  /** `panorama-tiles` writes a folder (the tile pyramid, panorama-tiles.ts), the others one file. */
  kind: 'resize' | 'cover' | 'panorama-centre' | 'panorama-preview' | 'panorama-tiles' | 'copy';
  source: string;
  output: string;
  width: number;
  height: number;
  format: 'jpeg' | 'webp' | 'png';
  fit?: 'fill';
  /** CSS background-position, e.g. `50% 40%` or `center top` (cover crops). */
  position?: string;
}

async function coverCrop(job: RenditionJob): Promise<Sharp> {
  const metadata = await sharp(job.source).metadata();
  const scale = Math.max(job.width / metadata.width, job.height / metadata.height);
  const scaledWidth = Math.max(job.width, Math.round(metadata.width * scale));
  const scaledHeight = Math.max(job.height, Math.round(metadata.height * scale));
  const [px, py] = parsePosition(job.position ?? '50% 50%');
  return sharp(job.source)
    .resize(scaledWidth, scaledHeight, { fit: 'fill' })
    .extract({
      left: Math.round((scaledWidth - job.width) * px),
      top: Math.round((scaledHeight - job.height) * py),
      width: job.width,
      height: job.height,
    });
}

async function panoramaCentre(job: RenditionJob): Promise<Sharp> {
  const { width, height } = await sharp(job.source).metadata();
  // A quarter of the panorama's width (90°) around its centre, at the target aspect ratio.
  const cropWidth = Math.max(1, Math.round(width / 4));
  const cropHeight = Math.min(height, Math.max(1, Math.round((cropWidth * job.height) / job.width)));
  return sharp(job.source)
    .extract({
      left: Math.round((width - cropWidth) / 2),
      top: Math.round((height - cropHeight) / 2),
      width: cropWidth,
      height: cropHeight,
    })
    .resize(job.width, job.height, { fit: 'fill' });
}

/**
 * Renders one job to a temporary file (or folder) and renames it into place, so a crash never leaves
 * half a file, nor a pyramid missing tiles that a later import would take for finished.
 */
export async function renderJob(job: RenditionJob): Promise<void> {
  const temporary = `${job.output}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  try {
    if (job.kind === 'copy') {
      await fs.copyFile(job.source, temporary);
    } else if (job.kind === 'panorama-tiles') {
      await renderPanoramaTiles(job.source, temporary);
    } else if (job.kind === 'panorama-preview') {
      await fs.writeFile(temporary, await renderPanoramaPreview(job.source));
    } else {
      const image =
        job.kind === 'cover'
          ? await coverCrop(job)
          : job.kind === 'panorama-centre'
            ? await panoramaCentre(job)
            : sharp(job.source).resize(job.width, job.height, { fit: 'fill' });
      await encodeRendition(image, job.format).toFile(temporary);
    }
    await fs.rename(temporary, job.output);
  } catch (error) {
    await fs.rm(temporary, { force: true, recursive: true });
    throw new Error(`could not render ${job.source}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
