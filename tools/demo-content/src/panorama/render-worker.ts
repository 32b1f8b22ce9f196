import { parentPort } from 'node:worker_threads';
import { panoramaParams } from './panorama-params.ts';
import { createPanoramaScene } from './panorama-scene.ts';
import { renderRows, type PanoramaScene } from './render-rows.ts';

/** A band of rows of one panorama, rendered by a worker thread. */
export interface RenderBandJob {
  jobId: number;
  params: unknown;
  width: number;
  rowStart: number;
  rowEnd: number;
}

export interface RenderBandResult {
  jobId: number;
  pixels: Uint8Array;
}

// Bands of the same panorama arrive one after another: keep the last scene instead of rebuilding it.
let cachedKey = '';
let cachedScene: PanoramaScene | null = null;

parentPort?.on('message', (job: RenderBandJob) => {
  const key = JSON.stringify(job.params);
  if (cachedScene === null || key !== cachedKey) {
    cachedScene = createPanoramaScene(panoramaParams.parse(job.params));
    cachedKey = key;
  }
  const pixels = renderRows(cachedScene, job.width, job.rowStart, job.rowEnd);
  const result: RenderBandResult = { jobId: job.jobId, pixels };
  // The band's pixels move to the parent thread instead of being copied.
  parentPort?.postMessage(result, [pixels.buffer as ArrayBuffer]);
});
