import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PanoramaParams } from './panorama-params.ts';
import { createPanoramaScene } from './panorama-scene.ts';
import { renderRows } from './render-rows.ts';
import type { RenderBandJob, RenderBandResult } from './render-worker.ts';

const BAND_ROWS = 64;

interface PendingBand {
  job: RenderBandJob;
  resolve: (pixels: Uint8Array) => void;
  reject: (error: unknown) => void;
}

/**
 * Renders panoramas on a pool of worker threads (one per core by default), a band of rows per
 * job, so one panorama keeps every core busy. With `threads: 0` it renders on the calling
 * thread (small test images, or environments without worker support).
 */
export class PanoramaRenderer {
  private readonly workers: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly queue: PendingBand[] = [];
  private readonly running = new Map<Worker, PendingBand>();
  private nextJobId = 1;

  constructor(threads = availableParallelism()) {
    if (threads <= 0) return;
    // The worker is TypeScript: each thread registers tsx's loader before importing it, whether the
    // parent runs under tsx (the server) or under vitest (tests), which do not share loaders with workers.
    // (Resolved through package.json: require.resolve would pick tsx's CommonJS build of the API.)
    const tsxRoot = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
    const tsxApi = pathToFileURL(path.join(tsxRoot, 'dist/esm/api/index.mjs')).href;
    // Compiled (apps/server/dist), this module is .js and so is its worker; tsx's loader then changes nothing.
    const entry = new URL(`./render-worker${path.extname(import.meta.url)}`, import.meta.url).href;
    const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
    for (let index = 0; index < threads; index++) {
      const worker = new Worker(bootstrap, { eval: true });
      worker.on('message', (result: RenderBandResult) => {
        const band = this.running.get(worker);
        this.running.delete(worker);
        this.idle.push(worker);
        band?.resolve(result.pixels);
        this.dispatch();
      });
      worker.on('error', (error) => {
        const band = this.running.get(worker);
        this.running.delete(worker);
        band?.reject(error);
      });
      this.workers.push(worker);
      this.idle.push(worker);
    }
  }

  /** RGB bytes of a width×(width/2) panorama. */
  async render(params: PanoramaParams, width: number): Promise<Uint8Array> {
    if (width % 4 !== 0) throw new Error(`panorama width must be a multiple of 4, got ${width}`);
    const height = width / 2;
    if (this.workers.length === 0) return renderRows(createPanoramaScene(params), width, 0, height);
    const bands: Promise<Uint8Array>[] = [];
    for (let rowStart = 0; rowStart < height; rowStart += BAND_ROWS) {
      const job: RenderBandJob = {
        jobId: this.nextJobId++,
        params,
        width,
        rowStart,
        rowEnd: Math.min(height, rowStart + BAND_ROWS),
      };
      bands.push(new Promise((resolve, reject) => this.queue.push({ job, resolve, reject })));
    }
    this.dispatch();
    const parts = await Promise.all(bands);
    const image = new Uint8Array(width * height * 3);
    let offset = 0;
    for (const part of parts) {
      image.set(part, offset);
      offset += part.length;
    }
    return image;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }

  private dispatch(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop();
      const band = this.queue.shift();
      if (worker === undefined || band === undefined) return;
      this.running.set(worker, band);
      worker.postMessage(band.job);
    }
  }
}
