import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { canonicalExtension, sniffMedia, type MediaKind } from './media-sniff.ts';
import { forEachLimited } from './promise-pool.ts';
import { previewUrlOf } from './panorama-preview.ts';
import { tileLevels, tileTemplate, type TileLevel } from './panorama-tiles.ts';
import { renderJob, type RenditionJob } from './renditions.ts';

/** Bump when the rendition recipes change: every file name changes with it. */
export const RENDITION_VERSION = 'r3';

export interface SourceInfo {
  file: string;
  hash: string;
  /** What the bytes are (checked at validation): copies get this kind's extension, never the pack's. */
  kind: MediaKind | null;
  width: number;
  height: number;
}

export interface SizedUrl {
  url: string;
  width: number;
  height: number;
}

/** An image and the same image at narrower widths, narrowest first, the image itself last (`srcset`). */
export interface ResponsiveUrl extends SizedUrl {
  srcset: { url: string; width: number }[];
}

/**
 * Narrower copies of the images a page shows across its width (hero images, cards) for phones and
 * narrow columns: a phone's hero needs 640–1280 px, not 1920 (issue 36, srcset and sizes).
 */
const NARROWER_WIDTHS = [640, 1280] as const;

export type CoverPreset = keyof typeof COVER_PRESETS;
export type FitPreset = keyof typeof FIT_PRESETS;

/** Fixed-size crops (object-fit: cover). */
export const COVER_PRESETS = {
  thumbnail: [480, 270],
  small: [640, 360],
  portrait: [540, 960],
  landscape: [960, 540],
  square: [600, 600],
} as const;
/** Fit inside, never enlarged. */
export const FIT_PRESETS = {
  gallery: [2048, 2048, 'jpeg'],
  hero: [1920, 1080, 'jpeg'],
  medium: [1280, 720, 'jpeg'],
  logo: [512, 512, 'png'],
} as const;
export const PANORAMA_SIZES = { low: 1024, medium: 2048, high: 4096 } as const;

async function hashAndKind(file: string): Promise<{ hash: string; kind: MediaKind | null }> {
  const bytes = await fs.readFile(file);
  return { hash: crypto.createHash('sha256').update(bytes).digest('hex'), kind: sniffMedia(bytes.subarray(0, 64)) };
}

function stem(file: string): string {
  return (
    path
      .basename(file, path.extname(file))
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'media'
  );
}

/**
 * Knows every media source of a pack (hash and size) and turns rendition
 * requests into URLs synchronously: names are content addressed, sizes are
 * computed from the source's size, and the work is queued for `renderQueued`.
 */
export class MediaCatalog {
  private readonly jobs = new Map<string, RenditionJob>();

  private constructor(
    private readonly sources: Map<string, SourceInfo>,
    private readonly outputDir: string,
    private readonly urlPrefix: string,
  ) {}

  /** Reads the hash (and, for images, the size) of every media file the pack references. */
  static async load(media: Map<string, string>, mediaDir: string, schemaName: string): Promise<MediaCatalog> {
    const sources = new Map<string, SourceInfo>();
    // A few files at a time: a demo pack holds hundreds of megabytes of sources.
    await forEachLimited([...media], 8, async ([mediaPath, file]) => {
      const { hash, kind } = await hashAndKind(file);
      let width = 0;
      let height = 0;
      try {
        const metadata = await sharp(file).metadata();
        width = metadata.width;
        height = metadata.height;
      } catch {
        // Audio and video: no size.
      }
      sources.set(mediaPath, { file, hash, kind, width, height });
    });
    return new MediaCatalog(sources, path.join(mediaDir, schemaName), `/media/${schemaName}`);
  }

  /** Hash of every source, by media path: part of the pack's content hash. */
  sourceHashes(): [string, string][] {
    return [...this.sources].map(([p, s]): [string, string] => [p, s.hash]).sort((a, b) => a[0].localeCompare(b[0]));
  }

  private source(mediaPath: string): SourceInfo {
    const info = this.sources.get(mediaPath);
    if (!info) throw new Error(`media ${mediaPath} was not validated`);
    return info;
  }

  private queue(info: SourceInfo, recipe: string, ext: string, job: Omit<RenditionJob, 'source' | 'output'>): string {
    const digest = crypto.createHash('sha256').update(`${info.hash}|${recipe}|${RENDITION_VERSION}`).digest('hex');
    const variant = recipe === 'copy' ? '' : `-${recipe}`;
    // A folder (the tile pyramid) has no extension.
    const name = `${digest.slice(0, 16)}-${stem(info.file)}${variant}${ext === '' ? '' : `.${ext}`}`;
    if (!this.jobs.has(name))
      this.jobs.set(name, { ...job, source: info.file, output: path.join(this.outputDir, name) });
    return `${this.urlPrefix}/${name}`;
  }

  panorama(mediaPath: string) {
    const info = this.source(mediaPath);
    const set = (format: 'jpeg' | 'webp') => {
      const entry = (size: keyof typeof PANORAMA_SIZES): SizedUrl => {
        const width = Math.min(PANORAMA_SIZES[size], info.width);
        const height = Math.round(width / 2);
        const ext = format === 'jpeg' ? 'jpg' : 'webp';
        const url = this.queue(info, `pano-${width}`, ext, { kind: 'resize', width, height, format, fit: 'fill' });
        return { url, width, height };
      };
      return { low: entry('low'), medium: entry('medium'), high: entry('high') };
    };
    const webp = set('webp');
    this.queuePreview(info, webp.low.url);
    const tiles = this.panoramaTiles(info);
    return { jpeg: set('jpeg'), webp, ...(tiles === null ? {} : { tiles }) };
  }

  /**
   * The tile pyramid (panorama-tiles.ts): one folder per source, content addressed like any rendition,
   * so an unchanged panorama is not cut again. The URLs are templates the viewer fills per tile.
   */
  private panoramaTiles(info: SourceInfo): { levels: TileLevel[]; webp: string; jpeg: string } | null {
    const levels = tileLevels(info.width);
    if (levels.length === 0) return null;
    const folder = this.queue(info, 'tiles', '', { kind: 'panorama-tiles', width: 0, height: 0, format: 'webp' });
    return { levels, webp: `${folder}/${tileTemplate('webp')}`, jpeg: `${folder}/${tileTemplate('jpeg')}` };
  }

  /** The inline preview a scene page's HTML carries (panorama-preview.ts), named after the low rendition. */
  private queuePreview(info: SourceInfo, lowWebpUrl: string): void {
    const url = previewUrlOf(lowWebpUrl);
    const name = url === null ? null : path.posix.basename(url);
    if (name === null || this.jobs.has(name)) return;
    const output = path.join(this.outputDir, name);
    this.jobs.set(name, { kind: 'panorama-preview', source: info.file, output, width: 0, height: 0, format: 'webp' });
  }

  /** A 16:9 thumbnail of the panorama's centre (what a visitor sees first). */
  panoramaThumbnail(mediaPath: string): SizedUrl {
    const info = this.source(mediaPath);
    const [width, height] = COVER_PRESETS.thumbnail;
    const url = this.queue(info, 'pano-thumb', 'jpg', { kind: 'panorama-centre', width, height, format: 'jpeg' });
    return { url, width, height };
  }

  cover(mediaPath: string, preset: CoverPreset, position = '50% 50%'): SizedUrl {
    const info = this.source(mediaPath);
    const [width, height] = COVER_PRESETS[preset];
    const recipe = `${preset}-${position.replace(/[^a-z0-9]+/gi, '')}`;
    const url = this.queue(info, recipe, 'jpg', { kind: 'cover', width, height, format: 'jpeg', position });
    return { url, width, height };
  }

  fit(mediaPath: string, preset: FitPreset): SizedUrl {
    const info = this.source(mediaPath);
    const [maxWidth, maxHeight, format] = FIT_PRESETS[preset];
    const scale = Math.min(1, maxWidth / info.width, maxHeight / info.height);
    const width = Math.max(1, Math.round(info.width * scale));
    const height = Math.max(1, Math.round(info.height * scale));
    const ext = format === 'png' ? 'png' : 'jpg';
    const url = this.queue(info, preset, ext, { kind: 'resize', width, height, format, fit: 'fill' });
    return { url, width, height };
  }

  /** `fit`, plus narrower copies of the result (NARROWER_WIDTHS) for `srcset`. */
  fitResponsive(mediaPath: string, preset: FitPreset): ResponsiveUrl {
    const full = this.fit(mediaPath, preset);
    const info = this.source(mediaPath);
    const [, , format] = FIT_PRESETS[preset];
    const narrower = NARROWER_WIDTHS.filter((width) => width < full.width).map((width) => {
      const height = Math.max(1, Math.round((full.height * width) / full.width));
      const ext = format === 'png' ? 'png' : 'jpg';
      const url = this.queue(info, `${preset}-${String(width)}w`, ext, {
        kind: 'resize',
        width,
        height,
        format,
        fit: 'fill',
      });
      return { url, width };
    });
    return { ...full, srcset: [...narrower, { url: full.url, width: full.width }] };
  }

  /** `cover`, plus the same crop at half its size for `srcset` (a card in a column of a wide page). */
  coverResponsive(mediaPath: string, preset: CoverPreset, position = '50% 50%'): ResponsiveUrl {
    const full = this.cover(mediaPath, preset, position);
    const info = this.source(mediaPath);
    const [width, height] = [Math.round(full.width / 2), Math.round(full.height / 2)];
    const recipe = `${preset}-${position.replace(/[^a-z0-9]+/gi, '')}-half`;
    const url = this.queue(info, recipe, 'jpg', { kind: 'cover', width, height, format: 'jpeg', position });
    return {
      ...full,
      srcset: [
        { url, width },
        { url: full.url, width: full.width },
      ],
    };
  }

  /** Audio, video and PMTiles files are served as they are, named for what their bytes are. */
  file(mediaPath: string): string {
    const info = this.source(mediaPath);
    if (info.kind === null) throw new Error(`media ${mediaPath} is of no allowed kind`);
    const ext = canonicalExtension[info.kind];
    return this.queue(info, 'copy', ext, { kind: 'copy', width: 0, height: 0, format: 'jpeg' });
  }

  get queuedCount(): number {
    return this.jobs.size;
  }

  /**
   * Writes every queued rendition that does not exist yet, a few at a time
   * (libvips also uses threads inside each job). Returns how many were made.
   */
  async renderQueued(log?: (message: string) => void): Promise<number> {
    await fs.mkdir(this.outputDir, { recursive: true });
    const pending: RenditionJob[] = [];
    for (const job of this.jobs.values()) {
      try {
        await fs.access(job.output);
      } catch {
        pending.push(job);
      }
    }
    // libvips runs each job on one thread here (sharp.concurrency), so one job per core.
    let done = 0;
    await forEachLimited(pending, Math.min(4, os.availableParallelism()), async (job) => {
      await renderJob(job);
      done++;
      if (log && done % 25 === 0) log(`media: ${done}/${pending.length} renditions`);
    });
    return pending.length;
  }
}
