import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeOffMainThread, type BlobImageLoader } from './bitmap-decoding.ts';

const image = document.createElement('img');
const blob = new Blob(['panorama bytes'], { type: 'image/webp' });

function loaderWithImagePath(): BlobImageLoader & { imagePathUsed: () => number } {
  let used = 0;
  return {
    blobToImage: () => {
      used += 1;
      return Promise.resolve(image);
    },
    imagePathUsed: () => used,
  };
}

describe('decoding a panorama off the main thread', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands the engine a bitmap decoded by createImageBitmap, upside down for the upload', async () => {
    const close = vi.fn();
    const bitmap = { width: 4096, height: 2048, close };
    const create = vi.fn(() => Promise.resolve(bitmap));
    vi.stubGlobal('createImageBitmap', create);
    const loader = loaderWithImagePath();
    decodeOffMainThread(loader, () => 8192);
    await expect(loader.blobToImage(blob)).resolves.toBe(bitmap);
    expect(create).toHaveBeenCalledWith(blob, { imageOrientation: 'flipY' });
    expect(loader.imagePathUsed()).toBe(0);
    expect(close).not.toHaveBeenCalled();
  });

  it('leaves an image wider than the GPU takes to the engine’s own path, which scales it', async () => {
    const close = vi.fn();
    vi.stubGlobal('createImageBitmap', () => Promise.resolve({ width: 8192, height: 4096, close }));
    const loader = loaderWithImagePath();
    decodeOffMainThread(loader, () => 4096);
    await expect(loader.blobToImage(blob)).resolves.toBe(image);
    expect(close).toHaveBeenCalled();
  });

  it('falls back to the image path when the bitmap decoder refuses the file', async () => {
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new DOMException('bad', 'InvalidStateError')));
    const loader = loaderWithImagePath();
    decodeOffMainThread(loader, () => 8192);
    await expect(loader.blobToImage(blob)).resolves.toBe(image);
    expect(loader.imagePathUsed()).toBe(1);
  });
});
