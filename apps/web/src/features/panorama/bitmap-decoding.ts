// Decoding panoramas off the main thread (issue 16: "decode it off the main thread, upload it without a
// stall"). Photo Sphere Viewer turns a downloaded file into an <img>; the browser decodes that image
// only when three.js uploads it, on the main thread, which a 4096 px panorama holds for a long while
// (the app's controls freeze, the frame is late). createImageBitmap decodes on one of the browser's
// worker threads instead, and three.js uploads an ImageBitmap as it is.

/** The one method of PSV's TextureLoader this replaces. */
export interface BlobImageLoader {
  blobToImage(blob: Blob): Promise<HTMLImageElement>;
}

/**
 * `maxTextureWidth`: PSV's SYSTEM.maxTextureWidth. A wider image goes PSV's own way (it is drawn
 * scaled into a canvas first, which wants it the right way up, while three.js cannot flip an
 * ImageBitmap on upload, so the bitmap is decoded upside down here).
 */
export function decodeOffMainThread(loader: BlobImageLoader, maxTextureWidth: () => number): void {
  if (typeof createImageBitmap !== 'function') return;
  const decodeAsImage = loader.blobToImage.bind(loader);
  loader.blobToImage = async (blob) => {
    let bitmap: ImageBitmap | null = null;
    try {
      bitmap = await createImageBitmap(blob, { imageOrientation: 'flipY' });
    } catch {
      // Not decodable this way (a format the bitmap decoder lacks): PSV's <img> path reports errors.
    }
    if (bitmap && bitmap.width <= maxTextureWidth()) {
      // PSV reads only width and height, then hands it to three.js's Texture, which takes either.
      return bitmap as unknown as HTMLImageElement;
    }
    bitmap?.close();
    return decodeAsImage(blob);
  };
}
